import { Injectable } from '@nestjs/common';
import type { JobStatus } from '@app/core';
import type { Payment } from '../payment.entity';
import type { GatewayPayment } from '../reconciliation-rules';
import { refundAtStripe, type ProviderRefund, type RefundRequest } from '../refunds/refund-gateways';
import { StripeGateway, stripeMethodUnavailable } from '../stripe-gateway';
import { StripeSettlement } from '../stripe-settlement';
import type { PaymentProvider } from './payment-provider';

/**
 * Stripe Checkout (card payments): the Checkout Session made when the payer asks for it
 * (StripeCheckout), read back with its PaymentIntent for every verdict, expired at the deadline,
 * refunded through the PaymentIntent, reconciled against the day's completed sessions.
 */
@Injectable()
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly orderMethod = 'stripe';
  readonly firstAttempt = { method: 'stripe', issued: false } as const;
  readonly notThisMethod = 'This order is not paid by card';

  constructor(
    private readonly gateway: StripeGateway,
    private readonly settlement: StripeSettlement,
  ) {}

  startData(): undefined {
    return undefined;
  }

  /** "Card (Stripe)" only while an admin (or STRIPE_ENABLED) enabled it and a key is set. */
  offered(): boolean {
    return this.gateway.enabled();
  }

  assertTakingPayments(): void {
    if (!this.gateway.enabled()) throw stripeMethodUnavailable();
  }

  /** The session and its PaymentIntent read back (Stripe captures on its own: nothing to capture). */
  check(attempt: Payment): Promise<JobStatus> {
    return this.settlement.check(attempt);
  }

  /** The session expired at Stripe, then read back once more. */
  close(attempt: Payment): Promise<void> {
    return this.settlement.close(attempt);
  }

  refund(payment: Payment, request: RefundRequest): Promise<ProviderRefund> {
    return refundAtStripe(this.gateway, payment, request);
  }

  /**
   * The Checkout Sessions created in the window (our attempts' sessions are made when the attempt is
   * issued, the day our side counts) that Stripe completed with the money taken: the PaymentIntent's
   * status and amount received, named by the tran_id our session carries (a session of no attempt of
   * ours by its own id). A session still settling (complete, not paid) has taken nothing yet. A shop
   * with no Stripe key has nothing there to read: an approved card payment of ours then shows as
   * approved here, not there.
   */
  async paidPayments(window: { from: Date; to: Date }): Promise<GatewayPayment[]> {
    if (!this.gateway.configured()) return [];
    const sessions = await this.gateway.completedSessions(window.from, window.to);
    return sessions
      .filter((session) => session.paymentStatus === 'paid')
      .map((session) => ({
        tranId: session.metadata.tran_id ?? session.id,
        status: session.paymentIntent?.status ?? session.paymentStatus,
        amountCents: session.paymentIntent?.amountReceived ?? session.amountTotal ?? undefined,
        currency: session.paymentIntent?.currency ?? session.currency ?? undefined,
      }));
  }
}
