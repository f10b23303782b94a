import { isProviderError } from '@app/providers';
import type { Payment } from '../payment.entity';
import type { PaypalGateway } from '../paypal-gateway';
import type { PaywayGateway } from '../payway-gateway';
import type { StripeGateway } from '../stripe-gateway';

/** What the provider confirmed on reading the payment back after the refund. */
export interface ProviderRefund {
  /** PayPal's or Stripe's refund id; null for PayWay (its refund answer names none) and for a repeat. */
  providerRefundId: string | null;
  /** Refunded before we asked (a repeat after a lost answer): nothing new was sent. */
  alreadyRefunded: boolean;
}

/** A refund the provider refused or that could not be read back as done. */
export class RefundFailedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RefundFailedError';
  }
}

/** PayPal-Request-Id of a refund: a repeat returns the first refund (PayPal's replay is the outcome we want). */
export const paypalRefundRequestId = (key: string): string => `refund:${key}`;

/** The paid amount (what the payer sent; the attempt's amount when it matched). */
export const paidCents = (payment: Payment): number => payment.paidAmountCents ?? payment.amountCents;

/**
 * One refund asked of a provider: `amountCents` more, on top of the `refundedBeforeCents` the payment
 * had been refunded when it was asked (the provider must read their sum afterwards). `key` names the
 * refund at providers that take an idempotency key: the payment's id for its full refund, the refund
 * row's id for a partial one.
 */
export interface RefundRequest {
  amountCents: number;
  refundedBeforeCents: number;
  key: string;
}

/**
 * A refund of (part of) one payment at its provider, read back before and after (each provider
 * module's `refund` is one of these). Before: if the provider already reads before + amount refunded,
 * the refund was done by an earlier try whose answer was lost and nothing is sent. After: the
 * provider must read at least before + amount. PayPal's capture refund (idempotent by
 * PayPal-Request-Id; the order's refunds read back), PayWay's refund (no idempotency key:
 * transaction-detail's refunded amount), Stripe's PaymentIntent refund (Idempotency-Key; the
 * PaymentIntent's refunds read back).
 */
async function refundReadBack(
  provider: string,
  request: RefundRequest,
  refunded: () => Promise<number>,
  send: () => Promise<string | null>,
): Promise<ProviderRefund> {
  const target = request.refundedBeforeCents + request.amountCents;
  if ((await refunded()) >= target) return { providerRefundId: null, alreadyRefunded: true };
  let providerRefundId: string | null = null;
  try {
    providerRefundId = await send();
  } catch (error) {
    // an answer lost on the way back: the read-back decides (and a repeat replays the same refund)
    if (!isProviderError(error) || !error.outcomeUnknown) throw error;
  }
  const after = await refunded();
  if (after < target)
    throw new RefundFailedError(
      'REFUND_NOT_CONFIRMED',
      `${provider} reports ${after} of ${target} cents refunded after the refund of ${request.amountCents}`,
    );
  return { providerRefundId, alreadyRefunded: false };
}

/** Stripe: the session's PaymentIntent, refunded by `Idempotency-Key: refund:<key>`. */
export async function refundAtStripe(
  stripe: StripeGateway,
  payment: Payment,
  request: RefundRequest,
): Promise<ProviderRefund> {
  if (!payment.providerOrderId)
    throw new RefundFailedError('NO_CAPTURE', 'This card payment has no Stripe Checkout Session');
  const intent = (await stripe.getSession(payment.providerOrderId)).paymentIntent;
  if (!intent || intent.status !== 'succeeded')
    throw new RefundFailedError(
      'NOT_REFUNDABLE',
      `Stripe PaymentIntent ${intent?.id ?? '-'} is ${intent?.status ?? 'missing'}`,
    );
  const refunded = async () =>
    (await stripe.refunds(intent.id))
      .filter((refund) => refund.status === 'succeeded' || refund.status === 'pending')
      .reduce((sum, refund) => sum + refund.amount, 0);
  return refundReadBack(
    `Stripe PaymentIntent ${intent.id}`,
    request,
    refunded,
    async () => (await stripe.refund(intent.id, request.amountCents, payment.id, request.key)).id,
  );
}

/** PayPal: the order's capture, refunded by `PayPal-Request-Id: refund:<key>`; the order's refunds read back. */
export async function refundAtPaypal(
  paypal: PaypalGateway,
  payment: Payment,
  request: RefundRequest,
): Promise<ProviderRefund> {
  const paypalOrderId = payment.providerOrderId;
  if (!paypalOrderId)
    throw new RefundFailedError('NO_CAPTURE', 'This PayPal payment has no PayPal order to refund');
  const read = async () => {
    const order = await paypal.getOrder(paypalOrderId);
    const capture = order.captures[0];
    if (!capture) throw new RefundFailedError('NO_CAPTURE', `PayPal order ${paypalOrderId} has no capture`);
    const refunded = order.refunds
      .filter((refund) => refund.status === 'COMPLETED' || refund.status === 'PENDING')
      .reduce((sum, refund) => sum + (refund.amount?.amountMinor ?? 0), 0);
    // a capture reading REFUNDED is refunded in full whatever its refund list shows
    return { capture, refunded: capture.status === 'REFUNDED' ? Number.MAX_SAFE_INTEGER : refunded };
  };
  const { capture } = await read();
  if (
    capture.status !== 'COMPLETED' &&
    capture.status !== 'PARTIALLY_REFUNDED' &&
    capture.status !== 'REFUNDED'
  )
    throw new RefundFailedError('NOT_REFUNDABLE', `PayPal capture ${capture.id} is ${capture.status}`);
  return refundReadBack(
    `PayPal capture ${capture.id}`,
    request,
    async () => (await read()).refunded,
    async () =>
      (
        await paypal.refundCapture(
          capture.id,
          paypalRefundRequestId(request.key),
          payment.tranId,
          request.amountCents,
        )
      ).id,
  );
}

/** PayWay: the refund carries no idempotency key, so transaction-detail's refunded amount decides a repeat. */
export function refundAtPayway(
  payway: PaywayGateway,
  payment: Payment,
  request: RefundRequest,
): Promise<ProviderRefund> {
  return refundReadBack(
    `PayWay ${payment.tranId}`,
    request,
    () => payway.refundedCents(payment.tranId, 'USD'),
    async () => {
      await payway.refund(payment.tranId, request.amountCents, 'USD');
      return null;
    },
  );
}
