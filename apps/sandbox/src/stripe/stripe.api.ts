import { BadParam, metadataOf, missingParam, param, type StripeParams } from './stripe.params';
import { getStripeBehaviour, type CardOutcome } from './stripe.behaviour';
import { chargeJson } from './stripe.charge';
import { paymentIntentJson, refundJson, sessionJson } from './stripe.objects';
import { noSuch, ok, stripeError, type StripeAnswer, type StripeSandbox } from './stripe.state';
import {
  stripeId,
  type StripeLineItem,
  type StripePaymentIntentRecord,
  type StripeSessionRecord,
} from './stripe.store';
import { eventJson } from './stripe.webhooks';

const nowSec = (): number => Math.floor(Date.now() / 1000);
const MIN_EXPIRY_SEC = 30 * 60;
const MAX_EXPIRY_SEC = 24 * 3600;

/** A session whose expires_at has passed is expired when next seen (Stripe expires it on its own). */
export function currentSession(sandbox: StripeSandbox, id: string): StripeSessionRecord | undefined {
  const session = sandbox.store.sessions.get(id);
  if (session && session.status === 'open' && session.expiresAt <= nowSec()) expire(sandbox, session);
  return session;
}

function expire(sandbox: StripeSandbox, session: StripeSessionRecord): void {
  session.status = 'expired';
  const intent = session.paymentIntentId ? sandbox.store.intents.get(session.paymentIntentId) : undefined;
  if (intent && intent.status === 'requires_payment_method') {
    intent.status = 'canceled';
    intent.canceledAt = nowSec();
  }
  sandbox.store.changed();
  sandbox.webhooks.emit('checkout.session.expired', sessionJson(sandbox.ctx, session));
}

function lineItems(params: StripeParams): StripeLineItem[] {
  const items = param.array(params, 'line_items');
  if (!items || items.length === 0) throw missingParam('line_items');
  return items.map((raw, index) => {
    const at = `line_items[${index}]`;
    if (typeof raw !== 'object' || Array.isArray(raw)) throw new BadParam(at, `Invalid object: ${at}`);
    if (raw.price !== undefined)
      throw new BadParam(`${at}[price]`, 'The sandbox only takes price_data (inline prices).');
    const priceData = param.object(raw, 'price_data');
    if (!priceData) throw missingParam(`${at}[price_data]`);
    const currency = param.string(priceData, 'currency', true)!.toLowerCase();
    if (!/^[a-z]{3}$/.test(currency))
      throw new BadParam(`${at}[price_data][currency]`, `Invalid currency: ${currency}`);
    const unitAmount = param.integer(priceData, 'unit_amount', `${at}[price_data][unit_amount]`, true)!;
    if (unitAmount < 0)
      throw new BadParam(`${at}[price_data][unit_amount]`, 'This value must be greater than or equal to 0.');
    const product = param.object(priceData, 'product_data');
    const name = product ? param.string(product, 'name') : undefined;
    if (!name) throw missingParam(`${at}[price_data][product_data][name]`);
    const quantity = param.integer(raw, 'quantity', `${at}[quantity]`, true)!;
    if (quantity < 1) throw new BadParam(`${at}[quantity]`, 'This value must be greater than or equal to 1.');
    return { name, currency, unitAmount, quantity };
  });
}

