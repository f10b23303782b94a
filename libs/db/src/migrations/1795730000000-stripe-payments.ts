import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe card payments: 'stripe' as an order's payment method and as an attempt's provider and method
 * (tran_id `<order number>S<n>`, the Checkout Session id in provider_order_id, now up to 255
 * characters), and the Stripe events
 * we accepted (signature verified), one row per event id: Stripe delivers at least once, so a
 * redelivered event finds its row and queues nothing.
 */
export class StripePayments1795730000000 implements MigrationInterface {
  name = 'StripePayments1795730000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check');
    await db.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check
         CHECK (payment_method IN ('payway_khqr', 'paypal', 'stripe'))`,
    );
    await db.query('ALTER TABLE payment DROP CONSTRAINT payment_provider_check');
    await db.query(
      `ALTER TABLE payment ADD CONSTRAINT payment_provider_check CHECK (provider IN ('payway', 'paypal', 'stripe'))`,
    );
    await db.query('ALTER TABLE payment DROP CONSTRAINT payment_method_check');
    await db.query(
      `ALTER TABLE payment ADD CONSTRAINT payment_method_check
         CHECK (method IN ('checkout', 'khqr', 'paypal', 'stripe'))`,
    );
    // A Checkout Session id (cs_live_… / cs_test_…) is longer than PayPal's order ids.
    await db.query('ALTER TABLE payment ALTER COLUMN provider_order_id TYPE varchar(255)');
    await db.query(`CREATE TABLE stripe_webhook_event (
      event_id varchar(255) PRIMARY KEY,
      event_type varchar(64) NOT NULL,
      object_id varchar(255),
      payment_id uuid,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stripe_webhook_event');
    await db.query('ALTER TABLE payment DROP CONSTRAINT payment_method_check');
    await db.query(
      `ALTER TABLE payment ADD CONSTRAINT payment_method_check CHECK (method IN ('checkout', 'khqr', 'paypal'))`,
    );
    await db.query('ALTER TABLE payment DROP CONSTRAINT payment_provider_check');
    await db.query(
      `ALTER TABLE payment ADD CONSTRAINT payment_provider_check CHECK (provider IN ('payway', 'paypal'))`,
    );
    await db.query('ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check');
    await db.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('payway_khqr', 'paypal'))`,
    );
  }
}
