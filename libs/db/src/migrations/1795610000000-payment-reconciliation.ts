import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `payment.capture_seq`: the PayPal-Request-Id of an attempt's capture is `capture:<attempt>:<seq>`;
 * seq moves on after PayPal refuses a capture for a reason the buyer can clear (so the next capture is a
 * new request, not a replay of the refusal). `payment_reconciliation`: one row per (day, provider)
 * comparing our approved payments with the gateway's records, with the differences found.
 */
export class PaymentReconciliation1795610000000 implements MigrationInterface {
  name = 'PaymentReconciliation1795610000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE payment ADD COLUMN capture_seq int NOT NULL DEFAULT 0');
    await db.query(`CREATE TABLE payment_reconciliation (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      day date NOT NULL,
      provider varchar(8) NOT NULL CHECK (provider IN ('payway', 'paypal')),
      status varchar(12) NOT NULL CHECK (status IN ('matched', 'differences', 'failed')),
      checked_count int NOT NULL DEFAULT 0,
      differences jsonb NOT NULL DEFAULT '[]'::jsonb,
      error text,
      ran_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_payment_reconciliation_day UNIQUE (day, provider)
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payment_reconciliation');
    await db.query('ALTER TABLE payment DROP COLUMN capture_seq');
  }
}
