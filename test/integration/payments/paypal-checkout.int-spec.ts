import request from 'supertest';
import {
  orderBody,
  orderRow,
  outboxEvents,
  paymentRows,
  PaymentsEnv,
  resetSandbox,
  startPaymentsEnv,
} from './support/payments-harness';
import { signedInCustomer } from '../accounts/accounts-client';
import {
  approveAtPaypal,
  approvedPaypalOrder,
  capturePaypal,
  paypalCaptures,
  paypalShopOrder,
  resetPaypalSandbox,
  startPaypal,
} from './support/paypal-flow';

describe('PayPal checkout: created and captured by our server, confirmed only after PayPal says so', () => {
  let env: PaymentsEnv;

  beforeAll(async () => {
    env = await startPaymentsEnv();
  });

  afterEach(() => {
    resetSandbox(env.harness);
    resetPaypalSandbox(env.harness);
  });

  afterAll(async () => {
    await env?.close();
  });

  it('pays an order: the PayPal order carries our amount and ids, the capture confirms it once', async () => {
    const order = await paypalShopOrder(env.harness, env.db);
    const created = await startPaypal(env.harness, { ...order }).expect(200);
    expect(created.body).toMatchObject({
      success: true,
      orderID: expect.any(String),
      approveUrl: expect.stringContaining('/paypal/checkout/approve?token='),
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      amount: '10.00',
      currency: 'USD',
    });
    const [attempt] = await paymentRows(env.db, order.orderId);
    expect(attempt).toMatchObject({
      provider: 'paypal',
      status: 'pending',
      provider_order_id: created.body.orderID,
    });
    // Asked again (a reload, a double click): the same PayPal order (PayPal-Request-Id from the attempt).
    const again = await startPaypal(env.harness, order).expect(200);
    expect(again.body.orderID).toBe(created.body.orderID);

    const paypalOrderId = await approvedPaypalOrder(env.harness, order);
    expect(paypalOrderId).toBe(created.body.orderID);
    const captured = await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    expect(captured.body).toEqual({
      success: true,
      status: 'completed',
      message: 'Payment completed successfully',
      redirectUrl: expect.stringMatching(
        new RegExp(`^/order-confirmation\\?orderNumber=${order.orderNumber}&token=${order.accessToken}$`),
      ),
      esimId: null,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
    });
    expect((await orderRow(env.db, order.orderId)).status).toBe('confirmed');
    expect((await paymentRows(env.db, order.orderId))[0]).toMatchObject({
      status: 'approved',
      needs_refund: false,
      paid_amount_cents: 1000,
      paid_currency: 'USD',
      last_provider_status: 'COMPLETED',
    });

    // The browser repeats the capture: PayPal captures once, our order is confirmed once.
    const repeated = await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    expect(repeated.body).toMatchObject({ success: true, status: 'completed' });
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(1);
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
    // A paid order gets no new PayPal order.
    const closed = await startPaypal(env.harness, order).expect(409);
    expect(closed.body.code).toBe('ALREADY_PAID');
  });

  it('answers only the order owner, and takes amount and currency from our order only', async () => {
    const order = await paypalShopOrder(env.harness, env.db);
    await request(env.harness.url)
      .post('/api/paypal/create-order')
      .send({ orderId: order.orderId, accessToken: 'x'.repeat(43) })
      .expect(404);
    const wrongAmount = await request(env.harness.url)
      .post('/api/paypal/create-order')
      .send({ orderId: order.orderId, accessToken: order.accessToken, amount: '0.01' })
      .expect(409);
    expect(wrongAmount.body).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    const badCurrency = await request(env.harness.url)
      .post('/api/paypal/create-order')
      .send({ orderId: order.orderId, accessToken: order.accessToken, currency: 'KHR' })
      .expect(400);
    expect(JSON.stringify(badCurrency.body)).toContain('currency must be USD');
    const nothing = await request(env.harness.url).post('/api/paypal/create-order').send({}).expect(400);
    expect(nothing.body.message).toBe('orderId or orderNumber is required');
  });

  it('confirms nothing on a forged capture claim: not approved, unknown, or someone else', async () => {
    const order = await paypalShopOrder(env.harness, env.db);
    const created = await startPaypal(env.harness, order).expect(200);
    // The browser says "captured" without the buyer ever approving at PayPal.
    const forged = await request(env.harness.url)
      .post('/api/paypal/capture-order')
      .send({
        orderID: created.body.orderID,
        orderData: { accessToken: order.accessToken, status: 'COMPLETED', success: true },
      })
      .expect(422);
    expect(forged.body.code).toBe('ORDER_NOT_APPROVED');
    await request(env.harness.url)
      .post('/api/paypal/capture-order')
      .send({ orderID: 'NOT-OUR-ORDER-1', orderData: { accessToken: order.accessToken } })
      .expect(404);
    await request(env.harness.url)
      .post('/api/paypal/capture-order')
      .send({ orderID: created.body.orderID, orderData: { accessToken: 'y'.repeat(43) } })
      .expect(404);
    expect((await orderRow(env.db, order.orderId)).status).toBe('pending');
    expect((await paymentRows(env.db, order.orderId))[0].status).toBe('pending');
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(0);
  });

  it('flags a capture of another amount than the order for a refund and confirms nothing', async () => {
    const order = await paypalShopOrder(env.harness, env.db);
    const paypalOrderId = await approvedPaypalOrder(env.harness, order);
    // PayPal captured 10.00, while our attempt expects 11.00.
    await env.db.query('UPDATE payment SET amount_cents = 1100 WHERE order_id = $1', [order.orderId]);
    const captured = await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    expect(captured.body).toMatchObject({ success: false, status: 'not_applied', redirectUrl: null });
    expect((await orderRow(env.db, order.orderId)).status).toBe('pending');
    expect((await paymentRows(env.db, order.orderId))[0]).toMatchObject({
      status: 'pending',
      needs_refund: true,
      refund_reason: 'amount_mismatch',
    });
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(0);
    expect(await outboxEvents(env.db, 'payment.refund_needed', order.orderId)).toBe(1);
  });

  it.each([
    [1013, 'INSTRUMENT_DECLINED', 'pending'],
    [1014, 'PAYER_CANNOT_PAY', 'pending'],
    [1018, 'CAPTURE_DECLINED', 'declined'],
  ])('answers a capture of %i with 422 %s and the attempt %s', async (cents, code, attemptStatus) => {
    const order = await paypalShopOrder(env.harness, env.db, cents);
    const paypalOrderId = await approvedPaypalOrder(env.harness, order);
    const refused = await capturePaypal(env.harness, order, paypalOrderId).expect(422);
    expect(refused.body).toMatchObject({ code, message: expect.any(String) });
    expect((await orderRow(env.db, order.orderId)).status).toBe('pending');
    expect((await paymentRows(env.db, order.orderId))[0].status).toBe(attemptStatus);
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(0);
  });

  it('starts a new PayPal attempt after a declined capture', async () => {
    const order = await paypalShopOrder(env.harness, env.db, 1018);
    const first = await approvedPaypalOrder(env.harness, order);
    await capturePaypal(env.harness, order, first).expect(422);
    const retry = await startPaypal(env.harness, order).expect(200);
    expect(retry.body.orderID).not.toBe(first);
    const attempts = await paymentRows(env.db, order.orderId);
    expect(attempts.map((attempt) => [attempt.tran_id, attempt.status])).toEqual([
      [`${order.orderNumber}P1`, 'declined'],
      [`${order.orderNumber}P2`, 'pending'],
    ]);
  });

  it('sends a signed-in owner to My eSIMs after paying, and refuses another signed-in customer', async () => {
    const owner = await signedInCustomer(env.harness);
    const stranger = await signedInCustomer(env.harness);
    const signedIn = (path: string, cookie: string) =>
      request(env.harness.url).post(path).set('cookie', cookie).set('origin', env.harness.url);
    const placed = await signedIn('/api/create-order', owner.cookie)
      .send(orderBody({ paymentMethod: 'paypal' }))
      .expect(201);
    const ours = { orderId: placed.body.orderId as string, intent: 'CAPTURE', currency: 'USD' };
    await signedIn('/api/paypal/create-order', stranger.cookie).send(ours).expect(404);
    const created = await signedIn('/api/paypal/create-order', owner.cookie).send(ours).expect(200);
    approveAtPaypal(env.harness, created.body.orderID);
    await signedIn('/api/paypal/capture-order', stranger.cookie)
      .send({ orderID: created.body.orderID })
      .expect(404);
    const captured = await signedIn('/api/paypal/capture-order', owner.cookie)
      .send({ orderID: created.body.orderID })
      .expect(200);
    expect(captured.body).toMatchObject({ success: true, status: 'completed', redirectUrl: '/my-esims' });
    expect(await outboxEvents(env.db, 'payment.confirmed', placed.body.orderId)).toBe(1);
  });
});
