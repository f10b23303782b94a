import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order_event`: the admin order page's timeline (docs/admin.md "Order timeline"). One row per thing
 * that happened to an order, written in the transaction of the step itself:
 * - by triggers, from the rows that change (exact, whatever code path moves them): the order placed
 *   (with `orders.request_id`, the create-order request's id), every order status change, every
 *   payment attempt written and every attempt status change, every refund row written or moved, and
 *   every email of the order (subject = the order, one of its payments or eSIMs) sent, failed or put
 *   back for another try;
 * - by the code that does the step: each gateway answer (check-transaction, PayPal read) or error,
 *   each pushback and webhook received (valid or not), each RoameSIM call of provisioning (method,
 *   latency, outcome, provider order number), each realtime push about the order.
 * Every row sends NOTIFY `order_timeline` (payload: the order id) at commit; so does an audit entry
 * about an order or one of its payments (admin actions are read from admin_audit, not copied).
 */
export class OrderTimeline1795710000000 implements MigrationInterface {
  name = 'OrderTimeline1795710000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders ADD COLUMN request_id varchar(64)');
    await db.query(`CREATE TABLE order_event (
      id bigserial PRIMARY KEY,
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT clock_timestamp(),
      kind varchar(40) NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    )`);
    await db.query('CREATE INDEX idx_order_event_order ON order_event (order_id, at, id)');

    await db.query(`CREATE FUNCTION order_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('order_timeline', NEW.order_id::text);
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER order_event_notify AFTER INSERT ON order_event
      FOR EACH ROW EXECUTE FUNCTION order_event_notify()`);

    await db.query(`CREATE FUNCTION order_event_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO order_event (order_id, kind, data) VALUES (NEW.id, 'order.placed', jsonb_build_object(
            'requestId', NEW.request_id, 'orderKind', NEW.kind, 'status', NEW.status,
            'totalCents', NEW.total_cents, 'currency', NEW.currency, 'paymentMethod', NEW.payment_method));
        ELSE
          INSERT INTO order_event (order_id, kind, data) VALUES (NEW.id, 'order.status', jsonb_strip_nulls(
            jsonb_build_object('from', OLD.status, 'to', NEW.status, 'reason', NEW.failure_reason)));
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER order_event_placed AFTER INSERT ON orders
      FOR EACH ROW EXECUTE FUNCTION order_event_of_order()`);
    await db.query(`CREATE TRIGGER order_event_status AFTER UPDATE OF status ON orders
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION order_event_of_order()`);

    await db.query(`CREATE FUNCTION order_event_of_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO order_event (order_id, kind, data) VALUES (NEW.order_id, 'payment.created', jsonb_build_object(
            'tranId', NEW.tran_id, 'provider', NEW.provider, 'method', NEW.method, 'status', NEW.status,
            'amountCents', NEW.amount_cents, 'currency', NEW.currency));
        ELSE
          INSERT INTO order_event (order_id, kind, data) VALUES (NEW.order_id, 'payment.status', jsonb_strip_nulls(
            jsonb_build_object('tranId', NEW.tran_id, 'from', OLD.status, 'to', NEW.status,
              'refundReason', NEW.refund_reason)));
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER order_event_payment_created AFTER INSERT ON payment
      FOR EACH ROW EXECUTE FUNCTION order_event_of_payment()`);
    await db.query(`CREATE TRIGGER order_event_payment_status AFTER UPDATE OF status ON payment
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION order_event_of_payment()`);

    await db.query(`CREATE FUNCTION order_event_of_refund() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO order_event (order_id, kind, data) VALUES (NEW.order_id, 'refund', jsonb_strip_nulls(
          jsonb_build_object('status', NEW.status, 'cause', NEW.cause, 'provider', NEW.provider,
            'amountCents', NEW.amount_cents, 'providerRefundId', NEW.provider_refund_id, 'error', NEW.last_error)));
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER order_event_refund_created AFTER INSERT ON payment_refund
      FOR EACH ROW EXECUTE FUNCTION order_event_of_refund()`);
    await db.query(`CREATE TRIGGER order_event_refund_status AFTER UPDATE OF status ON payment_refund
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION order_event_of_refund()`);

    // The email's subject names the order, one of its payments or one of its eSIMs (a uuid); others
    // (password resets, contact messages, reconciliation) belong to no order.
    await db.query(`CREATE FUNCTION order_of_subject(subject varchar) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
      DECLARE found uuid;
      BEGIN
        IF subject !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN RETURN NULL; END IF;
        SELECT id INTO found FROM orders WHERE id = subject::uuid;
        IF found IS NULL THEN SELECT order_id INTO found FROM payment WHERE id = subject::uuid; END IF;
        IF found IS NULL THEN SELECT order_id INTO found FROM esim WHERE id = subject::uuid; END IF;
        RETURN found;
      END $$`);
    await db.query(`CREATE FUNCTION order_event_of_notification() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE target uuid;
      BEGIN
        target := order_of_subject(NEW.subject_id);
        IF target IS NOT NULL THEN
          INSERT INTO order_event (order_id, kind, data) VALUES (target,
            CASE NEW.state WHEN 'sent' THEN 'email.sent' WHEN 'failed' THEN 'email.failed' ELSE 'email.retry' END,
            jsonb_strip_nulls(jsonb_build_object('emailKind', NEW.kind, 'attempts', NEW.attempts,
              'language', NEW.language, 'error', CASE WHEN NEW.state = 'sent' THEN NULL ELSE NEW.last_error END)));
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER order_event_notification AFTER UPDATE OF state ON notification
      FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state
        AND (NEW.state IN ('sent', 'failed') OR (OLD.state = 'sending' AND NEW.state = 'pending')))
      EXECUTE FUNCTION order_event_of_notification()`);

    // Admin actions are read from admin_audit; an entry about an order or its payment wakes open pages.
    await db.query(`CREATE FUNCTION admin_audit_order_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE target uuid;
      BEGIN
        IF NEW.target_type = 'order' THEN
          SELECT id INTO target FROM orders WHERE order_number = NEW.target_id;
        ELSIF NEW.target_type = 'payment' THEN
          target := order_of_subject(NEW.target_id);
        END IF;
        IF target IS NOT NULL THEN PERFORM pg_notify('order_timeline', target::text); END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER admin_audit_order_notify AFTER INSERT ON admin_audit
      FOR EACH ROW WHEN (NEW.target_type IN ('order', 'payment')) EXECUTE FUNCTION admin_audit_order_notify()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER admin_audit_order_notify ON admin_audit');
    await db.query('DROP TRIGGER order_event_notification ON notification');
    await db.query('DROP TRIGGER order_event_refund_status ON payment_refund');
    await db.query('DROP TRIGGER order_event_refund_created ON payment_refund');
    await db.query('DROP TRIGGER order_event_payment_status ON payment');
    await db.query('DROP TRIGGER order_event_payment_created ON payment');
    await db.query('DROP TRIGGER order_event_status ON orders');
    await db.query('DROP TRIGGER order_event_placed ON orders');
    await db.query('DROP TABLE order_event');
    await db.query('DROP FUNCTION admin_audit_order_notify()');
    await db.query('DROP FUNCTION order_event_of_notification()');
    await db.query('DROP FUNCTION order_of_subject(varchar)');
    await db.query('DROP FUNCTION order_event_of_refund()');
    await db.query('DROP FUNCTION order_event_of_payment()');
    await db.query('DROP FUNCTION order_event_of_order()');
    await db.query('DROP FUNCTION order_event_notify()');
    await db.query('ALTER TABLE orders DROP COLUMN request_id');
  }
}
