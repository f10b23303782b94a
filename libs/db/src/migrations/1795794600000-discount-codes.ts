import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes:
 *  - discount_code: a code (stored upper-case, unique), percent or fixed amount, which packages or
 *    destinations it covers (empty: all), its window, its total and per-customer limits, first
 *    order only, whether the owner allowed prices below the provider's cost, and whether it is on.
 *  - discount_redemption: one row per order that used a code (the order's id is the key: a use is
 *    counted once), with the customer it counts against (user:<id>, email:<address> or
 *    phone:<number>). Uses are counted over orders not cancelled unpaid.
 *  - orders.discount_code / discount_cents and order_item.discount_cents: what the order and each
 *    line were given off; total_cents = subtotal_cents − discount_cents + processing_fee_cents.
 */
export class DiscountCodes1795794600000 implements MigrationInterface {
  name = 'DiscountCodes1795794600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE discount_code (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code varchar(32) NOT NULL UNIQUE CHECK (code = upper(code)),
      kind varchar(8) NOT NULL CHECK (kind IN ('percent', 'fixed')),
      percent int CHECK (percent BETWEEN 1 AND 100),
      amount_cents int CHECK (amount_cents > 0),
      package_ids int[] NOT NULL DEFAULT '{}',
      country_codes varchar(16)[] NOT NULL DEFAULT '{}',
      starts_at timestamptz,
      ends_at timestamptz,
      total_limit int CHECK (total_limit > 0),
      per_customer_limit int CHECK (per_customer_limit > 0),
      first_order_only boolean NOT NULL DEFAULT false,
      below_cost_allowed boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      created_by varchar(254),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'percent') = (percent IS NOT NULL)),
      CHECK ((kind = 'fixed') = (amount_cents IS NOT NULL)),
      CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
    )`);
    await db.query(`CREATE TABLE discount_redemption (
      order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      code_id uuid NOT NULL REFERENCES discount_code (id) ON DELETE RESTRICT,
      customer_key varchar(300) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(
      'CREATE INDEX idx_discount_redemption_code ON discount_redemption (code_id, customer_key)',
    );
    await db.query(`ALTER TABLE orders
      ADD COLUMN discount_code varchar(32),
      ADD COLUMN discount_cents int NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)`);
    await db.query(
      'ALTER TABLE order_item ADD COLUMN discount_cents int NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE order_item DROP COLUMN discount_cents');
    await db.query('ALTER TABLE orders DROP COLUMN discount_code, DROP COLUMN discount_cents');
    await db.query('DROP TABLE discount_redemption');
    await db.query('DROP TABLE discount_code');
  }
}
