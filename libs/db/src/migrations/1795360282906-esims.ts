import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * eSIMs and what made them. The unique keys make repeats harmless: provider_order.order_item_id
 * (one order line never yields two provider orders), provider_order_number, esim.iccid and
 * top_up.provider_order_number. Foreign keys to orders are RESTRICT: an order that spent provider
 * balance keeps its record (customers hide eSIMs, they never delete them).
 */
export class Esims1795360282906 implements MigrationInterface {
  name = 'Esims1795360282906';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE provider_order (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
      order_item_id uuid NOT NULL REFERENCES order_item (id) ON DELETE RESTRICT,
      kind varchar(10) NOT NULL DEFAULT 'purchase' CHECK (kind IN ('purchase', 'topup')),
      state varchar(10) NOT NULL DEFAULT 'ordering' CHECK (state IN ('ordering', 'ordered', 'delivered', 'failed')),
      provider_order_number varchar(40),
      quantity int NOT NULL CHECK (quantity >= 1),
      attempts int NOT NULL DEFAULT 0,
      card_polls int NOT NULL DEFAULT 0,
      lease_owner uuid,
      lease_until timestamptz,
      failure_code varchar(40),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      ordered_at timestamptz,
      delivered_at timestamptz,
      CONSTRAINT uq_provider_order_item UNIQUE (order_item_id),
      CONSTRAINT uq_provider_order_number UNIQUE (provider_order_number)
    )`);
    await db.query('CREATE INDEX idx_provider_order_order ON provider_order (order_id)');
    await db.query(`CREATE TABLE esim (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      iccid varchar(32) NOT NULL,
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
      order_item_id uuid NOT NULL REFERENCES order_item (id) ON DELETE RESTRICT,
      provider_order_id uuid NOT NULL REFERENCES provider_order (id) ON DELETE RESTRICT,
      user_id uuid,
      provider_order_number varchar(40) NOT NULL,
      smdp_address varchar(255) NOT NULL,
      activation_code varchar(255) NOT NULL,
      lpa text NOT NULL,
      status varchar(24) NOT NULL DEFAULT 'not_installed',
      destination varchar(160) NOT NULL,
      country_code varchar(16) NOT NULL DEFAULT '',
      plan varchar(255) NOT NULL,
      data varchar(24) NOT NULL,
      data_mb int NOT NULL CHECK (data_mb >= 0),
      days int NOT NULL CHECK (days >= 0),
      custom_days int,
      is_day_pass boolean NOT NULL,
      api_code varchar(120) NOT NULL,
      apn varchar(64) NOT NULL DEFAULT '',
      used_mb double precision,
      remaining_mb double precision,
      activate_before timestamptz,
      activated_at timestamptz,
      expires_at timestamptz,
      last_synced_at timestamptz,
      sync_error text,
      activation_requested_at timestamptz,
      hidden_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_esim_iccid UNIQUE (iccid)
    )`);
    await db.query('CREATE INDEX idx_esim_user ON esim (user_id, created_at DESC) WHERE user_id IS NOT NULL');
    await db.query('CREATE INDEX idx_esim_order ON esim (order_id)');
    await db.query(
      `CREATE INDEX idx_esim_live ON esim (last_synced_at NULLS FIRST) WHERE status NOT IN ('expired', 'cancelled')`,
    );
    await db.query(`CREATE TABLE top_up (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      esim_id uuid NOT NULL REFERENCES esim (id) ON DELETE RESTRICT,
      order_id uuid REFERENCES orders (id) ON DELETE RESTRICT,
      provider_order_number varchar(40) NOT NULL,
      status varchar(24) NOT NULL DEFAULT 'pending',
      plan varchar(255) NOT NULL DEFAULT '',
      data varchar(24) NOT NULL DEFAULT '',
      data_mb int NOT NULL DEFAULT 0,
      days_added int NOT NULL DEFAULT 0,
      used_mb double precision,
      remaining_mb double precision,
      begins_at timestamptz,
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_top_up_provider_order UNIQUE (provider_order_number)
    )`);
    await db.query('CREATE INDEX idx_top_up_esim ON top_up (esim_id, created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE top_up');
    await db.query('DROP TABLE esim');
    await db.query('DROP TABLE provider_order');
  }
}
