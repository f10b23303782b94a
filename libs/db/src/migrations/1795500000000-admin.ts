import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin panel (docs/admin.md): a user an admin disabled (no sign-in, no session), and an
 * admin's review of a payment flagged needs_refund, recorded once per payment (who, when, note).
 */
export class Admin1795500000000 implements MigrationInterface {
  name = 'Admin1795500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE app_user ADD COLUMN disabled_at timestamptz');
    await db.query(`CREATE TABLE payment_refund_review (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES payment (id) ON DELETE RESTRICT,
      outcome varchar(10) NOT NULL CHECK (outcome IN ('refunded', 'reviewed')),
      note text NOT NULL CHECK (length(note) BETWEEN 1 AND 1000),
      reviewed_by uuid NOT NULL,
      reviewed_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(
      'CREATE UNIQUE INDEX uq_payment_refund_review_payment ON payment_refund_review (payment_id)',
    );
    await db.query('CREATE INDEX idx_payment_needs_refund ON payment (order_id) WHERE needs_refund');
    await db.query('CREATE INDEX idx_orders_created ON orders (created_at DESC, id DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX idx_orders_created');
    await db.query('DROP INDEX idx_payment_needs_refund');
    await db.query('DROP TABLE payment_refund_review');
    await db.query('ALTER TABLE app_user DROP COLUMN disabled_at');
  }
}
