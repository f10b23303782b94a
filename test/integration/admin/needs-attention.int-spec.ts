import { NeedsAttention } from '@app/admin';
import { JobProducer } from '@app/core';
import request from 'supertest';
import { getPaypalStore } from '../../../apps/sandbox/src/paypal';
import { signedInAdmin, TestUser } from '../accounts/accounts-client';
import {
  createOrder,
  type CreatedOrder,
  orderRow,
  PaymentsEnv,
  payAtGateway,
  paymentRows,
  postFormToGateway,
  resetSandbox,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from '../payments/support/payments-harness';
import { approvedPaypalOrder, capturePaypal, resetPaypalSandbox } from '../payments/support/paypal-flow';
import { finishedJob } from '../../support/jobs';
import { as } from './admin-support';

const SUPPORT = 'support@derleng.local';
/** A $10 package whose API code the RoameSIM sandbox sells (the payments tests' packages are not there). */
const SOLD_AT_ROAMESIM = { id: 9201, apiCode: '101-0-7-1-G' };

/**
 * The Needs attention view over real payments (PayWay and PayPal sandboxes) and a RoameSIM that
 * cannot fill the order (out of balance): escalation, the staff email once, Refund through the
 * provider (idempotent, read back, recorded, the customer emailed), Mark handled, flagged payments,
 * the SLA and the automatic refund.
 */
describe('admin: Needs attention, refunds and the delivery settings', () => {
  let env: PaymentsEnv;
  let admin: TestUser;

  const roamesim = (body: Record<string, unknown>) =>
    fetch(`${env.harness.sandbox!.url}/__control/roamesim`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const roamesimOrders = async () =>
    ((await (await fetch(`${env.harness.sandbox!.url}/__control/roamesim`)).json()) as { orders: number })
      .orders;
  const paywayRefunds = async (tranId: string) =>
    (await (
      await fetch(`${env.harness.sandbox!.url}/__payway/refunds?tran_id=${encodeURIComponent(tranId)}`)
    ).json()) as { refund_amount: string }[];
  const mails = async (kind: string, subjectId: string) =>
    (
      await env.db.query('SELECT recipient, language FROM notification WHERE kind = $1 AND subject_id = $2', [
        kind,
        subjectId,
      ])
    ).rows as { recipient: string; language: string }[];

  /** A PayWay order paid at the gateway and verified by our check: confirmed, then provisioning runs. */
  async function paidPaywayOrder(overrides: Record<string, unknown> = {}): Promise<CreatedOrder> {
    const order = await createOrder(env.harness, {
      items: [{ packageId: SOLD_AT_ROAMESIM.id, quantity: 1 }],
      ...overrides,
    });
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await request(env.harness.url).post(`/api/payway/check-transaction/${order.transactionId}`).expect(200);
    await until(
      async () => ((await orderRow(env.db, order.orderId)).status !== 'pending' ? true : undefined),
      'paid',
    );
    return order;
  }

  beforeAll(async () => {
    env = await startPaymentsEnv({
      env: { WORKER_QUEUES: 'payments,provisioning,maintenance', PROVISIONING_RETRY_SECONDS: '1,1' },
    });
    admin = await signedInAdmin(env.harness);
    await env.db.query(
      `INSERT INTO package (id, price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb,
         days, is_day_pass, wholesale_cents, retail_cents, renewable, is_available)
       VALUES ($1, $1, $2, 101, 'Cambodia', 'KH', 'Cambodia 1GB 7 Days', '1GB', 'GB', 1024, 7, false, 100, 1000, true, true)`,
      [SOLD_AT_ROAMESIM.id, SOLD_AT_ROAMESIM.apiCode],
    );
  });
  afterAll(async () => env?.close());
  beforeEach(async () => {
    resetSandbox(env.harness);
    resetPaypalSandbox(env.harness);
    await roamesim({ insufficientBalance: true, cardDelayMs: 0, autoInstallMs: 0 });
  });

  it('RoameSIM out of balance: the paid order is in the view with its error, the staff emailed once, Overview counts it', async () => {
    const order = await paidPaywayOrder({ customerEmail: 'dara@example.com', language: 'km' });
    await waitForOrderStatus(env.db, order.orderId, 'needs_attention');
    await until(
      async () => ((await mails('attention_staff', order.orderId)).length ? true : undefined),
      'staff email',
    );
    // the sweep and a redelivered event do not email again
    const attention = env.harness.worker!.get(NeedsAttention);
    await attention.sweep();
    await env.harness.worker!.get(JobProducer).enqueue('attention.enter', { orderId: order.orderId });
    await attention.sweep();
    expect(await mails('attention_staff', order.orderId)).toEqual([{ recipient: SUPPORT, language: 'en' }]);

    const view = await as(env.harness, admin).get('/api/admin/needs-attention').expect(200);
    const row = view.body.orders.find(
      (candidate: { orderId: string }) => candidate.orderId === order.orderId,
    );
    expect(row).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'needs_attention',
      cause: 'escalated',
      canRetry: true,
      canRefund: true,
      refund: null,
      handled: null,
    });
    expect(row.lastError).toMatch(/balance/i);
    expect(Date.parse(row.paidAt)).toBeLessThanOrEqual(Date.parse(view.body.now));
    const overview = await as(env.harness, admin).get('/api/admin/overview').expect(200);
    expect(overview.body.needsAttention).toBeGreaterThanOrEqual(1);
    await request(env.harness.url).get('/api/admin/needs-attention').expect(401);
  });

  it('Refund: PayWay refunds once, the order reads refunded, the customer is emailed, a repeat is replayed, retry refused', async () => {
    const order = await paidPaywayOrder({ customerEmail: 'refund.me@example.com', language: 'km' });
    await waitForOrderStatus(env.db, order.orderId, 'needs_attention');
    const revenueBefore = (await as(env.harness, admin).get('/api/admin/overview').expect(200)).body
      .revenueCents;

    const refunded = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/refund`)
      .expect(201);
    expect(refunded.body).toMatchObject({
      success: true,
      orderStatus: 'refunded',
      replayed: false,
      refund: { status: 'succeeded', amountCents: 1000, provider: 'payway', lastError: null },
    });
    expect(await paywayRefunds(order.transactionId)).toEqual([
      expect.objectContaining({ refund_amount: '10.00' }),
    ]);
    expect((await orderRow(env.db, order.orderId)).status).toBe('refunded');
    const [payment] = await paymentRows(env.db, order.orderId);
    expect(await mails('order_refunded', payment.id)).toEqual([
      { recipient: 'refund.me@example.com', language: 'km' },
    ]);

    const again = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/refund`)
      .expect(201);
    expect(again.body).toMatchObject({ replayed: true, orderStatus: 'refunded' });
    expect(await paywayRefunds(order.transactionId)).toHaveLength(1);

    const retry = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/retry-provisioning`)
      .expect(409);
    expect(retry.body.code).toBe('ORDER_NOT_RETRYABLE');
    // a refunded order is never provisioned, even if a run is queued
    await roamesim({ insufficientBalance: false });
    const sold = await roamesimOrders();
    const jobs = env.harness.worker!.get(JobProducer);
    const jobId = `provision-after-refund-${order.orderId}`;
    await jobs.enqueue('esim.provision', { orderId: order.orderId }, { jobId });
    const run = await finishedJob(jobs.queue('provisioning'), jobId, 'the queued provisioning run to finish');
    expect([run.failedReason ?? null, run.returnvalue]).toEqual([null, 'skipped']);
    expect(await roamesimOrders()).toBe(sold);
    expect((await orderRow(env.db, order.orderId)).status).toBe('refunded');

    const overview = await as(env.harness, admin).get('/api/admin/overview').expect(200);
    expect(overview.body.revenueCents).toBe(revenueBefore - 1000);
    const view = await as(env.harness, admin).get('/api/admin/needs-attention').expect(200);
    expect(view.body.orders.map((row: { orderId: string }) => row.orderId)).not.toContain(order.orderId);
  });

  it('a provisioning try in flight blocks the refund until it ends; nothing reaches the gateway', async () => {
    const order = await paidPaywayOrder();
    await waitForOrderStatus(env.db, order.orderId, 'needs_attention');
    await env.db.query(
      `UPDATE provider_order SET lease_owner = gen_random_uuid(), lease_until = now() + interval '1 minute'
       WHERE order_id = $1`,
      [order.orderId],
    );
    const blocked = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/refund`)
      .expect(409);
    expect(blocked.body.code).toBe('PROVISIONING_IN_FLIGHT');
    expect(await paywayRefunds(order.transactionId)).toEqual([]);
    expect((await orderRow(env.db, order.orderId)).status).toBe('needs_attention');
    await env.db.query(
      'UPDATE provider_order SET lease_owner = NULL, lease_until = NULL WHERE order_id = $1',
      [order.orderId],
    );
    await as(env.harness, admin).post(`/api/admin/orders/${order.orderNumber}/refund`).expect(201);
    expect(await paywayRefunds(order.transactionId)).toHaveLength(1);
  });

  it('a PayPal order is refunded through its capture, read back REFUNDED, once', async () => {
    const order = await createOrder(env.harness, {
      paymentMethod: 'paypal',
      items: [{ packageId: SOLD_AT_ROAMESIM.id, quantity: 1 }],
    });
    const paypalOrderId = await approvedPaypalOrder(env.harness, order);
    await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    await waitForOrderStatus(env.db, order.orderId, 'needs_attention');
    const first = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/refund`)
      .expect(201);
    expect(first.body.refund).toMatchObject({ status: 'succeeded', provider: 'paypal', amountCents: 1000 });
    expect(first.body.refund.providerRefundId).toMatch(/\S/);
    const store = getPaypalStore(env.harness.sandbox!.ctx);
    const captures = [...store.captures.values()].filter((capture) => capture.orderId === paypalOrderId);
    expect(captures.map((capture) => capture.status)).toEqual(['REFUNDED']);
    expect(store.refunds.size).toBe(1);
    await as(env.harness, admin).post(`/api/admin/orders/${order.orderNumber}/refund`).expect(201);
    expect(store.refunds.size).toBe(1);
  });

  it('Mark handled needs a note; the order leaves the open view and shows among the handled', async () => {
    const order = await paidPaywayOrder();
    await waitForOrderStatus(env.db, order.orderId, 'needs_attention');
    const empty = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/mark-handled`, { note: '  ' })
      .expect(400);
    expect(empty.body.message).toMatch(/note/);
    const handled = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/mark-handled`, {
        note: 'Topping up RoameSIM; will retry at 9',
      })
      .expect(201);
    expect(handled.body.handled).toMatchObject({
      note: 'Topping up RoameSIM; will retry at 9',
      byName: expect.any(String),
    });
    const twice = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/mark-handled`, { note: 'again' })
      .expect(409);
    expect(twice.body.code).toBe('ALREADY_HANDLED');
    const open = await as(env.harness, admin).get('/api/admin/needs-attention').expect(200);
    expect(open.body.orders.map((row: { orderId: string }) => row.orderId)).not.toContain(order.orderId);
    const done = await as(env.harness, admin).get('/api/admin/needs-attention?handled=true').expect(200);
    expect(done.body.orders.map((row: { orderId: string }) => row.orderId)).toContain(order.orderId);

    // An escalation from before the handling, processed late, leaves it handled; a later one reopens it.
    const attention = env.harness.worker!.get(NeedsAttention, { strict: false });
    const handledAt = async () =>
      (await env.db.query('SELECT handled_at FROM order_attention WHERE order_id = $1', [order.orderId]))
        .rows[0].handled_at as Date | null;
    await attention.enter(order.orderId, 'escalated', new Date(Date.now() - 60_000));
    expect(await handledAt()).not.toBeNull();
    await attention.enter(order.orderId, 'escalated', new Date(Date.now() + 1_000));
    expect(await handledAt()).toBeNull();
  });

  it('a payment flagged needs_refund goes through the same Refund and is recorded as its review', async () => {
    const order = await paidPaywayOrder();
    const [payment] = await paymentRows(env.db, order.orderId);
    await env.db.query(
      `UPDATE payment SET needs_refund = true, refund_reason = 'duplicate_payment', paid_amount_cents = amount_cents,
         paid_currency = 'USD' WHERE id = $1`,
      [payment.id],
    );
    const view = await as(env.harness, admin).get('/api/admin/needs-attention').expect(200);
    expect(view.body.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paymentId: payment.id, reason: 'duplicate_payment' }),
      ]),
    );
    const refunded = await as(env.harness, admin)
      .post(`/api/admin/payments/${payment.id}/refund`)
      .expect(201);
    expect(refunded.body.refund).toMatchObject({ status: 'succeeded', amountCents: 1000 });
    expect(await paywayRefunds(order.transactionId)).toHaveLength(1);
    const review = await env.db.query(
      'SELECT outcome, note FROM payment_refund_review WHERE payment_id = $1',
      [payment.id],
    );
    expect(review.rows).toEqual([{ outcome: 'refunded', note: expect.stringMatching(/ABA PayWay/) }]);
    const after = await as(env.harness, admin).get('/api/admin/needs-attention').expect(200);
    expect(after.body.payments.map((row: { paymentId: string }) => row.paymentId)).not.toContain(payment.id);
    const notFlagged = await as(env.harness, admin)
      .post(`/api/admin/payments/${(await paidPaywayOrder()).orderId}/refund`)
      .expect(404);
    expect(notFlagged.body.code).toBe('NOT_FOUND');
  });

  it('the SLA and the automatic refund are settings: validated, then applied by the sweep', async () => {
    // the sandbox has the package and balance here: the order completes, then is set back as if stuck
    const bad = await as(env.harness, admin)
      .patch('/api/admin/delivery-settings', { slaMinutes: 0, autoRefundMinutes: null })
      .expect(400);
    expect(bad.body.message).toMatch(/slaMinutes/);
    const shorter = await as(env.harness, admin)
      .patch('/api/admin/delivery-settings', { slaMinutes: 60, autoRefundMinutes: 45 })
      .expect(400);
    expect(shorter.body.message).toMatch(/autoRefundMinutes/);
    const empty = await as(env.harness, admin).patch('/api/admin/delivery-settings', {}).expect(400);
    expect(empty.body.message).toBe('Send slaMinutes, autoRefundMinutes or both');
    // partial: the field sent changes, the other keeps its value
    const slaOnly = await as(env.harness, admin)
      .patch('/api/admin/delivery-settings', { slaMinutes: 15 })
      .expect(200);
    expect(slaOnly.body).toEqual({ slaMinutes: 15, autoRefundMinutes: null });
    await as(env.harness, admin).patch('/api/admin/delivery-settings', { slaMinutes: 10 }).expect(200);
    expect((await as(env.harness, admin).get('/api/admin/delivery-settings').expect(200)).body).toEqual({
      slaMinutes: 10,
      autoRefundMinutes: null,
    });

    // a paid order stuck in processing (no escalation) for 12 minutes: past the SLA of 10
    await roamesim({ insufficientBalance: false });
    const order = await paidPaywayOrder();
    await waitForOrderStatus(env.db, order.orderId, 'completed');
    await env.db.query(
      `UPDATE orders SET status = 'processing', confirmed_at = now() - interval '12 minutes' WHERE id = $1`,
      [order.orderId],
    );
    const attention = env.harness.worker!.get(NeedsAttention);
    expect((await attention.sweep()).entered).toBeGreaterThanOrEqual(1);
    const view = await as(env.harness, admin).get('/api/admin/needs-attention').expect(200);
    expect(view.body.orders).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderId: order.orderId, cause: 'sla' })]),
    );
    expect(await paywayRefunds(order.transactionId)).toEqual([]);

    // the automatic refund, off by default, refunds it once it is on and the order is older than its limit
    const autoOnly = await as(env.harness, admin)
      .patch('/api/admin/delivery-settings', { autoRefundMinutes: 30 })
      .expect(200);
    expect(autoOnly.body).toEqual({ slaMinutes: 10, autoRefundMinutes: 30 });
    await env.db.query(`UPDATE orders SET confirmed_at = now() - interval '31 minutes' WHERE id = $1`, [
      order.orderId,
    ]);
    expect((await attention.sweep()).refunded).toBeGreaterThanOrEqual(1);
    expect((await orderRow(env.db, order.orderId)).status).toBe('refunded');
    expect(await paywayRefunds(order.transactionId)).toHaveLength(1);
    await as(env.harness, admin)
      .patch('/api/admin/delivery-settings', { slaMinutes: 10, autoRefundMinutes: null })
      .expect(200);
  });
});
