import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partial and per-line refunds:
 *  - payment_refund may hold several refunds of one payment: a full refund (request_key NULL, still
 *    at most one per payment) and any number of partial ones (cause 'part', one per request_key, the
 *    admin's idempotency key). refunded_before_cents is what had been refunded of the payment when the
 *    refund was asked (the provider must read before + amount afterwards).
 *  - payment_refund_line: the order lines a refund gave money back for, with what became of the
 *    line's eSIMs at RoameSIM (cancelled, flagged for the operator, or none to cancel).
 *  - orders.refunded_cents: the sum of the order's succeeded refunds (revenue subtracts it).
 *  - order_of_subject also finds a refund (a partial refund's email is about its refund row).
 */
export class PartialRefunds1795794500000 implements MigrationInterface {
  name = 'PartialRefunds1795794500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payment_refund
      ADD COLUMN request_key varchar(80),
      ADD COLUMN refunded_before_cents int NOT NULL DEFAULT 0 CHECK (refunded_before_cents >= 0)`);
    await db.query('ALTER TABLE payment_refund DROP CONSTRAINT payment_refund_cause_check');
    await db.query(`ALTER TABLE payment_refund ADD CONSTRAINT payment_refund_cause_check
      CHECK (cause IN ('order', 'flagged', 'part'))`);
    await db.query(`ALTER TABLE payment_refund ADD CONSTRAINT payment_refund_part_key
      CHECK ((cause = 'part') = (request_key IS NOT NULL))`);
    await db.query('ALTER TABLE payment_refund DROP CONSTRAINT uq_payment_refund_payment');
    await db.query(
      'CREATE UNIQUE INDEX uq_payment_refund_full ON payment_refund (payment_id) WHERE request_key IS NULL',
    );
    await db.query(
      'CREATE UNIQUE INDEX uq_payment_refund_key ON payment_refund (payment_id, request_key) WHERE request_key IS NOT NULL',
    );
    await db.query(`CREATE TABLE payment_refund_line (
      refund_id uuid NOT NULL REFERENCES payment_refund (id) ON DELETE CASCADE,
      order_item_id uuid NOT NULL REFERENCES order_item (id) ON DELETE RESTRICT,
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      esim_outcome varchar(10) CHECK (esim_outcome IN ('cancelled', 'flagged', 'none')),
      esim_note text,
      PRIMARY KEY (refund_id, order_item_id)
    )`);
    await db.query('CREATE INDEX idx_payment_refund_line_item ON payment_refund_line (order_item_id)');
    await db.query(
      'ALTER TABLE orders ADD COLUMN refunded_cents int NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0)',
    );
    await db.query(`UPDATE orders o SET refunded_cents = r.cents FROM (
        SELECT order_id, sum(amount_cents)::int AS cents FROM payment_refund
        WHERE status = 'succeeded' AND cause <> 'flagged' GROUP BY order_id) r
      WHERE r.order_id = o.id`);
    await db.query(`CREATE OR REPLACE FUNCTION order_of_subject(subject varchar) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
      DECLARE found uuid;
      BEGIN
        IF subject !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN RETURN NULL; END IF;
        SELECT id INTO found FROM orders WHERE id = subject::uuid;
        IF found IS NULL THEN SELECT order_id INTO found FROM payment WHERE id = subject::uuid; END IF;
        IF found IS NULL THEN SELECT order_id INTO found FROM esim WHERE id = subject::uuid; END IF;
        IF found IS NULL THEN SELECT order_id INTO found FROM payment_refund WHERE id = subject::uuid; END IF;
        RETURN found;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE OR REPLACE FUNCTION order_of_subject(subject varchar) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
      DECLARE found uuid;
      BEGIN
        IF subject !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN RETURN NULL; END IF;
        SELECT id INTO found FROM orders WHERE id = subject::uuid;
        IF found IS NULL THEN SELECT order_id INTO found FROM payment WHERE id = subject::uuid; END IF;
        IF found IS NULL THEN SELECT order_id INTO found FROM esim WHERE id = subject::uuid; END IF;
        RETURN found;
      END $$`);
    await db.query('ALTER TABLE orders DROP COLUMN refunded_cents');
    await db.query('DROP TABLE payment_refund_line');
    await db.query(`DELETE FROM payment_refund WHERE cause = 'part'`);
    await db.query('DROP INDEX uq_payment_refund_key');
    await db.query('DROP INDEX uq_payment_refund_full');
    await db.query('ALTER TABLE payment_refund ADD CONSTRAINT uq_payment_refund_payment UNIQUE (payment_id)');
    await db.query('ALTER TABLE payment_refund DROP CONSTRAINT payment_refund_part_key');
    await db.query('ALTER TABLE payment_refund DROP CONSTRAINT payment_refund_cause_check');
    await db.query(`ALTER TABLE payment_refund ADD CONSTRAINT payment_refund_cause_check
      CHECK (cause IN ('order', 'flagged'))`);
    await db.query('ALTER TABLE payment_refund DROP COLUMN request_key, DROP COLUMN refunded_before_cents');
  }
}
