import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import {
  createRefund,
  createSession,
  currentSession,
  expireSession,
  listEvents,
  listRefunds,
  listSessions,
  payOnPage,
  retrieveEvent,
  retrievePaymentIntent,
  retrieveRefund,
  retrieveSession,
} from './stripe.api';
import { cardOutcome, getStripeBehaviour, STRIPE_SANDBOX_SECRET_KEY } from './stripe.behaviour';
import { registerStripeControl } from './stripe.control';
import { hostedPage } from './stripe.pages';
import { BadParam, nestParams, type StripeParams } from './stripe.params';
import { stripeError, type StripeAnswer, type StripeSandbox } from './stripe.state';
import { getStripeStore } from './stripe.store';
import { StripeWebhookSender } from './stripe.webhooks';

export { STRIPE_SANDBOX_SECRET_KEY } from './stripe.behaviour';

type Params = Record<string, string>;

/** Stripe's answer to a request without a key (HTTP 401). */
const NO_API_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/**
 * The secret key of a request, in either of Stripe's two forms: HTTP Basic with the key as the user
 * name and an empty password (`curl -u sk_test_…:`), or `Authorization: Bearer sk_test_…` (the SDKs).
 */
export function apiKeyOf(header: string | undefined): string {
  const [scheme, value = ''] = (header ?? '').trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme ?? '')) return value;
  if (!/^basic$/i.test(scheme ?? '')) return '';
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
}
const sandboxes = new WeakMap<SandboxContext, StripeSandbox>();

export const getStripeSandbox = (ctx: SandboxContext): StripeSandbox | undefined => sandboxes.get(ctx);

/**
 * Stripe, as far as the shop uses it (providers.md §5): GET /v1/balance; Checkout Sessions create,
 * retrieve (expand[]=payment_intent), list (created, status; expand[]=data.payment_intent) and expire; PaymentIntents retrieve; refunds create/list/retrieve;
 * events list/retrieve. Requests are form-encoded with bracketed parameters, authenticated with
 * the secret key (HTTP Basic with the key as user name, or Bearer); POSTs honour Idempotency-Key with Stripe's replay rules; errors use
 * Stripe's {error: {type, code, message, param}}. The hosted page at /c/pay/{session} is where the
 * buyer pays with a test card; events are signed (Stripe-Signature) and delivered by the knobs.
 */
