import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders, their lines (a snapshot of what was sold) and payment attempts. The unique keys make
 * repeats harmless: order_number; (idempotency_scope, idempotency_key) for create-order replays;
 * tran_id for the gateway; one live attempt per order and method. Money is integer cents.
 */
export class OrdersAndPayments1795360020385 implements MigrationInterface {
  name = 'OrdersAndPayments1795360020385';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_number varchar(20) NOT NULL,
      kind varchar(10) NOT NULL DEFAULT 'purchase' CHECK (kind IN ('purchase', 'topup')),
      status varchar(12) NOT NULL DEFAULT 'pending' CHECK (status IN
        ('pending', 'confirmed', 'processing', 'completed', 'failed', 'cancelled', 'refunded')),
      user_id uuid,
      session_id varchar(64),
      customer_name varchar(100) NOT NULL,
      customer_email varchar(254),
      customer_phone varchar(32) NOT NULL,
      language varchar(2) NOT NULL DEFAULT 'en',
      payment_method varchar(16) NOT NULL CHECK (payment_method IN ('payway_khqr', 'paypal')),
      currency varchar(3) NOT NULL DEFAULT 'USD',
      subtotal_cents int NOT NULL CHECK (subtotal_cents >= 0),
      processing_fee_cents int NOT NULL DEFAULT 0 CHECK (processing_fee_cents >= 0),
      total_cents int NOT NULL CHECK (total_cents >= 0),
      idempotency_scope varchar(80),
      idempotency_key varchar(100),
      request_hash varchar(64),
      access_token_hash bytea NOT NULL,
      failure_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz,
      cancelled_at timestamptz,
      CONSTRAINT uq_orders_order_number UNIQUE (order_number),
      CONSTRAINT uq_orders_idempotency UNIQUE (idempotency_scope, idempotency_key)
    )`);
    await db.query(
      'CREATE INDEX idx_orders_user ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL',
    );
    await db.query(
      'CREATE INDEX idx_orders_session ON orders (session_id, created_at DESC) WHERE session_id IS NOT NULL',
    );
    await db.query(`CREATE TABLE order_item (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      package_id int NOT NULL,
      api_code varchar(120) NOT NULL,
      destination varchar(160) NOT NULL,
      package_name varchar(255) NOT NULL,
      data varchar(24) NOT NULL,
      package_days int NOT NULL,
      is_day_pass boolean NOT NULL,
      days int CHECK (days BETWEEN 1 AND 30),
      quantity int NOT NULL CHECK (quantity >= 1),
      unit_cents int NOT NULL CHECK (unit_cents >= 0),
      line_cents int NOT NULL CHECK (line_cents >= 0)
    )`);
    await db.query('CREATE INDEX idx_order_item_order ON order_item (order_id)');
    await db.query(`CREATE TABLE payment (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      provider varchar(8) NOT NULL CHECK (provider IN ('payway', 'paypal')),
      method varchar(10) NOT NULL CHECK (method IN ('checkout', 'khqr', 'paypal')),
      tran_id varchar(20) NOT NULL,
      provider_order_id varchar(64),
      amount_cents int NOT NULL CHECK (amount_cents >= 0),
      currency varchar(3) NOT NULL,
      status varchar(10) NOT NULL DEFAULT 'created' CHECK (status IN
        ('created', 'pending', 'approved', 'declined', 'expired')),
      lifetime_minutes int NOT NULL CHECK (lifetime_minutes BETWEEN 3 AND 43200),
      issued_at timestamptz,
      expires_at timestamptz NOT NULL,
      checks_count int NOT NULL DEFAULT 0,
      last_checked_at timestamptz,
      last_provider_status varchar(16),
      last_apv varchar(32),
      last_error text,
      paid_amount_cents int,
      paid_currency varchar(3),
      needs_refund boolean NOT NULL DEFAULT false,
      refund_reason varchar(40),
      qr_string text,
      deeplink text,
      approved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_payment_tran_id UNIQUE (tran_id)
    )`);
    await db.query('CREATE INDEX idx_payment_order ON payment (order_id)');
    await db.query(
      `CREATE UNIQUE INDEX uq_payment_live_attempt ON payment (order_id, method)
       WHERE status IN ('created', 'pending')`,
    );
    await db.query(
      `CREATE INDEX idx_payment_live ON payment (expires_at) WHERE status IN ('created', 'pending')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payment');
    await db.query('DROP TABLE order_item');
    await db.query('DROP TABLE orders');
  }
}
