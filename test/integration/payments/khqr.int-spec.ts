import request from 'supertest';
import { PaywayGateway } from '@app/payments';
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