export async function registerStripe(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const store = getStripeStore(ctx);
  const sandbox: StripeSandbox = { ctx, store, webhooks: new StripeWebhookSender(app, ctx) };
  sandboxes.set(ctx, sandbox);
  registerStripeControl(sandbox);
  app.addHook('onClose', async () => store.flush());

  const send = (reply: FastifyReply, answer: StripeAnswer) =>
    reply
      .code(answer.status)
      .header(
        'request-id',
        `req_${createHash('sha1').update(String(Math.random())).digest('hex').slice(0, 14)}`,
      )
      .header('stripe-version', '2026-10-28.endive')
      .send(answer.body);

  const authorized = (request: FastifyRequest): StripeAnswer | undefined => {
    const key = apiKeyOf(request.headers.authorization);
    if (key === STRIPE_SANDBOX_SECRET_KEY) return undefined;
    return stripeError(
      401,
      'invalid_request_error',
      key
        ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : NO_API_KEY,
    );
  };

  /** An API route: auth, bracketed params, BadParam as a 400, and Idempotency-Key for POSTs. */
  const api =
    (handler: (params: StripeParams, path: Params) => StripeAnswer) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const refused = authorized(request);
      if (refused) return send(reply, refused);
      const flat = (request.method === 'GET' ? request.query : request.body) as
        Record<string, unknown> | undefined;
      const run = (): StripeAnswer => {
        try {
          return handler(nestParams(flat ?? {}), request.params as Params);
        } catch (error) {
          if (error instanceof BadParam)
            return stripeError(400, 'invalid_request_error', error.message, {
              param: error.param,
              code: error.code,
            });
          throw error;
        }
      };
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      if (typeof key !== 'string' || !key) return send(reply, run());
      return send(reply, withIdempotency(sandbox, key, request, flat ?? {}, run, reply));
    };

  app.get('/v1/balance', async (request, reply) => {
    const refused = authorized(request);
    if (refused) return send(reply, refused);
    return {
      object: 'balance',
      available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      connect_reserved: [{ amount: 0, currency: 'usd' }],
      pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      livemode: false,
    };
  });
  app.post(
    '/v1/checkout/sessions',
    api((params) => createSession(sandbox, params)),
  );
  app.get(
    '/v1/checkout/sessions',
    api((params) => listSessions(sandbox, params)),
  );
  app.get(
    '/v1/checkout/sessions/:id',
    api((params, path) => retrieveSession(sandbox, path.id, params)),
  );
  app.post(
    '/v1/checkout/sessions/:id/expire',
    api((_params, path) => expireSession(sandbox, path.id)),
  );
  app.get(
    '/v1/payment_intents/:id',
    api((_params, path) => retrievePaymentIntent(sandbox, path.id)),
  );
  app.post(
    '/v1/refunds',
    api((params) => createRefund(sandbox, params)),
  );
  app.get(
    '/v1/refunds',
    api((params) => listRefunds(sandbox, params)),
  );
  app.get(
    '/v1/refunds/:id',
    api((_params, path) => retrieveRefund(sandbox, path.id)),
  );
  app.get(
    '/v1/events',
    api((params) => listEvents(sandbox, params)),
  );
  app.get(
    '/v1/events/:id',
    api((_params, path) => retrieveEvent(sandbox, path.id)),
  );

  // The hosted page: pay with a test card, see a decline and try again, or go back (cancel_url).
  app.get('/c/pay/:id', async (request, reply) => {
    const session = currentSession(sandbox, (request.params as Params).id);
    if (!session) return reply.code(404).type('text/html').send('<h1>Not found</h1>');
    return reply.type('text/html').send(hostedPage(session, null));
  });
  app.post('/c/pay/:id', async (request, reply) => {
    const session = currentSession(sandbox, (request.params as Params).id);
    if (!session) return reply.code(404).type('text/html').send('<h1>Not found</h1>');
    const cardNumber = String((request.body as Record<string, unknown> | undefined)?.cardNumber ?? '');
    const digits = cardNumber.replace(/\D/g, '');
    const error = payOnPage(sandbox, session, cardOutcome(cardNumber), digits.slice(-4));
    if (error || !session.successUrl) return reply.type('text/html').send(hostedPage(session, error));
    return reply.redirect(session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  // Helpers for tests and people: what was delivered where.
  app.get('/__stripe/webhooks', async () => sandbox.webhooks.deliveries);
  app.get('/__stripe/sessions/:id', async (request, reply) => {
    const session = store.sessions.get((request.params as Params).id);
    return session
      ? { ...session, behaviour: getStripeBehaviour(ctx) }
      : reply.code(404).send({ error: 'not found' });
  });
}

/**
 * Stripe's idempotency (providers.md §5): the first answer under a key is replayed (with
 * `Idempotent-Replayed: true`) for the same request; the same key with other parameters or another
 * endpoint is a 400 idempotency_error. A request refused by parameter validation saves nothing.
 */
function withIdempotency(
  sandbox: StripeSandbox,
  key: string,
  request: FastifyRequest,
  flat: Record<string, unknown>,
  run: () => StripeAnswer,
  reply: FastifyReply,
): StripeAnswer {
  const { store, ctx } = sandbox;
  const now = Date.now();
  const ttlMs = getStripeBehaviour(ctx).idempotencyTtlSec * 1000;
  const path = request.url.split('?')[0];
  const paramsHash = createHash('sha256')
    .update(
      JSON.stringify(
        Object.keys(flat)
          .sort()
          .map((name) => [name, flat[name]]),
      ),
    )
    .digest('hex');
  const seen = store.keys.get(key);
  if (seen && now - seen.at < ttlMs) {
    if (seen.path !== path || seen.method !== request.method || seen.paramsHash !== paramsHash)
      return stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    reply.header('idempotent-replayed', 'true');
    return { status: seen.status, body: seen.body };
  }
  const answer = run();
  const validationError =
    answer.status === 400 &&
    ((answer.body as { error?: { code?: string } }).error?.code ?? '').startsWith('parameter_');
  if (!validationError) {
    store.keys.set(key, {
      at: now,
      method: request.method,
      path,
      paramsHash,
      status: answer.status,
      body: answer.body,
    });
    store.changed();
  }
  return answer;
}
