import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery guarantee (docs/architecture.md "Delivery guarantee"):
 *  - orders.status gains `needs_attention` (paid, not delivered, a person owns it) in place of
 *    `failed`; the column widens to hold it and failed orders move there.
 *  - provider_order: `failures` (tries that failed, per order line) and `retry_at` (the line's next
 *    try on the retry schedule).
 *  - order_attention: when an order entered the admin's Needs attention view (escalated by
 *    provisioning, or past the SLA), and who marked it handled, when, with what note.
 *  - payment_refund: one full refund per payment through the provider's refund API (an order's
 *    refund or a flagged payment's), with its state, the provider's refund id and who asked.
 */
export class DeliveryGuarantee1795620000000 implements MigrationInterface {
  name = 'DeliveryGuarantee1795620000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP CONSTRAINT orders_status_check');
    await db.query('ALTER TABLE orders ALTER COLUMN status TYPE varchar(16)');
    await db.query(`UPDATE orders SET status = 'needs_attention' WHERE status = 'failed'`);
    await db.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN
        ('pending', 'confirmed', 'processing', 'completed', 'needs_attention', 'cancelled', 'refunded'))`,
    );
    await db.query('ALTER TABLE provider_order ADD COLUMN failures int NOT NULL DEFAULT 0');
    await db.query('ALTER TABLE provider_order ADD COLUMN retry_at timestamptz');
    await db.query(`CREATE TABLE order_attention (
      order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE RESTRICT,
      cause varchar(16) NOT NULL CHECK (cause IN ('escalated', 'sla')),
      entered_at timestamptz NOT NULL DEFAULT now(),
      handled_at timestamptz,
      handled_by uuid,
      note text
    )`);
    await db.query(
      'CREATE INDEX idx_order_attention_open ON order_attention (entered_at) WHERE handled_at IS NULL',
    );
    await db.query(`CREATE TABLE payment_refund (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES payment (id) ON DELETE RESTRICT,
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
      cause varchar(10) NOT NULL CHECK (cause IN ('order', 'flagged')),
      provider varchar(8) NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      provider_refund_id varchar(64),
      last_error text,
      requested_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      refunded_at timestamptz,
      CONSTRAINT uq_payment_refund_payment UNIQUE (payment_id)
    )`);
    await db.query('CREATE INDEX idx_payment_refund_order ON payment_refund (order_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payment_refund');
    await db.query('DROP TABLE order_attention');
    await db.query('ALTER TABLE provider_order DROP COLUMN retry_at');
    await db.query('ALTER TABLE provider_order DROP COLUMN failures');
    await db.query('ALTER TABLE orders DROP CONSTRAINT orders_status_check');
    await db.query(`UPDATE orders SET status = 'failed' WHERE status = 'needs_attention'`);
    await db.query('ALTER TABLE orders ALTER COLUMN status TYPE varchar(12)');
    await db.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN
        ('pending', 'confirmed', 'processing', 'completed', 'failed', 'cancelled', 'refunded'))`,
    );
  }
}
