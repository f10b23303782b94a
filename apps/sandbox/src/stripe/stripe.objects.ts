import type { SandboxContext } from '../context';
import {
  getStripeStore,
  type StripePaymentIntentRecord,
  type StripeRefundRecord,
  type StripeSessionRecord,
} from './stripe.store';

/** The hosted page of a session (what `url` names while it is open). */
export const hostedPageUrl = (ctx: SandboxContext, sessionId: string): string =>
  `${ctx.config.publicUrl}/c/pay/${sessionId}`;

/** A PaymentIntent as Stripe's API shows it. */
export function paymentIntentJson(intent: StripePaymentIntentRecord) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_received: intent.amountReceived,
    canceled_at: intent.canceledAt,
    cancellation_reason: intent.canceledAt ? 'abandoned' : null,
    capture_method: 'automatic_async',
    client_secret: `${intent.id}_secret_sandbox`,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    last_payment_error: intent.lastPaymentError
      ? {
          ...intent.lastPaymentError,
          doc_url: `https://stripe.com/docs/error-codes/${intent.lastPaymentError.code}`,
        }
      : null,
    latest_charge: intent.chargeId,
    livemode: false,
    metadata: intent.metadata,
    payment_method_types: ['card'],
    status: intent.status,
  };
}

/** A Checkout Session as Stripe's API shows it; `expand` may name payment_intent. */
export function sessionJson(ctx: SandboxContext, session: StripeSessionRecord, expand: string[] = []) {
  const intent = session.paymentIntentId
    ? getStripeStore(ctx).intents.get(session.paymentIntentId)
    : undefined;
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    created: session.created,
    currency: session.currency,
    customer_details: session.customerEmail ? { email: session.customerEmail } : null,
    customer_email: session.customerEmail,
    expires_at: session.expiresAt,
    livemode: false,
    locale: session.locale,
    metadata: session.metadata,
    mode: 'payment',
    payment_intent:
      intent && expand.includes('payment_intent')
        ? paymentIntentJson(intent)
        : (session.paymentIntentId ?? null),
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    status: session.status,
    success_url: session.successUrl,
    ui_mode: 'hosted',
    url: session.status === 'open' ? hostedPageUrl(ctx, session.id) : null,
  };
}

export function refundJson(refund: StripeRefundRecord) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    charge: refund.chargeId,
    created: refund.created,
    currency: refund.currency,
    metadata: refund.metadata,
    payment_intent: refund.paymentIntentId,
    reason: refund.reason,
    status: refund.status,
  };
}
