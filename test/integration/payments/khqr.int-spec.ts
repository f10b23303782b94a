import request from 'supertest';
import { JobProducer } from '@app/core';
import { PaymentChecks, PaywayGateway } from '@app/payments';
import { ProviderError } from '@app/providers';
import { getPaywayStore } from '../../../apps/sandbox/src/payway';
import {
  createOrder,
  outboxEvents,
  paymentRows,
  PaymentsEnv,
  resetSandbox,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from './support/payments-harness';

describe('KHQR: our own QR card beside the checkout form', () => {
  let env: PaymentsEnv;

  beforeAll(async () => {
    env = await startPaymentsEnv();
  });

  afterEach(() => resetSandbox(env.harness));

  afterAll(async () => {
    await env?.close();
  });

  it('renders the gateway’s KHQR as its own attempt; paying it in the bank app confirms the order', async () => {
    const order = await createOrder(env.harness);
    const first = await request(env.harness.url)
      .get(`/api/payway/qr-data/${order.transactionId}`)
      .expect(200);
    expect(first.body).toMatchObject({
      success: true,
      tranId: `${order.orderNumber}Q1`,
      amount: '10.00',
      currency: 'USD',
    });
    expect(first.body.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(first.body.deeplink).toMatch(/^abamobilebank:\/\/ababank\.com\?type=payway&qrcode=/);
    const lifetime = new Date(first.body.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);

    const tx = getPaywayStore(env.harness.sandbox!.ctx).get(first.body.tranId)!;
    expect(tx).toMatchObject({ amountMinor: 1000, currency: 'USD', status: 'PENDING' });
    // The gateway's clock starts when it receives the request: the two agree to within seconds.
    expect(Math.abs(tx.expiresAt - new Date(first.body.expiresAt).getTime())).toBeLessThan(10_000);

    // Asked again (the dialog refetches every 5 s), by either tran_id: the same attempt.
    const again = await request(env.harness.url).get(`/api/payway/qr-data/${first.body.tranId}`).expect(200);
    expect(again.body.tranId).toBe(first.body.tranId);
    const attempts = await paymentRows(env.db, order.orderId);
    expect(attempts.map((attempt) => [attempt.method, attempt.status])).toEqual([
      ['checkout', 'pending'],
      ['khqr', 'pending'],
    ]);

    // The order page (opened with the order's token) asks qr-data through the order's first attempt.
    const orderPage = () =>
      request(env.harness.url).get(`/api/orders/${order.orderNumber}`).query({ token: order.accessToken });
    expect((await orderPage().expect(200)).body.khqrTransactionId).toBe(order.transactionId);

    // The payer scans it: the sandbox's bank app pays the KHQR.
    const paid = await fetch(`${env.harness.sandbox!.url}/payway/bank-app/action`, {
      method: 'POST',
      body: new URLSearchParams({ tran_id: first.body.tranId, action: 'pay' }),
    });
    expect(await paid.text()).toContain('Payment successful');
    await waitForOrderStatus(env.db, order.orderId, 'confirmed');
    const status = await request(env.harness.url)
      .get(`/api/payment/status/${order.transactionId}`)
      .expect(200);
    expect(status.body.paymentStatus).toBe('completed');

    // The checkout form's attempt is closed: a second payment could no longer come through it.
    await until(async () => {
      const rows = await paymentRows(env.db, order.orderId);
      return rows[0].status === 'expired' ? rows : undefined;
    }, 'the sibling attempt to be closed');
    expect((await paymentRows(env.db, order.orderId))[1]).toMatchObject({
      method: 'khqr',
      status: 'approved',
    });
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
    expect((await orderPage().expect(200)).body.khqrTransactionId).toBeNull();
    const closed = await request(env.harness.url)
      .get(`/api/payway/qr-data/${order.transactionId}`)
      .expect(200);
    expect(closed.body).toMatchObject({ success: false, reason: 'closed', qrCodeUrl: null });
  });

  it('once every QR ran out, New QR still works for the grace period; polling alone makes none; then the order ends', async () => {
    const jobs = env.harness.worker!.get(JobProducer);
    const qr = (tranId: string, renew = false) =>
      request(env.harness.url)
        .get(`/api/payway/qr-data/${tranId}`)
        .query(renew ? { renew: '1' } : {})
        .expect(200);
    const expireNow = async (paymentId: string, jobId: string) => {
      await jobs.enqueue('payment.expire', { paymentId }, { jobId });
      await until(
        async () =>
          (await jobs.queue('payments').getJob(jobId.replace(/:/g, '_')))?.finishedOn ? true : undefined,
        `the expiry ${jobId}`,
      );
    };
    const order = await createOrder(env.harness);
    expect((await qr(order.transactionId)).body.tranId).toBe(`${order.orderNumber}Q1`);
    // Both attempts (the checkout form's and the QR) reach their deadline.
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [
      order.orderId,
    ]);
    const [checkout, khqr] = await paymentRows(env.db, order.orderId);
    await expireNow(checkout.id as string, `payment.expire:${checkout.id}:t1`);
    await expireNow(khqr.id as string, `payment.expire:${khqr.id}:t1`);
    expect((await paymentRows(env.db, order.orderId)).map((row) => row.status)).toEqual([
      'expired',
      'expired',
    ]);
    const [held] = (await env.db.query('SELECT status FROM orders WHERE id = $1', [order.orderId])).rows;
    expect(held.status).toBe('pending');
    const later = await jobs.queue('payments').getDelayed();
    expect(later.some((job) => job.id?.startsWith(`payment.expire_${khqr.id}_grace_`))).toBe(true);

    // The dialog's polling sees "expired" and makes no new attempt by itself.
    expect((await qr(order.transactionId)).body).toMatchObject({ success: false, reason: 'expired' });
    expect(await paymentRows(env.db, order.orderId)).toHaveLength(2);

    // New QR: a fresh attempt, payable as the first was.
    const renewed = await qr(order.transactionId, true);
    expect(renewed.body).toMatchObject({ success: true, tranId: `${order.orderNumber}Q2` });
    expect(renewed.body.qrCodeUrl).toMatch(/^data:image\/png;base64,/);

    // That QR runs out too, and the grace after it passes: the order is cancelled, New QR refused.
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '11 minutes' WHERE order_id = $1`, [
      order.orderId,
    ]);
    const q2 = (await paymentRows(env.db, order.orderId))[2];
    await expireNow(q2.id as string, `payment.expire:${q2.id}:t2`);
    await waitForOrderStatus(env.db, order.orderId, 'cancelled');
    expect((await qr(order.transactionId, true)).body).toMatchObject({ success: false, reason: 'closed' });
  });

  it('an order whose payer was never shown a QR ends with its checkout attempt, without a grace', async () => {
    const jobs = env.harness.worker!.get(JobProducer);
    const order = await createOrder(env.harness);
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [
      order.orderId,
    ]);
    const [checkout] = await paymentRows(env.db, order.orderId);
    await jobs.enqueue(
      'payment.expire',
      { paymentId: checkout.id as string },
      { jobId: `payment.expire:${checkout.id}:t` },
    );
    await waitForOrderStatus(env.db, order.orderId, 'cancelled');
  });

  it('the sweep cancels an order left open for a New QR whose delayed expiry was lost', async () => {
    const order = await createOrder(env.harness);
    await request(env.harness.url).get(`/api/payway/qr-data/${order.transactionId}`).expect(200);
    await env.db.query(
      `UPDATE payment SET status = 'expired', expires_at = now() - interval '11 minutes' WHERE order_id = $1`,
      [order.orderId],
    );
    await env.harness.worker!.get(PaymentChecks).sweep();
    await waitForOrderStatus(env.db, order.orderId, 'cancelled');
  });

  it('shows no QR for an unknown transaction or a PayPal order', async () => {
    await request(env.harness.url).get('/api/payway/qr-data/DL000000NOPE').expect(404);
    const paypal = await createOrder(env.harness, { paymentMethod: 'paypal' });
    await request(env.harness.url).get(`/api/payway/qr-data/${paypal.transactionId}`).expect(404);
    await request(env.harness.url).get('/api/payway/qr-data/not%20a%20tran').expect(400);
  });

  it('answers "preparing" while the gateway is unreachable, then shows the QR once it answers', async () => {
    const order = await createOrder(env.harness);
    const create = jest
      .spyOn(env.harness.api!.get(PaywayGateway), 'createKhqr')
      .mockRejectedValueOnce(new ProviderError('payway', 'HTTP_500', 'gateway unreachable', true));
    const down = await request(env.harness.url).get(`/api/payway/qr-data/${order.transactionId}`).expect(200);
    expect(down.body).toMatchObject({ success: false, qrCodeUrl: null, reason: 'preparing' });
    // Asked again at once: the first call may still be in flight, so nothing is sent twice.
    const again = await request(env.harness.url)
      .get(`/api/payway/qr-data/${order.transactionId}`)
      .expect(200);
    expect(again.body).toMatchObject({ success: false, reason: 'preparing' });
    expect(create).toHaveBeenCalledTimes(1);
    create.mockRestore();
    await env.db.query(
      `UPDATE payment SET updated_at = now() - interval '1 minute' WHERE method = 'khqr' AND order_id = $1`,
      [order.orderId],
    );
    const up = await request(env.harness.url).get(`/api/payway/qr-data/${order.transactionId}`).expect(200);
    expect(up.body).toMatchObject({ success: true, tranId: `${order.orderNumber}Q1` });
  });
});
