/**
 * The sandbox's live Stripe answers against Stripe's documents (test/contracts/stripe): every
 * documented attribute of each object the shop uses is present (null only where the reference
 * allows it), none is added, JSON types match; errors carry Stripe's codes and doc_urls; both of
 * Stripe's authentication forms work.
 */
import { startSandbox, type Sandbox } from '../../../apps/sandbox/src/sandbox';
import { getStripeSandbox, payOnPage, STRIPE_SANDBOX_SECRET_KEY } from '../../../apps/sandbox/src/stripe';
import { cardOutcome } from '../../../apps/sandbox/src/stripe/stripe.behaviour';
import { shapeProblems } from '../../contracts/shape';
import { stripeAttributes, stripeFixture, stripeShape } from '../../contracts/stripe/fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let sandbox: Sandbox;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const bearer = `Bearer ${STRIPE_SANDBOX_SECRET_KEY}`;

async function stripe(
  method: 'GET' | 'POST',
  path: string,
  form: Record<string, string> = {},
  authorization: string | null = bearer,
): Promise<{ status: number; body: Json }> {
  const query = new URLSearchParams(form).toString();
  const response = await fetch(`${sandbox.url}${path}${method === 'GET' && query ? `?${query}` : ''}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: method === 'POST' ? query : undefined,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/**
 * The answer has the documented attributes, no others, with documented types and nulls. An
 * `expanded` attribute (expand[]) holds the object in place of its id: checked as its id here.
 */
function expectDocumented(answer: unknown, object: string, expanded: string[] = []): void {
  expect([object, Object.keys(answer as Json).sort()]).toEqual([object, stripeAttributes(object)]);
  const asIds = { ...(answer as Json) };
  for (const key of expanded) asIds[key] = (asIds[key] as Json).id;
  const problems = shapeProblems(asIds, stripeShape(object), stripeFixture(object).tableOnly);
  expect([object, problems]).toEqual([object, []]);
}

function expectDocumentedError(answer: unknown): void {
  const fixture = stripeFixture('error');
  expect(shapeProblems(answer, stripeShape('error'), fixture.tableOnly)).toEqual([]);
}

const sessionForm = (extra: Record<string, string> = {}) => ({
  mode: 'payment',
  success_url: 'https://shop.test/ok?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://shop.test/cancel',
  'line_items[0][quantity]': '1',
  'line_items[0][price_data][currency]': 'usd',
  'line_items[0][price_data][unit_amount]': '1250',
  'line_items[0][price_data][product_data][name]': 'Cambodia 5 GB',
  'metadata[attempt_id]': 'a-1',
  'payment_intent_data[metadata][attempt_id]': 'a-1',
  customer_email: 'buyer@example.com',
  ...extra,
});

const pay = (sessionId: string, card: string) => {
  const stripeSandbox = getStripeSandbox(sandbox.ctx)!;
  return payOnPage(
    stripeSandbox,
    stripeSandbox.store.sessions.get(sessionId)!,
    cardOutcome(card),
    card.slice(-4),
  );
};

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    smtpPort: 0,
    seed: 'stripe-contract',
    publicUrl: '',
  });
  sandbox.ctx.config.publicUrl = sandbox.url;
});
afterAll(async () => sandbox.close());

describe("Stripe sandbox objects carry every attribute of Stripe's documents", () => {
  it('Checkout Session, PaymentIntent (declined, then paid), Refund, the refunded Charge and Events', async () => {
    const created = await stripe('POST', '/v1/checkout/sessions', sessionForm());
    expect(created.status).toBe(200);
    expectDocumented(created.body, 'checkout.session');
    expect(created.body).toMatchObject({
      status: 'open',
      payment_intent: null,
      customer_email: 'buyer@example.com',
    });

    expect(pay(created.body.id, '4000000000009995')).toBe('Your card has insufficient funds.');
    const declined = await stripe('GET', `/v1/checkout/sessions/${created.body.id}`, {
      'expand[]': 'payment_intent',
    });
    expectDocumented(declined.body, 'checkout.session', ['payment_intent']);
    expectDocumented(declined.body.payment_intent, 'payment_intent');
    expect(declined.body.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      },
    });

    expect(pay(created.body.id, '4242424242424242')).toBeNull();
    const intent = await stripe('GET', `/v1/payment_intents/${declined.body.payment_intent.id}`);
    expectDocumented(intent.body, 'payment_intent');
    expect(intent.body).toMatchObject({
      status: 'succeeded',
      last_payment_error: null,
      amount_received: 1250,
    });
    expect(intent.body.payment_method).toMatch(/^pm_/);
    expect(intent.body.latest_charge).toMatch(/^ch_/);

    const refund = await stripe('POST', '/v1/refunds', { payment_intent: intent.body.id, amount: '500' });
    expect(refund.status).toBe(200);
    expectDocumented(refund.body, 'refund');
    expect(refund.body).toMatchObject({
      amount: 500,
      charge: intent.body.latest_charge,
      status: 'succeeded',
    });
    const listed = await stripe('GET', '/v1/refunds', { payment_intent: intent.body.id });
    for (const item of listed.body.data as unknown[]) expectDocumented(item, 'refund');

    const events = await stripe('GET', '/v1/events', { limit: '100' });
    const types = (events.body.data as Json[]).map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['charge.refunded', 'checkout.session.completed', 'payment_intent.succeeded']),
    );
    for (const event of events.body.data as Json[]) {
      expectDocumented(event, 'event');
      const object = event.data.object as Json;
      const documented = {
        charge: 'charge',
        payment_intent: 'payment_intent',
        'checkout.session': 'checkout.session',
      };
      expectDocumented(object, documented[object.object as keyof typeof documented]);
    }
    const refunded = (events.body.data as Json[]).find((event) => event.type === 'charge.refunded')!;
    expect(refunded.data.object).toMatchObject({
      id: intent.body.latest_charge,
      amount_refunded: 500,
      refunded: false,
    });
    for (const item of refunded.data.object.refunds.data as unknown[]) expectDocumented(item, 'refund');
    const one = await stripe('GET', `/v1/events/${refunded.id}`);
    expectDocumented(one.body, 'event');
  });

  it('an expired session and the balance', async () => {
    const created = await stripe('POST', '/v1/checkout/sessions', sessionForm({ customer_email: '' }));
    const expired = await stripe('POST', `/v1/checkout/sessions/${created.body.id}/expire`);
    expectDocumented(expired.body, 'checkout.session');
    expect(expired.body).toMatchObject({ status: 'expired', url: null, customer_details: null });
    expectDocumented((await stripe('GET', '/v1/balance')).body, 'balance');
  });
});

describe("Stripe sandbox errors and authentication as Stripe's documents show them", () => {
  it('a missing required parameter is parameter_missing, its doc_url with hyphens', async () => {
    const form = sessionForm();
    for (const key of Object.keys(form))
      if (key.startsWith('line_items')) delete form[key as keyof typeof form];
    const missing = await stripe('POST', '/v1/checkout/sessions', form);
    expect(missing.status).toBe(400);
    expectDocumentedError(missing.body);
    expect(missing.body).toEqual(stripeFixture('error').examples?.[0]);

    const nested = await stripe('POST', '/v1/checkout/sessions', {
      ...sessionForm(),
      'line_items[0][price_data][unit_amount]': '',
    });
    expect(nested.body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'line_items[0][price_data][unit_amount]',
      doc_url: 'https://stripe.com/docs/error-codes/parameter-missing',
    });
    const notInteger = await stripe('POST', '/v1/checkout/sessions', {
      ...sessionForm(),
      'line_items[0][quantity]': 'two',
    });
    expect(notInteger.body.error).toMatchObject({
      code: 'parameter_invalid_integer',
      doc_url: 'https://stripe.com/docs/error-codes/parameter-invalid-integer',
    });
    const unknown = await stripe('GET', '/v1/checkout/sessions/cs_test_a1b2c3');
    expect(unknown.status).toBe(404);
    expectDocumentedError(unknown.body);
    expect(unknown.body.error).toMatchObject({
      code: 'resource_missing',
      doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    });
  });

  it('takes the secret key by HTTP Basic (key as user name, empty password) or Bearer, and nothing else', async () => {
    const byBasic = await stripe(
      'POST',
      '/v1/checkout/sessions',
      sessionForm(),
      basic(STRIPE_SANDBOX_SECRET_KEY),
    );
    expect(byBasic.status).toBe(200);
    expect(byBasic.body.object).toBe('checkout.session');
    const read = await stripe(
      'GET',
      `/v1/checkout/sessions/${byBasic.body.id}`,
      {},
      basic(STRIPE_SANDBOX_SECRET_KEY),
    );
    expect(read.body.id).toBe(byBasic.body.id);
    expect((await stripe('GET', '/v1/balance', {}, bearer)).status).toBe(200);

    const none = await stripe('GET', '/v1/balance', {}, null);
    expect(none.status).toBe(401);
    expect(none.body).toEqual(stripeFixture('error').examples?.[2]);
    const wrongBasic = await stripe('GET', '/v1/balance', {}, basic('sk_test_wrong_key_0000'));
    expect(wrongBasic.status).toBe(401);
    expectDocumentedError(wrongBasic.body);
    expect(wrongBasic.body.error.message).toMatch(/^Invalid API Key provided: sk_test_\**0000$/);
    const wrongBearer = await stripe('GET', '/v1/balance', {}, 'Bearer sk_test_wrong_key_0000');
    expect(wrongBearer.status).toBe(401);
  });
});
