import { JobProducer } from '@app/core';
import request from 'supertest';
import { configurePaypal, getPaypalBehaviour, settlePaypalCapture } from '../../../apps/sandbox/src/paypal';
import {
  orderRow,
  outboxEvents,
  paymentRows,
  PaymentsEnv,
  resetSandbox,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from './support/payments-harness';
import {
  approvedPaypalOrder,
  capturePaypal,
  paypalCaptures,
  paypalShopOrder,
  resetPaypalSandbox,
} from './support/paypal-flow';

describe('PayPal in the worker: webhooks, polling and expiry lead to the same verification', () => {
  let env: PaymentsEnv;
  let jobs: JobProducer;
  const webhookUrl = () => `${env.harness.url}/api/paypal/webhook`;

  beforeAll(async () => {
    env = await startPaymentsEnv();
    jobs = env.harness.worker!.get(JobProducer);
  });

  afterEach(() => {
    resetSandbox(env.harness);
    resetPaypalSandbox(env.harness);
  });

  afterAll(async () => {
    await env?.close();
  });

  const deliveries = async () =>
    (await request(env.harness.sandbox!.url).get('/__paypal/webhooks')).body as {
      eventType: string;
      httpStatus?: number;
    }[];

  const webhookRows = async (paymentId: string) =>
    (
      await env.db.query('SELECT event_type FROM paypal_webhook_event WHERE payment_id = $1', [paymentId])
    ).rows.map((row) => row.event_type as string);

  it('captures and confirms an approved order whose buyer never came back, once for duplicated webhooks', async () => {
    configurePaypal(env.harness.sandbox!.ctx, { webhookUrl: webhookUrl(), webhookDuplicate: 1 });
    const order = await paypalShopOrder(env.harness, env.db);
    const paypalOrderId = await approvedPaypalOrder(env.harness, order);
    // CHECKOUT.ORDER.APPROVED (twice) → a check → the worker captures → PAYMENT.CAPTURE.COMPLETED (twice).
    await waitForOrderStatus(env.db, order.orderId, 'confirmed', 20_000);
    const [payment] = await paymentRows(env.db, order.orderId);
    expect(payment).toMatchObject({ status: 'approved', needs_refund: false });
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(1);
    // The sandbox delivers each event on its own, each twice: wait until all six are answered, so none
    // arrives during the next test.
    const expected = ['CHECKOUT.ORDER.APPROVED', 'CHECKOUT.ORDER.COMPLETED', 'PAYMENT.CAPTURE.COMPLETED'];
    await until(async () => {
      const rows = await webhookRows(payment.id);
      const answered = (await deliveries()).filter((delivery) => delivery.httpStatus !== undefined);
      return expected.every((type) => rows.includes(type)) && answered.length === 2 * expected.length
        ? true
        : undefined;
    }, 'every webhook answered');
    const completed = (await deliveries()).filter(
      (delivery) => delivery.eventType === 'PAYMENT.CAPTURE.COMPLETED',
    );
    expect(completed.map((delivery) => delivery.httpStatus)).toEqual([200, 200]);
    // Each event is stored once, however often it was delivered.
    expect((await webhookRows(payment.id)).sort()).toEqual(expected);
    // The browser's capture arrives late: the same answer, nothing captured or confirmed again.
    const late = await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    expect(late.body).toMatchObject({ success: true, status: 'completed' });
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(1);
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
  });

  it('refuses a badly signed webhook and a malformed one', async () => {
    configurePaypal(env.harness.sandbox!.ctx, { webhookUrl: webhookUrl(), webhookBadSignature: true });
    const before = (await deliveries()).length;
    const order = await paypalShopOrder(env.harness, env.db);
    await approvedPaypalOrder(env.harness, order);
    const sent = await until(async () => {
      const fresh = (await deliveries()).slice(before);
      return fresh.length > 0 ? fresh : undefined;
    }, 'the approval webhook');
    expect(sent.map((delivery) => [delivery.eventType, delivery.httpStatus])).toEqual([
      ['CHECKOUT.ORDER.APPROVED', 400],
    ]);
    const [payment] = await paymentRows(env.db, order.orderId);
    expect(await webhookRows(payment.id)).toEqual([]);
    expect(payment.status).toBe('pending');
    const malformed = await request(env.harness.url)
      .post('/api/paypal/webhook')
      .send({ id: 'WH-1' })
      .expect(400);
    expect(malformed.body.code).toBe('MALFORMED_WEBHOOK');
    expect(getPaypalBehaviour(env.harness.sandbox!.ctx).webhookBadSignature).toBe(true);
  });

  it('waits on a pending capture (.17) and confirms it from its own polling once PayPal completes it', async () => {
    const order = await paypalShopOrder(env.harness, env.db, 1017);
    const paypalOrderId = await approvedPaypalOrder(env.harness, order);
    const pending = await capturePaypal(env.harness, order, paypalOrderId).expect(202);
    expect(pending.body).toMatchObject({ success: true, status: 'pending', orderNumber: order.orderNumber });
    expect((await orderRow(env.db, order.orderId)).status).toBe('pending');
    expect((await paymentRows(env.db, order.orderId))[0]).toMatchObject({
      status: 'pending',
      last_provider_status: 'PENDING',
    });
    const [capture] = paypalCaptures(env.harness, paypalOrderId);
    expect(settlePaypalCapture(env.harness.sandbox!.ctx, capture.id, 'complete')).toBeUndefined();
    // No webhooks configured: the attempt's scheduled checks find it.
    await waitForOrderStatus(env.db, order.orderId, 'confirmed', 25_000);
    expect((await paymentRows(env.db, order.orderId))[0]).toMatchObject({
      status: 'approved',
      needs_refund: false,
    });
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
  }, 40_000);

  it('expires an attempt nobody paid and cancels the order, without capturing afterwards', async () => {
    const order = await paypalShopOrder(env.harness, env.db);
    const paypalOrderId = await approvedPaypalOrder(env.harness, order);
    const [payment] = await paymentRows(env.db, order.orderId);
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      payment.id,
    ]);
    await jobs.enqueue(
      'payment.expire',
      { paymentId: payment.id },
      { jobId: `payment.expire:${payment.id}:now` },
    );
    await waitForOrderStatus(env.db, order.orderId, 'cancelled');
    expect((await paymentRows(env.db, order.orderId))[0].status).toBe('expired');
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(0);
    // The browser comes back after the deadline: nothing is captured for a cancelled order.
    const late = await capturePaypal(env.harness, order, paypalOrderId).expect(409);
    expect(late.body.code).toBe('PAYMENT_NOT_COMPLETED');
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(0);
  });
});