/** POST /v1/checkout/sessions (mode=payment, inline prices, hosted page). */
export function createSession(sandbox: StripeSandbox, params: StripeParams): StripeAnswer {
  const mode = param.string(params, 'mode', true);
  if (mode !== 'payment') throw new BadParam('mode', `The sandbox only takes mode=payment (got ${mode}).`);
  const items = lineItems(params);
  const currency = items[0].currency;
  if (items.some((item) => item.currency !== currency))
    throw new BadParam('line_items', 'All line items must use the same currency.');
  const successUrl = param.string(params, 'success_url', true)!;
  const cancelUrl = param.string(params, 'cancel_url') ?? null;
  for (const [name, value] of [
    ['success_url', successUrl],
    ['cancel_url', cancelUrl],
  ] as const)
    if (value !== null && !/^https?:\/\/[^\s]+$/.test(value)) throw new BadParam(name, `Not a valid URL`);
  const clientReferenceId = param.string(params, 'client_reference_id') ?? null;
  if (clientReferenceId && clientReferenceId.length > 200)
    throw new BadParam('client_reference_id', 'client_reference_id can be at most 200 characters.');
  const created = nowSec();
  const expiresAt = param.integer(params, 'expires_at') ?? created + MAX_EXPIRY_SEC;
  if (expiresAt < created + MIN_EXPIRY_SEC || expiresAt > created + MAX_EXPIRY_SEC)
    throw new BadParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes and at most 24 hours from Checkout Session creation.',
    );
  const intentData = param.object(params, 'payment_intent_data') ?? {};
  const session: StripeSessionRecord = {
    id: stripeId(sandbox.ctx, 'cs_test', 58),
    status: 'open',
    paymentStatus: 'unpaid',
    amountTotal: items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
    currency,
    lineItems: items,
    clientReferenceId,
    customerEmail: param.string(params, 'customer_email') ?? null,
    metadata: metadataOf(params),
    paymentIntentMetadata: metadataOf(intentData, 'metadata'),
    successUrl,
    cancelUrl,
    locale: param.string(params, 'locale') ?? null,
    paymentIntentId: null,
    created,
    expiresAt,
  };
  sandbox.store.sessions.set(session.id, session);
  sandbox.store.changed();
  return ok(sessionJson(sandbox.ctx, session));
}

const expandOf = (params: StripeParams): string[] =>
  (param.array(params, 'expand') ?? []).filter((value): value is string => typeof value === 'string');

export function retrieveSession(sandbox: StripeSandbox, id: string, params: StripeParams): StripeAnswer {
  const session = currentSession(sandbox, id);
  if (!session) return noSuch('checkout.session', id, 'session');
  return ok(sessionJson(sandbox.ctx, session, expandOf(params)));
}

