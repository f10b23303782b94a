import { JobProducer } from '@app/core';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { configurePayway, getPaywayStore } from '../../../apps/sandbox/src/payway';
import { PaywayClient, pushbackSignature } from '../../../libs/providers/src/payway';
import {
  createOrder,
  declineAtGateway,
  orderRow,
  outboxEvents,
  payAtGateway,
  paymentRows,
  PaymentsEnv,
  postFormToGateway,
  resetSandbox,
  sessionId,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from './support/payments-harness';

const API_KEY = 'sandbox-payway-api-key';

describe('payment confirmation: only a verified gateway answer confirms an order', () => {
  let env: PaymentsEnv;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    env = await startPaymentsEnv();
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    resetSandbox(env.harness);
  });

  afterAll(async () => {
    await env?.close();
  });

  /** The payment's checks queued to run now (not the later slots) have all run: their jobs, finished. */
  const checksRun = (paymentId: string) => {
    const queue = env.harness.worker!.get(JobProducer).queue('payments');
    return until(async () => {
      const jobs = (await queue.getJobs(['waiting', 'prioritized', 'active', 'completed', 'failed'])).filter(
        (job) => job?.name === 'payment.check' && job.data.paymentId === paymentId,
      );
      return jobs.length > 0 && jobs.every((job) => job.finishedOn !== undefined) ? jobs : undefined;
    }, 'the checks queued to run now');
  };

  async function socketFor(session: string): Promise<Socket> {
    const socket = io(env.harness.url, {
      path: '/ws',
      auth: { sessionId: session },
      transports: ['websocket'],
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  const subscribe = (socket: Socket, payload: { orderId: string; token?: string }) =>
    new Promise<{ ok: boolean }>((resolve) => socket.emit('subscribe_order', payload, resolve));

  it('confirms a paid order once the worker has verified it, and pushes it to the order room', async () => {
    const order = await createOrder(env.harness);
    const guest = await socketFor(sessionId());
    const stranger = await socketFor(sessionId());
    expect(await subscribe(guest, { orderId: order.orderId, token: order.accessToken })).toEqual({
      ok: true,
    });
    expect(await subscribe(stranger, { orderId: order.orderId, token: 'not-the-token-at-all' })).toEqual({
      ok: false,
    });
    const seen: { orderStatus: string }[] = [];
    stranger.on('order_status_update', (payload) => seen.push(payload));
    const confirmed = new Promise<Record<string, string>>((resolve) =>
      guest.on('order_status_update', (payload: Record<string, string>) => {
        if (payload.orderStatus === 'confirmed') resolve(payload);
      }),
    );

    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);

    expect(await confirmed).toEqual({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      transactionId: order.transactionId,
      orderStatus: 'confirmed',
      paymentStatus: 'approved',
    });
    expect((await orderRow(env.db, order.orderId)).status).toBe('confirmed');
    const [payment] = await paymentRows(env.db, order.orderId);
    expect(payment).toMatchObject({
      status: 'approved',
      needs_refund: false,
      last_provider_status: 'APPROVED',
    });
    const events = await env.db.query(`SELECT payload FROM outbox_event WHERE type = 'payment.confirmed'`);
    expect(events.rows.map((row) => row.payload)).toContainEqual({
      orderId: order.orderId,
      paymentId: payment.id,
    });
    expect(seen).toEqual([]);

    const check = await request(env.harness.url)
      .post(`/api/payway/check-transaction/${order.transactionId}`)
      .expect(200);
    expect(check.body).toEqual({
      success: true,
      transactionId: order.transactionId,
      isPaymentConfirmed: true,
      status: '0',
      statusText: 'APPROVED',
      amount: '10.00',
    });
    const status = await request(env.harness.url)
      .get(`/api/payment/status/${order.transactionId}`)
      .expect(200);
    expect(status.body).toMatchObject({
      status: 'processing',
      paymentStatus: 'completed',
      orderId: order.orderId,
    });
  });

  it('confirms nothing on a forged pushback or return for an unpaid transaction', async () => {
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    const body = { tran_id: order.transactionId, apv: '123456', status: '0' };
    const pushback = (headers: Record<string, string>) =>
      request(env.harness.url).post('/api/payway/pushback').set(headers).send(body).expect(200);
    await pushback({});
    await pushback({ 'X-PayWay-HMAC-SHA512': pushbackSignature('a-guessed-key', body) });
    // Even a correctly signed pushback is a hint: the gateway still says PENDING.
    await pushback({ 'X-PayWay-HMAC-SHA512': pushbackSignature(API_KEY, body) });
    const forgedReturn = await request(env.harness.url)
      .get('/api/payway/return')
      .query({ tran_id: order.transactionId, status: '0', amount: '10.00' })
      .expect(200);
    expect(forgedReturn.body).toMatchObject({
      isPaymentConfirmed: false,
      status: '2',
      statusText: 'PENDING',
    });
    const processed = await request(env.harness.url)
      .post('/api/payway/process-return')
      .send({ tran_id: order.transactionId, payment_method: 'payway', status: '0' })
      .expect(400);
    expect(processed.body.message).toContain('property status should not exist');
    const returned = await request(env.harness.url)
      .post('/api/payway/process-return')
      .send({ tran_id: order.transactionId, payment_method: 'payway' })
      .expect(200);
    expect(returned.body).toEqual({ success: true, statusText: 'PENDING', paymentStatus: '2' });

    // The worker did ask the gateway (the hints queued checks, run at once), and believed it.
    const [payment] = await paymentRows(env.db, order.orderId);
    const checks = await checksRun(payment.id);
    expect(checks.map((job) => job.failedReason ?? null)).toEqual(checks.map(() => null));
    expect((await paymentRows(env.db, order.orderId))[0].last_provider_status).toBe('PENDING');
    expect((await orderRow(env.db, order.orderId)).status).toBe('pending');
    expect((await paymentRows(env.db, order.orderId))[0].status).toBe('pending');
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(0);
  });

  it('confirms nothing when the gateway was paid another amount, and flags the money for review', async () => {
    const order = await createOrder(env.harness);
    // Someone registers our tran_id at the gateway with a form for $1.00 (as if the amount were tampered).
    const forged = new PaywayClient({
      baseUrl: env.harness.sandbox!.url,
      merchantId: 'derleng_sandbox',
      apiKey: API_KEY,
      timeoutMs: 3000,
      hashViewTypeAndPaymentGate: false,
      acceptUnsignedPushback: false,
    }).buildPurchaseForm({
      tranId: order.transactionId,
      amount: { amountMinor: 100, currency: 'USD' },
      returnUrl: `${env.harness.url}/api/payway/pushback`,
    });
    await postFormToGateway({ ...order, paymentData: { ...order.paymentData, form: forged } });
    payAtGateway(env.harness, order.transactionId);

    const flagged = await until(async () => {
      const [payment] = await paymentRows(env.db, order.orderId);
      return payment.needs_refund ? payment : undefined;
    }, 'the mismatch to be flagged');
    expect(flagged).toMatchObject({
      status: 'pending',
      refund_reason: 'amount_mismatch',
      paid_amount_cents: 100,
    });
    expect((await orderRow(env.db, order.orderId)).status).toBe('pending');
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(0);
    expect(await outboxEvents(env.db, 'payment.refund_needed', order.orderId)).toBe(1);
  });

  it('confirms once when the pushback is delivered five times', async () => {
    configurePayway(env.harness.sandbox!.ctx, { pushback: { duplicate: 4 } });
    const order = await createOrder(env.harness);
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await waitForOrderStatus(env.db, order.orderId, 'confirmed');
    const store = getPaywayStore(env.harness.sandbox!.ctx);
    await until(
      async () => (store.get(order.transactionId)!.pushbacks.length === 5 ? true : undefined),
      '5 pushbacks',
    );
    expect(store.get(order.transactionId)!.pushbacks.map((attempt) => attempt.httpStatus)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    // the five pushbacks' checks (one job, collapsed) have run
    const [payment] = await paymentRows(env.db, order.orderId);
    await checksRun(payment.id);
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
    expect(await outboxEvents(env.db, 'payment.status_changed', order.orderId)).toBe(1);
    expect((await paymentRows(env.db, order.orderId))[0].status).toBe('approved');
  });

  it('records a decline and keeps the order payable until it expires', async () => {
    const order = await createOrder(env.harness);
    await declineAtGateway(env, order);
    expect((await orderRow(env.db, order.orderId)).status).toBe('pending');
    const check = await request(env.harness.url)
      .post('/api/payway/check-transaction-backup')
      .send({ tran_id: order.transactionId });
    expect(check.body).toEqual({ success: true, status: '3', statusText: 'DECLINED' });
  });

  it('answers status reads with statuses, amounts and ids only', async () => {
    const order = await createOrder(env.harness);
    const status = await request(env.harness.url)
      .get(`/api/payment/status/${order.transactionId}`)
      .expect(200);
    expect(status.body).toEqual({
      status: 'pending',
      paymentStatus: 'pending',
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      esimId: null,
      error: null,
    });
    const orders = await request(env.harness.url)
      .get('/api/orders')
      .query({ transactionId: order.transactionId })
      .expect(200);
    expect(orders.body).toEqual([
      {
        id: order.orderId,
        orderNumber: order.orderNumber,
        status: 'pending',
        paymentStatus: 'PENDING',
        totalAmount: '10.00',
        currency: 'USD',
      },
    ]);
    const summary = await request(env.harness.url)
      .get(`/api/order/status/${order.transactionId}`)
      .expect(200);
    expect(summary.body).toEqual({
      orderNumber: order.orderNumber,
      status: 'pending',
      total: '10.00',
      currency: 'USD',
      customer: { name: 'S*** D***' },
      items: [{ destination: 'Cambodia', quantity: 1 }],
    });
    const everything = JSON.stringify([status.body, orders.body, summary.body]);
    for (const secret of ['sok@example.com', '345', 'Dara', order.accessToken])
      expect(everything).not.toContain(secret);
    await request(env.harness.url).get('/api/payment/status/NOPE12345').expect(404);
    expect(
      (await request(env.harness.url).get('/api/orders').query({ transactionId: 'NOPE12345' })).body,
    ).toEqual([]);
  });

  it('hands the signed form only to the order’s token holder (never by the cart id), and not once paid', async () => {
    const session = sessionId();
    const order = await createOrder(env.harness, { sessionId: session });
    const form = (body: Record<string, unknown>) =>
      request(env.harness.url).post('/api/payway/generate-popup-form').send(body);
    expect((await form({ transactionId: order.transactionId })).status).toBe(404);
    expect((await form({ transactionId: order.transactionId, sessionId: sessionId() })).status).toBe(404);
    // The cart id that placed the order proves nothing.
    expect((await form({ transactionId: order.transactionId, sessionId: session })).status).toBe(404);
    const mine = await form({
      orderId: order.orderId,
      accessToken: order.accessToken,
      amount: 10,
      items: [{ price: '0.01' }],
    });
    expect(mine.status).toBe(200);
    expect(mine.body.transactionId).toBe(order.transactionId);
    expect(mine.body.form.fields.amount).toBe('10.00');
    expect(mine.body.formHtml).toContain(`value="${order.transactionId}"`);
    const byToken = await form({ orderId: order.orderId, accessToken: order.accessToken });
    expect(byToken.status).toBe(200);
    const wrongAmount = await form({
      orderId: order.orderId,
      accessToken: order.accessToken,
      amount: '1.00',
    });
    expect(wrongAmount.status).toBe(409);
    expect(wrongAmount.body.code).toBe('AMOUNT_MISMATCH');

    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await waitForOrderStatus(env.db, order.orderId, 'confirmed');
    const paid = await form({ orderId: order.orderId, accessToken: order.accessToken });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('ALREADY_PAID');
  });
});
