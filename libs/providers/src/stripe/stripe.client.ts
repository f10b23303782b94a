import Stripe from 'stripe';
import { ProviderError } from '../http/provider-error';
import { stripeError } from './stripe.errors';
import type {
  StripeEventView,
  StripePaymentIntentView,
  StripeRefundView,
  StripeSessionInput,
  StripeSessionView,
  StripeSettings,
} from './stripe.types';

/** Stripe's default signature tolerance: a Stripe-Signature timestamp older (or newer) than this is refused. */
export const STRIPE_WEBHOOK_TOLERANCE_SEC = 300;

/** host, port and protocol for the SDK from a base URL (Stripe, or a local sandbox). */
export function sdkAddress(baseUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function intentView(intent: Stripe.PaymentIntent): StripePaymentIntentView {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    amountReceived: intent.amount_received,
    currency: intent.currency.toUpperCase(),
    metadata: { ...(intent.metadata ?? {}) },
    lastPaymentError: error
      ? { code: text(error.code), declineCode: text(error.decline_code), message: text(error.message) }
      : null,
  };
}

export function sessionView(session: Stripe.Checkout.Session): StripeSessionView {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    currency: session.currency ? session.currency.toUpperCase() : null,
    clientReferenceId: session.client_reference_id,
    metadata: { ...(session.metadata ?? {}) },
    url: session.url,
    expiresAt: session.expires_at,
    paymentIntent: intent && typeof intent === 'object' ? intentView(intent) : null,
  };
}

/**
 * The only code that talks to Stripe, through the official SDK configured with host, port and
 * protocol from the base URL (the same code reaches api.stripe.com and apps/sandbox). No retries in
 * the SDK: the queue retries, and every POST carries our own Idempotency-Key.
 */
export class StripeClient {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey || 'sk_not_configured', {
      ...sdkAddress(settings.baseUrl),
      timeout: settings.timeoutMs,
      maxNetworkRetries: 0,
      telemetry: false,
      appInfo: { name: 'derleng-esim' },
    });
  }

  private async call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    if (!this.settings.secretKey)
      throw new ProviderError('stripe', 'NOT_CONFIGURED', `${operation}: no secret key is set`, false);
    const started = Date.now();
    try {
      const result = await run();
      this.settings.logger?.({ operation, ms: Date.now() - started, ok: true });
      return result;
    } catch (error) {
      const mapped = stripeError(operation, error);
      this.settings.logger?.({ operation, ms: Date.now() - started, ok: false, code: mapped.code });
      throw mapped;
    }
  }

  /** POST /v1/checkout/sessions: mode payment, one inline-priced line, our ids, Idempotency-Key. */
  createCheckoutSession(input: StripeSessionInput): Promise<StripeSessionView> {
    const metadata = { attempt_id: input.attemptId, tran_id: input.tranId, order_number: input.orderNumber };
    return this.call('create checkout session', async () =>
      sessionView(
        await this.stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountMinor,
                  product_data: { name: input.description.slice(0, 250) },
                },
              },
            ],
            client_reference_id: input.orderId,
            metadata,
            payment_intent_data: { metadata },
            customer_email: input.customerEmail || undefined,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: input.expiresAt,
            locale: (input.locale as Stripe.Checkout.SessionCreateParams.Locale | undefined) ?? 'auto',
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  /** GET /v1/checkout/sessions/{id}?expand[]=payment_intent. */
  getSession(id: string): Promise<StripeSessionView> {
    return this.call('retrieve checkout session', async () =>
      sessionView(await this.stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] })),
    );
  }

  getPaymentIntent(id: string): Promise<StripePaymentIntentView> {
    return this.call('retrieve payment intent', async () =>
      intentView(await this.stripe.paymentIntents.retrieve(id)),
    );
  }

  /**
   * GET /v1/checkout/sessions?status=complete&created[gte]&created[lt]&expand[]=data.payment_intent,
   * every page (100 a page, starting_after): the sessions completed that were created in [from, to).
   */
  completedSessions(from: Date, to: Date): Promise<StripeSessionView[]> {
    return this.call('list checkout sessions', async () => {
      const sessions: StripeSessionView[] = [];
      let startingAfter: string | undefined;
      for (;;) {
        const page = await this.stripe.checkout.sessions.list({
          status: 'complete',
          created: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) },
          limit: 100,
          expand: ['data.payment_intent'],
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        });
        sessions.push(...page.data.map(sessionView));
        if (!page.has_more || page.data.length === 0) return sessions;
        startingAfter = page.data[page.data.length - 1].id;
      }
    });
  }

  /** POST /v1/checkout/sessions/{id}/expire: the buyer can no longer pay it. */
  expireSession(id: string): Promise<StripeSessionView> {
    return this.call('expire checkout session', async () =>
      sessionView(await this.stripe.checkout.sessions.expire(id)),
    );
  }

  /** POST /v1/refunds {payment_intent, amount} with an Idempotency-Key (a repeat is the same refund). */
  createRefund(
    paymentIntentId: string,
    amountMinor: number,
    idempotencyKey: string,
    metadata: Record<string, string>,
  ): Promise<StripeRefundView> {
    return this.call('create refund', async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountMinor, metadata },
        { idempotencyKey },
      );
      return refundView(refund);
    });
  }

  /** The refunds of a PaymentIntent (what is already refunded, read back). */
  listRefunds(paymentIntentId: string): Promise<StripeRefundView[]> {
    return this.call('list refunds', async () =>
      (await this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })).data.map(refundView),
    );
  }

  /**
   * A webhook delivery is Stripe's when its Stripe-Signature verifies (HMAC-SHA256 of "t.body" under the
   * endpoint's signing secret, t within the tolerance). Throws StripeSignatureVerificationError otherwise.
   */
  verifyWebhook(
    rawBody: Buffer | string,
    signature: string,
    toleranceSec = STRIPE_WEBHOOK_TOLERANCE_SEC,
  ): StripeEventView {
    return verifyStripeWebhook(rawBody, signature, this.settings.webhookSecret, toleranceSec);
  }
}

