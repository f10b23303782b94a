import { MigrationInterface, QueryRunner } from 'typeorm';

/** The daily reconciliation also covers Stripe: payment_reconciliation rows for provider 'stripe'. */
export class ReconcileStripe1795793500000 implements MigrationInterface {
  name = 'ReconcileStripe1795793500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE payment_reconciliation DROP CONSTRAINT IF EXISTS payment_reconciliation_provider_check',
    );
    await db.query(`ALTER TABLE payment_reconciliation ADD CONSTRAINT payment_reconciliation_provider_check
      CHECK (provider IN ('payway', 'paypal', 'stripe'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM payment_reconciliation WHERE provider = 'stripe'`);
    await db.query(
      'ALTER TABLE payment_reconciliation DROP CONSTRAINT payment_reconciliation_provider_check',
    );
    await db.query(`ALTER TABLE payment_reconciliation ADD CONSTRAINT payment_reconciliation_provider_check
      CHECK (provider IN ('payway', 'paypal'))`);
  }
}
