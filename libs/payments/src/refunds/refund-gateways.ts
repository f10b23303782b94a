import { isProviderError } from '@app/providers';
import type { Payment } from '../payment.entity';
import type { PaypalGateway } from '../paypal-gateway';
import type { PaywayGateway } from '../payway-gateway';
import type { StripeGateway } from '../stripe-gateway';

/** What the provider confirmed on reading the payment back after the refund. */
export interface ProviderRefund {
  /** PayPal's refund id; null for PayWay (its refund answer names none). */
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

/** PayPal-Request-Id of a payment's refund: a repeat returns the first refund (PayPal's replay is the outcome we want). */
export const paypalRefundRequestId = (paymentId: string): string => `refund:${paymentId}`;

/** The paid amount (what the payer sent; the attempt's amount when it matched). */
export const paidCents = (payment: Payment): number => payment.paidAmountCents ?? payment.amountCents;

/**
 * A full refund of one payment at its provider, read back before and after (each provider module's
 * `refund` is one of these): PayPal's capture refund (idempotent by PayPal-Request-Id; the capture
 * must read REFUNDED afterwards), PayWay's refund (no idempotency key: transaction-detail's refunded
 * amount is read first, so a repeat never sends a second refund, and again afterwards), Stripe's
 * PaymentIntent refund (Idempotency-Key).
 */

/**
 * Stripe: the session's PaymentIntent refunded in full with `Idempotency-Key: refund:<payment id>`
 * (Stripe replays the first refund for a repeat), read back before (already refunded: nothing is
 * sent) and after (the refunds of the PaymentIntent must cover the amount).
 */
export async function refundAtStripe(stripe: StripeGateway, payment: Payment): Promise<ProviderRefund> {
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
  if ((await refunded()) >= intent.amountReceived) return { providerRefundId: null, alreadyRefunded: true };
  let refundId: string | null = null;
  try {
    refundId = (await stripe.refund(intent.id, intent.amountReceived, payment.id)).id;
  } catch (error) {
    // an answer lost on the way back: the read-back decides (and a repeat replays the same refund)
    if (!isProviderError(error) || !error.outcomeUnknown) throw error;
  }
  const after = await refunded();
  if (after < intent.amountReceived)
    throw new RefundFailedError(
      'REFUND_NOT_CONFIRMED',
      `Stripe reports ${after} of ${intent.amountReceived} cents refunded for ${intent.id}`,
    );
  return { providerRefundId: refundId, alreadyRefunded: false };
}

export async function refundAtPaypal(paypal: PaypalGateway, payment: Payment): Promise<ProviderRefund> {
  if (!payment.providerOrderId)
    throw new RefundFailedError('NO_CAPTURE', 'This PayPal payment has no PayPal order to refund');
  const capture = await captureOf(paypal, payment.providerOrderId);
  if (capture.status === 'REFUNDED') return { providerRefundId: null, alreadyRefunded: true };
  if (capture.status !== 'COMPLETED')
    throw new RefundFailedError('NOT_REFUNDABLE', `PayPal capture ${capture.id} is ${capture.status}`);
  const refund = await paypal.refundCapture(capture.id, paypalRefundRequestId(payment.id), payment.tranId);
  const after = await captureOf(paypal, payment.providerOrderId);
  if (after.status !== 'REFUNDED')
    throw new RefundFailedError(
      'REFUND_NOT_CONFIRMED',
      `PayPal answered refund ${refund.id} (${refund.status}) but capture ${after.id} reads ${after.status}`,
    );
  return { providerRefundId: refund.id, alreadyRefunded: false };
}

async function captureOf(paypal: PaypalGateway, paypalOrderId: string) {
  const order = await paypal.getOrder(paypalOrderId);
  const capture = order.captures[0];
  if (!capture) throw new RefundFailedError('NO_CAPTURE', `PayPal order ${paypalOrderId} has no capture`);
  return capture;
}

export async function refundAtPayway(payway: PaywayGateway, payment: Payment): Promise<ProviderRefund> {
  const amount = paidCents(payment);
  if ((await payway.refundedCents(payment.tranId, 'USD')) >= amount)
    return { providerRefundId: null, alreadyRefunded: true };
  try {
    await payway.refund(payment.tranId, amount, 'USD');
  } catch (error) {
    // an answer lost on the way back: what PayWay now reports decides
    if (!isProviderError(error) || !error.outcomeUnknown) throw error;
  }
  const refunded = await payway.refundedCents(payment.tranId, 'USD');
  if (refunded < amount)
    throw new RefundFailedError(
      'REFUND_NOT_CONFIRMED',
      `PayWay reports ${refunded} of ${amount} cents refunded for ${payment.tranId}`,
    );
  return { providerRefundId: null, alreadyRefunded: false };
}