function refundView(refund: Stripe.Refund): StripeRefundView {
  return {
    id: refund.id,
    status: refund.status ?? 'pending',
    amount: refund.amount,
    currency: refund.currency.toUpperCase(),
    paymentIntentId:
      typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null),
  };
}

/** Why a webhook was refused (never the secret or the expected signature). */
export type StripeSignatureRefusal = 'NO_SECRET' | 'NO_SIGNATURE' | 'BAD_SIGNATURE' | 'MALFORMED';

export class StripeWebhookRefused extends Error {
  constructor(
    readonly reason: StripeSignatureRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'StripeWebhookRefused';
  }
}

/**
 * Verifies a delivery with the SDK's stripe.webhooks.constructEvent (constant-time comparison, tolerance
 * in seconds) and returns the event's id, type and object. A signature outside the tolerance, tampered
 * bytes or a wrong secret are all BAD_SIGNATURE.
 */
export function verifyStripeWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string | undefined,
  toleranceSec = STRIPE_WEBHOOK_TOLERANCE_SEC,
  receivedAtSec?: number,
): StripeEventView {
  if (!secret) throw new StripeWebhookRefused('NO_SECRET', 'no webhook signing secret is set');
  if (!signature) throw new StripeWebhookRefused('NO_SIGNATURE', 'no Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      toleranceSec,
      undefined,
      receivedAtSec,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new StripeWebhookRefused('BAD_SIGNATURE', error.message);
    throw new StripeWebhookRefused('MALFORMED', (error as Error).message);
  }
  const object = (event.data?.object ?? {}) as unknown as Record<string, unknown>;
  if (typeof event.id !== 'string' || typeof event.type !== 'string')
    throw new StripeWebhookRefused('MALFORMED', 'the event has no id or type');
  return { id: event.id, type: event.type, objectId: text(object.id), object };
}
