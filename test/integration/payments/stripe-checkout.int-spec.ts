import { JobProducer } from '@app/core';
import request from 'supertest';
import { configureStripe, getStripeStore } from '../../../apps/sandbox/src/stripe';
import { PACKAGES, startEsimsEnv, until, type EsimsEnv } from '../esims/support';

/*
 * Stripe card payments end to end in the back end: api + worker (payments, provisioning) + the
 * sandbox's Stripe, whose signed webhooks reach our /api/stripe/webhook. The order is confirmed only
 * by the worker reading the session back, through the same verification as PayWay and PayPal.
 */
describe('Stripe checkout: webhooks, the browser return, declines, expiry and late money', () => {
  let env: EsimsEnv;
  let jobs: JobProducer;

  beforeAll(async () => {
    env = await startEsimsEnv({ env: { STRIPE_ENABLED: 'true' } });
    jobs = env.harness.worker!.get(JobProducer);
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => {
    configureStripe(env.harness.sandbox!.ctx, {
      webhookUrl: `${env.harness.url}/api/stripe/webhook`,
      webhookDuplicate: 0,
      asyncSettlement: false,
    });
  });

  interface CardOrder {
    orderId: string;
    orderNumber: string;
    accessToken: string;
    sessionId: string;
    url: string;
  }

  let sequence = 0;
  async function cardOrder(): Promise<CardOrder> {
    sequence += 1;
    const created = await request(env.harness.url)
      .post('/api/create-order')
      .send({
        customerName: 'Sok Dara',
        customerEmail: 'sok@example.com',
        customerPhone: '+855 12 345 678',
        items: [{ packageId: PACKAGES.fixed.id, quantity: 1 }],
        totalAmount: (PACKAGES.fixed.cents / 100).toFixed(2),
        paymentMethod: 'stripe',
        sessionId: `stripe${Date.now().toString(36)}x${sequence}`,
      })
      .expect(201);
    expect(created.body.paymentData).toBeUndefined();
    const session = await request(env.harness.url)
      .post('/api/stripe/checkout-session')
      .send({ orderId: created.body.orderId, accessToken: created.body.accessToken })
      .expect(200);
    return {
      orderId: created.body.orderId,
      orderNumber: created.body.orderNumber,
      accessToken: created.body.accessToken,
      sessionId: session.body.sessionId,
      url: session.body.url,
    };
  }

  /** The buyer submits a card on the hosted page (the browser's POST); the redirect is not followed. */
  const submitCard = (order: CardOrder, cardNumber: string) =>
    fetch(order.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber }).toString(),
      redirect: 'manual',
    });

  /** What the order page reads on the way back from Stripe (a read that also queues a check). */
  const status = (order: CardOrder) =>
    request(env.harness.url).get(`/api/stripe/status/${order.orderNumber}?token=${order.accessToken}`);

  const row = async (sql: string, params: unknown[]) => (await env.db.query(sql, params)).rows;
  const attempt = async (orderId: string) =>
    (await row('SELECT * FROM payment WHERE order_id = $1 ORDER BY created_at DESC', [orderId]))[0];
  const orderStatus = async (orderId: string) =>
    (await row('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status as string;
  const deliveries = async () =>
    (await request(env.harness.sandbox!.url).get('/__stripe/webhooks')).body as {
      eventId: string;
      eventType: string;
      httpStatus?: number;
    }[];

  it('a paid session confirms and provisions once, with the webhook delivered 3 times and the browser racing', async () => {
    configureStripe(env.harness.sandbox!.ctx, { webhookDuplicate: 2 });
    const order = await cardOrder();
    // The session carries our ids and amount; asking again is the same session (Idempotency-Key per attempt).
    const again = await request(env.harness.url)
      .post('/api/stripe/checkout-session')
      .send({ orderNumber: order.orderNumber, accessToken: order.accessToken })
      .expect(200);
    expect(again.body.sessionId).toBe(order.sessionId);
    const stored = getStripeStore(env.harness.sandbox!.ctx).sessions.get(order.sessionId)!;
    const payment = await attempt(order.orderId);
    expect(stored).toMatchObject({
      amountTotal: PACKAGES.fixed.cents,
      currency: 'usd',
      clientReferenceId: order.orderId,
      metadata: { attempt_id: payment.id, tran_id: payment.tran_id },
    });
    expect(payment).toMatchObject({ provider: 'stripe', method: 'stripe', status: 'pending' });
    expect(payment.tran_id).toBe(`${order.orderNumber}S1`);
    // Stripe keeps the return URLs: they carry no key to the order, only its session's placeholder
    // (success) and the order number (cancel).
    expect(stored.successUrl).toBe(
      `${env.harness.config.http.publicUrl}/order-confirmation?stripe=return&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(stored.cancelUrl).toBe(
      `${env.harness.config.http.publicUrl}/order-confirmation?orderNumber=${order.orderNumber}&stripe=cancelled`,
    );
    for (const url of [stored.successUrl, stored.cancelUrl]) expect(url).not.toContain(order.accessToken);
    expect(stored.expiresAt - stored.created).toBeGreaterThanOrEqual(30 * 60);

    const paid = await submitCard(order, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.searchParams.get('stripe')).toBe('return');
    expect(back.searchParams.get('session_id')).toBe(order.sessionId);
    // The page asks which order came back: its number only; it opens the order with its own token.
    const returned = await request(env.harness.url)
      .get(`/api/stripe/return/${back.searchParams.get('session_id')}`)
      .expect(200);
    expect(returned.body).toEqual({ orderNumber: order.orderNumber });
    for (const unknown of ['cs_test_unknown', 'not-a-session'])
      expect((await request(env.harness.url).get(`/api/stripe/return/${unknown}`)).status).toBe(404);
    // The browser's return races the webhooks: status reads queue checks, never apply anything themselves.
    const reads = await Promise.all([status(order), status(order), status(order)]);
    for (const read of reads) expect(read.status).toBe(200);

    await until(
      async () => ((await orderStatus(order.orderId)) === 'completed' ? true : undefined),
      'completed',
      30_000,
    );
    const completed = await until(async () => {
      const sent = (await deliveries()).filter(
        (delivery) =>
          delivery.eventType === 'checkout.session.completed' && delivery.httpStatus !== undefined,
      );
      const ours = sent.filter(
        (delivery) => sent.length > 0 && delivery.eventId === sent[sent.length - 1].eventId,
      );
      return ours.length === 3 ? ours : undefined;
    }, 'three deliveries of checkout.session.completed');
    expect(completed.map((delivery) => delivery.httpStatus)).toEqual([200, 200, 200]);
    expect(
      await row('SELECT event_type FROM stripe_webhook_event WHERE event_id = $1', [completed[0].eventId]),
    ).toHaveLength(1);
    expect(
      (
        await row(
          `SELECT count(*)::int AS n FROM outbox_event WHERE type = 'payment.confirmed' AND payload->>'orderId' = $1`,
          [order.orderId],
        )
      )[0].n,
    ).toBe(1);
    expect(await row('SELECT id FROM provider_order WHERE order_id = $1', [order.orderId])).toHaveLength(1);
    expect(await row('SELECT id FROM esim WHERE order_id = $1', [order.orderId])).toHaveLength(1);
    expect(await attempt(order.orderId)).toMatchObject({
      status: 'approved',
      needs_refund: false,
      paid_amount_cents: PACKAGES.fixed.cents,
      paid_currency: 'USD',
    });
    const after = await status(order).expect(200);
    expect(after.body).toMatchObject({ orderStatus: 'completed', paymentStatus: 'approved', payable: false });
    const late = await request(env.harness.url)
      .post('/api/stripe/checkout-session')
      .send({ orderId: order.orderId, accessToken: order.accessToken })
      .expect(409);
    expect(late.body.code).toBe('ALREADY_PAID');
  }, 60_000);

  it('a declined card leaves the order payable with the reason, and the buyer pays with another card', async () => {
    const order = await cardOrder();
    const declined = await submitCard(order, '4000 0000 0000 0002');
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    const seen = await until(async () => {
      const read = await status(order).expect(200);
      return read.body.decline ? read.body : undefined;
    }, 'the decline, read back');
    expect(seen).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      payable: true,
      decline: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(await orderStatus(order.orderId)).toBe('pending');

    const funds = await submitCard(order, '4000000000009995');
    expect(await funds.text()).toContain('Your card has insufficient funds.');
    await until(
      async () => ((await status(order)).body.decline?.code === 'insufficient_funds' ? true : undefined),
      'insufficient funds',
    );

    expect((await submitCard(order, '4242424242424242')).status).toBe(303);
    await until(
      async () =>
        ['confirmed', 'processing', 'completed'].includes(await orderStatus(order.orderId))
          ? true
          : undefined,
      'paid',
    );
    expect(await attempt(order.orderId)).toMatchObject({ status: 'approved', needs_refund: false });
    expect((await status(order)).body.decline).toBeNull();
  }, 60_000);

  it('an abandoned session is expired at Stripe with its attempt, and the order is cancelled', async () => {
    const order = await cardOrder();
    const payment = await attempt(order.orderId);
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      payment.id,
    ]);
    await jobs.enqueue(
      'payment.expire',
      { paymentId: payment.id },
      { jobId: `payment.expire:${payment.id}:now` },
    );
    await until(
      async () => ((await orderStatus(order.orderId)) === 'cancelled' ? true : undefined),
      'cancelled',
    );
    expect((await attempt(order.orderId)).status).toBe('expired');
    expect(getStripeStore(env.harness.sandbox!.ctx).sessions.get(order.sessionId)!.status).toBe('expired');
    const page = await fetch(order.url);
    expect(await page.text()).toContain('This Checkout Session is no longer active.');
    expect((await status(order).expect(200)).body).toMatchObject({
      orderStatus: 'cancelled',
      payable: false,
    });
  }, 60_000);

  it('money that settles after the attempt expired is flagged for a refund, not applied', async () => {
    configureStripe(env.harness.sandbox!.ctx, { asyncSettlement: true });
    const order = await cardOrder();
    expect((await submitCard(order, '4242424242424242')).status).toBe(303);
    await until(
      async () => ((await attempt(order.orderId)).last_provider_status === 'PENDING' ? true : undefined),
      'processing',
    );
    const payment = await attempt(order.orderId);
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      payment.id,
    ]);
    await jobs.enqueue(
      'payment.expire',
      { paymentId: payment.id },
      { jobId: `payment.expire:${payment.id}:late` },
    );
    await until(
      async () => ((await orderStatus(order.orderId)) === 'cancelled' ? true : undefined),
      'cancelled',
    );

    // The bank settles the payment after our deadline: checkout.session.async_payment_succeeded.
    const settled = await fetch(`${env.harness.sandbox!.url}/__control/stripe/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: order.sessionId, outcome: 'succeed' }),
    });
    expect(settled.status).toBe(200);
    const flagged = await until(async () => {
      const current = await attempt(order.orderId);
      return current.needs_refund ? current : undefined;
    }, 'the late payment flagged');
    expect(flagged).toMatchObject({ status: 'approved', refund_reason: 'late_payment' });
    expect(await orderStatus(order.orderId)).toBe('cancelled');
    expect(await row('SELECT id FROM provider_order WHERE order_id = $1', [order.orderId])).toHaveLength(0);
  }, 60_000);

  it('refuses a badly signed webhook, and a card order while Stripe is not offered', async () => {
    const refused = await request(env.harness.url)
      .post('/api/stripe/webhook')
      .set('stripe-signature', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)
      .set('content-type', 'application/json')
      .send({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } })
      .expect(400);
    expect(refused.body.code).toBe('INVALID_SIGNATURE');
    expect(await row(`SELECT 1 FROM stripe_webhook_event WHERE event_id = 'evt_forged'`, [])).toHaveLength(0);
    expect((await request(env.harness.url).get('/api/payment-methods').expect(200)).body.methods).toContain(
      'stripe',
    );
  });
});
