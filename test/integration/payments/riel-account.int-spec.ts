import request from 'supertest';
import { configurePayway, getPaywayStore } from '../../../apps/sandbox/src/payway';
import { PaymentChecks } from '../../../libs/payments/src/payment-checks';
import {
  createOrder,
  orderRow,
  outboxEvents,
  payAtGateway,
  paymentRows,
  PaymentsEnv,
  postFormToGateway,
  resetSandbox,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from './support/payments-harness';

/** PayWay's documented check-transaction-2 answer (no original_currency) for payers with riel accounts. */
describe('PayWay: a USD order paid from a riel account', () => {
  let env: PaymentsEnv;

  beforeAll(async () => {
    env = await startPaymentsEnv();
  });

  afterEach(() => resetSandbox(env.harness));

  afterAll(async () => {
    await env?.close();
  });

  it('is confirmed: original_amount is the order’s USD, the riel payment a conversion', async () => {
    configurePayway(env.harness.sandbox!.ctx, { payFromKhrAccount: true, khrPerUsd: 4100 });
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await request(env.harness.url).post(`/api/payway/check-transaction/${order.transactionId}`).expect(200);
    await waitForOrderStatus(env.db, order.orderId, 'confirmed');
    const [payment] = await paymentRows(env.db, order.orderId);
    expect(payment).toMatchObject({
      status: 'approved',
      needs_refund: false,
      paid_amount_cents: 1000,
      paid_currency: 'USD',
    });
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
  });

  it('a real shortfall is flagged amount_mismatch and the order is not fulfilled', async () => {
    configurePayway(env.harness.sandbox!.ctx, { payFromKhrAccount: true, shortfallMinor: 100 });
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await request(env.harness.url).post(`/api/payway/check-transaction/${order.transactionId}`).expect(200);
    await until(
      async () => ((await paymentRows(env.db, order.orderId))[0].needs_refund ? true : undefined),
      'the refund flag',
    );
    const [payment] = await paymentRows(env.db, order.orderId);
    expect(payment).toMatchObject({ refund_reason: 'amount_mismatch', status: 'pending' });
    expect((await orderRow(env.db, order.orderId)).status).toBe('pending');
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(0);
  });

  it('expiring a KHQR inside PayWay’s not-found lag retries the close until PayWay cancels it', async () => {
    const ctx = env.harness.sandbox!.ctx;
    configurePayway(ctx, { notFoundLagMs: 60_000 });
    const order = await createOrder(env.harness);
    const qr = await request(env.harness.url).get(`/api/payway/qr-data/${order.transactionId}`).expect(200);
    const tx = getPaywayStore(ctx).get(qr.body.tranId as string)!;
    const [, khqr] = await paymentRows(env.db, order.orderId);
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      khqr.id,
    ]);
    const checks = env.harness.worker!.get(PaymentChecks);
    await expect(checks.expire(khqr.id)).rejects.toThrow(/does not know KHQR/);
    expect((await paymentRows(env.db, order.orderId))[1].status).toBe('pending');
    expect(tx.status).toBe('PENDING');

    configurePayway(ctx, { clockOffsetMs: 61_000 }); // the lag is over
    await checks.expire(khqr.id);
    expect(tx.status).toBe('CANCELLED');
    expect((await paymentRows(env.db, order.orderId))[1].status).toBe('expired');
  });
});
