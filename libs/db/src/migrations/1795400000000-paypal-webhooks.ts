import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PayPal webhook deliveries we accepted (signature verified), one row per PayPal event id: PayPal
 * delivers at least once, so a redelivered event finds its row and queues nothing.
 */
export class PaypalWebhooks1795400000000 implements MigrationInterface {
  name = 'PaypalWebhooks1795400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE paypal_webhook_event (
      event_id varchar(64) PRIMARY KEY,
      event_type varchar(64) NOT NULL,
      paypal_order_id varchar(64),
      payment_id uuid,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(
      `CREATE UNIQUE INDEX uq_payment_provider_order ON payment (provider, provider_order_id)
       WHERE provider_order_id IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX uq_payment_provider_order');
    await db.query('DROP TABLE paypal_webhook_event');
  }
}
