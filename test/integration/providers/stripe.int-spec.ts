import Fastify, { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { SandboxContext } from '../../../apps/sandbox/src/context';
import { acceptEmptyJsonBodies } from '../../../apps/sandbox/src/kit/json-body';
import {
  configureStripe,
  getStripeSandbox,
  payOnPage,
  registerStripe,
  resetStripe,
  STRIPE_SANDBOX_SECRET_KEY,
  STRIPE_SANDBOX_WEBHOOK_SECRET,
} from '../../../apps/sandbox/src/stripe';
import { cardOutcome } from '../../../apps/sandbox/src/stripe/stripe.behaviour';
import { ProviderError } from '../../../libs/providers/src/http/provider-error';
import {
  StripeClient,
  StripeWebhookRefused,
  verifyStripeWebhook,
  type StripeSessionInput,
} from '../../../libs/providers/src/stripe';
import { until } from '../../support/wait';
import { Receiver } from './payway-paypal-receiver';

/*
 * The official Stripe SDK (through StripeClient, configured with host/port/protocol) against the Stripe
 * half of apps/sandbox over real HTTP: form-encoded bracketed parameters, idempotency replay, Stripe's
 * error shape, the hosted page's test cards, expiry, refunds and signed webhooks.
 */
describe('Stripe client against the sandbox', () => {
  let app: FastifyInstance;
  let ctx: SandboxContext;
  let url: string;
  let webhooks: Receiver;
  let sequence = 0;

  beforeAll(async () => {
    ctx = new SandboxContext({ port: 0, host: '127.0.0.1', smtpPort: 0, seed: 'stripe-test', publicUrl: '' });
    app = Fastify({ logger: false });
    acceptEmptyJsonBodies(app);
    await app.register(formbody);
    await registerStripe(app, ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    ctx.config.publicUrl = url;
    webhooks = await new Receiver().start();
  });
  afterAll(async () => {
    await app.close();
    await webhooks.close();
  });
  beforeEach(() => {
    resetStripe(ctx);
    webhooks.clear();
  });

  const client = (secretKey = STRIPE_SANDBOX_SECRET_KEY) =>
    new StripeClient({
      baseUrl: url,
      secretKey,
      webhookSecret: STRIPE_SANDBOX_WEBHOOK_SECRET,
      timeoutMs: 3000,
    });
  const input = (overrides: Partial<StripeSessionInput> = {}): StripeSessionInput => {
    sequence += 1;
    return {
      orderId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      attemptId: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      tranId: `DL2611240000${sequence}S1`,
      orderNumber: `DL2611240000${sequence}`,
      amountMinor: 1250,
      currency: 'USD',
      description: 'eSIM order',
      successUrl: 'http://shop.test/order-confirmation?orderNumber=X&stripe=success',
      cancelUrl: 'http://shop.test/order-confirmation?orderNumber=X&stripe=cancelled',
      expiresAt: Math.floor(Date.now() / 1000) + 31 * 60,
      idempotencyKey: `checkout:${sequence}`,
      ...overrides,
    };
  };
  const pay = (sessionId: string, card: string) => {
    const sandbox = getStripeSandbox(ctx)!;
    return payOnPage(sandbox, sandbox.store.sessions.get(sessionId)!, cardOutcome(card), card.slice(-4));
  };
  const failure = async (promise: Promise<unknown>): Promise<ProviderError> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ProviderError) return error;
      throw error;
    }
    throw new Error('expected a ProviderError');
  };

  it('creates a session with our ids and replays it for the same Idempotency-Key', async () => {
    const request = input();
    const session = await client().createCheckoutSession(request);
    expect(session).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 1250,
      currency: 'USD',
      clientReferenceId: request.orderId,
      metadata: { attempt_id: request.attemptId, tran_id: request.tranId },
      paymentIntent: null,
    });
    expect(session.url).toBe(`${url}/c/pay/${session.id}`);
    const again = await client().createCheckoutSession(request);
    expect(again.id).toBe(session.id);
    const other = await failure(client().createCheckoutSession({ ...request, amountMinor: 999 }));
    expect(other).toMatchObject({ code: 'idempotency_error', retryable: false, httpStatus: 400 });
  });

  it("refuses what Stripe refuses, in Stripe's error shape", async () => {
    const early = await failure(
      client().createCheckoutSession(input({ expiresAt: Math.floor(Date.now() / 1000) + 15 * 60 })),
    );
    expect(early).toMatchObject({ retryable: false, httpStatus: 400, code: 'parameter_invalid' });
    expect((early.options.details as { param: string }).param).toBe('expires_at');
    const unauthorised = await failure(client('sk_test_wrong_key_000').createCheckoutSession(input()));
    expect(unauthorised).toMatchObject({ httpStatus: 401, retryable: false });
    const missing = await failure(client().getSession('cs_test_nothing'));
    expect(missing).toMatchObject({ code: 'resource_missing', httpStatus: 404 });

    // Raw form-encoded request with bracketed parameters, as the SDK sends them.
    const raw = await fetch(`${url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${STRIPE_SANDBOX_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'mode=payment&success_url=http%3A%2F%2Fa.test%2F&line_items[0][quantity]=2&line_items[0][price_data][currency]=usd&line_items[0][price_data][product_data][name]=x',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        doc_url: 'https://stripe.com/docs/error-codes/parameter-missing',
        message: 'Missing required param: line_items[0][price_data][unit_amount].',
        param: 'line_items[0][price_data][unit_amount]',
      },
    });
  });

  it('a declined card keeps the session open with the reason; a good card then pays it', async () => {
    configureStripe(ctx, { webhookUrl: `${webhooks.url}/hook` });
    const session = await client().createCheckoutSession(input());
    expect(pay(session.id, '4000 0000 0000 9995')).toBe('Your card has insufficient funds.');
    const declined = await client().getSession(session.id);
    expect(declined).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    expect(declined.paymentIntent).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { code: 'card_declined', declineCode: 'insufficient_funds' },
    });
    expect(pay(session.id, '4242424242424242')).toBeNull();
    const paid = await client().getSession(session.id);
    expect(paid).toMatchObject({ status: 'complete', paymentStatus: 'paid', url: null });
    expect(paid.paymentIntent).toMatchObject({ status: 'succeeded', amountReceived: 1250, currency: 'USD' });
    expect(paid.paymentIntent?.metadata.attempt_id).toBe(declined.paymentIntent?.metadata.attempt_id);

    const received = await webhooks.waitFor(3);
    const events = received.map((delivery) =>
      verifyStripeWebhook(
        delivery.body,
        delivery.headers['stripe-signature'] as string,
        STRIPE_SANDBOX_WEBHOOK_SECRET,
      ),
    );
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    expect(events[2].objectId).toBe(session.id);
  });

  it('signed webhooks: duplicated, badly signed or outside the tolerance', async () => {
    configureStripe(ctx, { webhookUrl: `${webhooks.url}/hook`, webhookDuplicate: 1 });
    const session = await client().createCheckoutSession(input());
    await client().expireSession(session.id);
    const [first, second] = await webhooks.waitFor(2);
    expect(first.body).toBe(second.body);
    expect(
      verifyStripeWebhook(
        first.body,
        first.headers['stripe-signature'] as string,
        STRIPE_SANDBOX_WEBHOOK_SECRET,
      ).type,
    ).toBe('checkout.session.expired');
    webhooks.clear();
    configureStripe(ctx, { webhookDuplicate: 0, webhookTimestampSkewSec: -3600 });
    await client().expireSession((await client().createCheckoutSession(input())).id);
    const [stale] = await webhooks.waitFor(1);
    expect(() =>
      verifyStripeWebhook(
        stale.body,
        stale.headers['stripe-signature'] as string,
        STRIPE_SANDBOX_WEBHOOK_SECRET,
      ),
    ).toThrow(StripeWebhookRefused);
    webhooks.clear();
    configureStripe(ctx, { webhookTimestampSkewSec: 0, webhookDropNext: 1 });
    const dropped = await client().createCheckoutSession(input());
    await client().expireSession(dropped.id);
    const sent = await client().createCheckoutSession(input());
    await client().expireSession(sent.id);
    // the dropped event is recorded as dropped; only the next one reaches the endpoint
    const [delivered] = await webhooks.waitFor(1);
    const body = delivered.json as { id: string; data: { object: { id: string } } };
    expect(body.data.object.id).toBe(sent.id);
    const deliveries = await until(async () => {
      const recorded = (await (await fetch(`${url}/__stripe/webhooks`)).json()) as {
        eventId: string;
        dropped?: boolean;
      }[];
      return recorded.some((delivery) => delivery.eventId === body.id) ? recorded : undefined;
    }, 'the delivery to be recorded');
    expect(deliveries.slice(-2)).toEqual([
      expect.objectContaining({ dropped: true }),
      expect.objectContaining({ eventId: body.id, httpStatus: 200 }),
    ]);
    expect(deliveries.at(-2)?.eventId).not.toBe(body.id);
    expect(webhooks.received).toHaveLength(1);
  });

  it('expires an open session once; refunds a paid one once per Idempotency-Key', async () => {
    const open = await client().createCheckoutSession(input());
    expect(await client().expireSession(open.id)).toMatchObject({ status: 'expired', url: null });
    const again = await failure(client().expireSession(open.id));
    expect(again).toMatchObject({ httpStatus: 400, retryable: false });
    expect(pay(open.id, '4242424242424242')).toBe('This Checkout Session is no longer active.');

    const session = await client().createCheckoutSession(input());
    pay(session.id, '4242424242424242');
    const intentId = (await client().getSession(session.id)).paymentIntent!.id;
    const refund = await client().createRefund(intentId, 1250, 'refund:a', { payment_id: 'a' });
    expect(refund).toMatchObject({
      status: 'succeeded',
      amount: 1250,
      currency: 'USD',
      paymentIntentId: intentId,
    });
    expect((await client().createRefund(intentId, 1250, 'refund:a', { payment_id: 'a' })).id).toBe(refund.id);
    expect(await client().listRefunds(intentId)).toHaveLength(1);
    const second = await failure(client().createRefund(intentId, 1250, 'refund:b', { payment_id: 'a' }));
    expect(second).toMatchObject({ httpStatus: 400, code: 'charge_already_refunded' });
  });
});