/** A list's `created` filter: a Unix time, or a range of gt, gte, lt, lte (Stripe's list parameters). */
function createdFilter(params: StripeParams): (created: number) => boolean {
  const exact = params.created;
  if (typeof exact === 'string') {
    const at = param.integer(params, 'created')!;
    return (created) => created === at;
  }
  const range = param.object(params, 'created') ?? {};
  const bound = (name: string) => param.integer(range, name, `created[${name}]`);
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/**
 * GET /v1/checkout/sessions: newest first, filtered by created (a time or a range), status and
 * payment_intent; limit 1..100 (default 10) with the starting_after cursor; expand[] may name
 * data.payment_intent.
 */
export function listSessions(sandbox: StripeSandbox, params: StripeParams): StripeAnswer {
  const limit = param.integer(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw new BadParam(
      'limit',
      'This value must be greater than or equal to 1 and less than or equal to 100.',
    );
  const status = param.string(params, 'status');
  if (status !== undefined && !['open', 'complete', 'expired'].includes(status))
    throw new BadParam('status', `Invalid status: must be one of open, complete, or expired`);
  const intentId = param.string(params, 'payment_intent');
  const created = createdFilter(params);
  const after = param.string(params, 'starting_after');
  const expand = expandOf(params)
    .filter((path) => path.startsWith('data.'))
    .map((path) => path.slice('data.'.length));
  let matching = [...sandbox.store.sessions.keys()]
    .map((id) => currentSession(sandbox, id) as StripeSessionRecord)
    .filter(
      (session) =>
        created(session.created) &&
        (status === undefined || session.status === status) &&
        (intentId === undefined || session.paymentIntentId === intentId),
    )
    .sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
  if (after !== undefined) {
    const at = matching.findIndex((session) => session.id === after);
    if (at === -1) return noSuch('checkout.session', after, 'starting_after');
    matching = matching.slice(at + 1);
  }
  return ok({
    object: 'list',
    data: matching.slice(0, limit).map((session) => sessionJson(sandbox.ctx, session, expand)),
    has_more: matching.length > limit,
    url: '/v1/checkout/sessions',
  });
}

/** POST /v1/checkout/sessions/{id}/expire: only an open session; its buyer can no longer pay. */
export function expireSession(sandbox: StripeSandbox, id: string): StripeAnswer {
  const session = currentSession(sandbox, id);
  if (!session) return noSuch('checkout.session', id, 'session');
  if (session.status !== 'open')
    return stripeError(
      400,
      'invalid_request_error',
      'Only Checkout Sessions with a status in ["open"] can be expired.',
      {
        code: 'checkout_session_not_open' as string,
      },
    );
  expire(sandbox, session);
  return ok(sessionJson(sandbox.ctx, session));
}

export function retrievePaymentIntent(sandbox: StripeSandbox, id: string): StripeAnswer {
  const intent = sandbox.store.intents.get(id);
  return intent ? ok(paymentIntentJson(intent)) : noSuch('payment_intent', id, 'intent');
}

/** POST /v1/refunds {payment_intent, amount?}: at most what was received, less earlier refunds. */
export function createRefund(sandbox: StripeSandbox, params: StripeParams): StripeAnswer {
  const intentId = param.string(params, 'payment_intent') ?? param.string(params, 'charge');
  if (!intentId)
    throw new BadParam(
      'payment_intent',
      'One of `charge` or `payment_intent` is required.',
      'parameter_missing',
    );
  const intent =
    sandbox.store.intents.get(intentId) ??
    [...sandbox.store.intents.values()].find((pi) => pi.chargeId === intentId);
  if (!intent) return noSuch('payment_intent', intentId, 'payment_intent');
  if (intent.status !== 'succeeded')
    return stripeError(
      400,
      'invalid_request_error',
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      {
        code: 'charge_not_refundable' as string,
        param: 'payment_intent',
      },
    );
  const refunded = [...sandbox.store.refunds.values()]
    .filter((refund) => refund.paymentIntentId === intent.id)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const amount = param.integer(params, 'amount') ?? intent.amountReceived - refunded;
  if (amount <= 0 || refunded + amount > intent.amountReceived)
    return stripeError(
      400,
      'invalid_request_error',
      refunded >= intent.amountReceived
        ? `Charge ${intent.chargeId} has already been refunded.`
        : `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amountReceived - refunded) / 100).toFixed(2)})`,
      {
        code: refunded >= intent.amountReceived ? 'charge_already_refunded' : 'amount_too_large',
        param: 'amount',
      },
    );
  const refund = {
    id: stripeId(sandbox.ctx, 're'),
    paymentIntentId: intent.id,
    chargeId: intent.chargeId,
    amount,
    currency: intent.currency,
    status: 'succeeded' as const,
    reason: param.string(params, 'reason') ?? null,
    metadata: metadataOf(params),
    paymentMethodId: intent.paymentMethodId ?? null,
    created: nowSec(),
  };
  sandbox.store.refunds.set(refund.id, refund);
  sandbox.store.changed();
  const refundsOfIntent = [...sandbox.store.refunds.values()]
    .filter((candidate) => candidate.paymentIntentId === intent.id)
    .sort((a, b) => b.created - a.created);
  sandbox.webhooks.emit('charge.refunded', chargeJson(intent, refundsOfIntent));
  return ok(refundJson(refund));
}

/** GET /v1/refunds?payment_intent=pi_… (newest first). */
export function listRefunds(sandbox: StripeSandbox, params: StripeParams): StripeAnswer {
  const intentId = param.string(params, 'payment_intent');
  const data = [...sandbox.store.refunds.values()]
    .filter((refund) => !intentId || refund.paymentIntentId === intentId)
    .sort((a, b) => b.created - a.created)
    .map(refundJson);
  return ok({ object: 'list', data, has_more: false, url: '/v1/refunds' });
}

export function retrieveRefund(sandbox: StripeSandbox, id: string): StripeAnswer {
  const refund = sandbox.store.refunds.get(id);
  return refund ? ok(refundJson(refund)) : noSuch('refund', id);
}

export function retrieveEvent(sandbox: StripeSandbox, id: string): StripeAnswer {
  const event = sandbox.store.events.find((candidate) => candidate.id === id);
  return event ? ok(eventJson(event)) : noSuch('event', id);
}

/** GET /v1/events?type=…&limit=… (newest first, Stripe's default limit 10, at most 100). */
export function listEvents(sandbox: StripeSandbox, params: StripeParams): StripeAnswer {
  const type = param.string(params, 'type');
  const limit = Math.min(100, Math.max(1, param.integer(params, 'limit') ?? 10));
  const matching = sandbox.store.events.filter((event) => !type || event.type === type).reverse();
  return ok({
    object: 'list',
    data: matching.slice(0, limit).map(eventJson),
    has_more: matching.length > limit,
    url: '/v1/events',
  });
}

/**
 * The buyer submits a card on the hosted page. A decline keeps the session open (the buyer may try
 * another card) and records it on the session's PaymentIntent (payment_intent.payment_failed); a good
 * card completes the session (checkout.session.completed), or with asyncSettlement leaves the payment
 * processing until /__control/stripe/settle.
 */
export function payOnPage(
  sandbox: StripeSandbox,
  session: StripeSessionRecord,
  outcome: CardOutcome,
  last4: string,
): string | null {
  if (session.status !== 'open') return 'This Checkout Session is no longer active.';
  const intent = intentOf(sandbox, session);
  if (outcome.kind === 'decline' && outcome.code === 'incorrect_number') return outcome.message;
  intent.paymentMethodId = stripeId(sandbox.ctx, 'pm');
  if (outcome.kind === 'decline') {
    intent.lastPaymentError = {
      type: 'card_error',
      code: outcome.code,
      decline_code: outcome.declineCode,
      message: outcome.message,
    };
    intent.cardLast4 = last4;
    sandbox.store.changed();
    sandbox.webhooks.emit('payment_intent.payment_failed', paymentIntentJson(intent));
    return outcome.message;
  }
  intent.cardLast4 = last4;
  intent.lastPaymentError = null;
  intent.chargeId = stripeId(sandbox.ctx, 'ch');
  session.status = 'complete';
  if (getStripeBehaviour(sandbox.ctx).asyncSettlement) {
    intent.status = 'processing';
    sandbox.store.changed();
    sandbox.webhooks.emit('checkout.session.completed', sessionJson(sandbox.ctx, session));
    return null;
  }
  succeed(intent, session);
  sandbox.store.changed();
  sandbox.webhooks.emit('payment_intent.succeeded', paymentIntentJson(intent));
  sandbox.webhooks.emit('checkout.session.completed', sessionJson(sandbox.ctx, session));
  return null;
}

function succeed(intent: StripePaymentIntentRecord, session: StripeSessionRecord): void {
  intent.status = 'succeeded';
  intent.amountReceived = intent.amount;
  session.paymentStatus = 'paid';
}

/** Settles a processing payment (asyncSettlement): async_payment_succeeded or async_payment_failed. */
export function settleSession(
  sandbox: StripeSandbox,
  sessionId: string,
  outcome: 'succeed' | 'fail',
): string | StripeSessionRecord {
  const session = sandbox.store.sessions.get(sessionId);
  if (!session) return 'session not found';
  const intent = session.paymentIntentId ? sandbox.store.intents.get(session.paymentIntentId) : undefined;
  if (!intent || intent.status !== 'processing') return 'this session has no processing payment';
  if (outcome === 'succeed') {
    succeed(intent, session);
    sandbox.store.changed();
    sandbox.webhooks.emit('payment_intent.succeeded', paymentIntentJson(intent));
    sandbox.webhooks.emit('checkout.session.async_payment_succeeded', sessionJson(sandbox.ctx, session));
  } else {
    intent.status = 'requires_payment_method';
    intent.lastPaymentError = {
      type: 'card_error',
      code: 'payment_intent_payment_attempt_failed',
      message: 'The payment failed.',
    };
    sandbox.store.changed();
    sandbox.webhooks.emit('payment_intent.payment_failed', paymentIntentJson(intent));
    sandbox.webhooks.emit('checkout.session.async_payment_failed', sessionJson(sandbox.ctx, session));
  }
  return session;
}

/** The session's PaymentIntent, made at the buyer's first try (Stripe creates it lazily). */
function intentOf(sandbox: StripeSandbox, session: StripeSessionRecord): StripePaymentIntentRecord {
  const existing = session.paymentIntentId ? sandbox.store.intents.get(session.paymentIntentId) : undefined;
  if (existing) return existing;
  const intent: StripePaymentIntentRecord = {
    id: stripeId(sandbox.ctx, 'pi'),
    sessionId: session.id,
    amount: session.amountTotal,
    amountReceived: 0,
    currency: session.currency,
    status: 'requires_payment_method',
    lastPaymentError: null,
    metadata: session.paymentIntentMetadata,
    chargeId: null,
    cardLast4: null,
    created: nowSec(),
    canceledAt: null,
  };
  sandbox.store.intents.set(intent.id, intent);
  session.paymentIntentId = intent.id;
  return intent;
}
