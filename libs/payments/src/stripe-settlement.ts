import { Injectable } from '@nestjs/common';
import { AppLogger, type JobStatus } from '@app/core';
import { isProviderError, type StripeSessionView } from '@app/providers';
import { DataSource } from 'typeorm';
import type { Payment } from './payment.entity';
import { PaymentVerification, type AppliedVerification } from './payment-verification';
import { declineNote, stripeAnswer } from './stripe-answer';
import { StripeGateway } from './stripe-gateway';
import type { VerifiedAnswer } from './verification-rules';

export interface StripeVerified {
  session: StripeSessionView;
  answer: VerifiedAnswer;
  applied: AppliedVerification | null;
}

/**
 * The Stripe side of verification, for the worker (checks after webhooks, the backup schedule, the
 * sweep) and the expiry: read the Checkout Session and its PaymentIntent back from Stripe and apply them
 * through PaymentVerification, the same rules and transitions as PayWay and PayPal. Neither a webhook's
 * body nor the browser's return is applied.
 */
@Injectable()
export class StripeSettlement {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: StripeGateway,
    private readonly verification: PaymentVerification,
    private readonly logger: AppLogger,
  ) {}

  async verify(payment: Payment): Promise<StripeVerified> {
    const session = await this.gateway.getSession(payment.providerOrderId as string);
    const answer = stripeAnswer(session, payment);
    const applied = await this.verification.apply(payment.id, answer);
    // The reason the hosted page gave the buyer (the order page shows it; the attempt stays payable).
    const note = declineNote(session);
    if (note)
      await this.dataSource.query('UPDATE payment SET last_error = $2 WHERE id = $1', [payment.id, note]);
    return { session, answer, applied };
  }

  /** payment.check for a Stripe attempt: a refusal is recorded, transient errors throw (the queue retries). */
  async check(payment: Payment): Promise<JobStatus> {
    if (!payment.providerOrderId) return 'skipped';
    try {
      const verified = await this.verify(payment);
      if (verified.applied?.changed)
        this.logger.info(
          {
            tranId: payment.tranId,
            payment: verified.applied.paymentStatus,
            order: verified.applied.orderStatus,
          },
          'stripe payment verified',
        );
      return verified.applied?.changed ? 'done' : 'skipped';
    } catch (error) {
      await this.verification.recordError(payment.id, (error as Error).message);
      if (isProviderError(error) && !error.retryable) {
        this.logger.warn({ err: error, tranId: payment.tranId }, 'stripe check refused');
        return 'skipped';
      }
      throw error;
    }
  }

  /**
   * The attempt's deadline: expire its Checkout Session at Stripe so nobody can pay it any more, then
   * read it back once more (a payment that raced the expiry is applied, as late money if it must be).
   * Stripe refuses to expire a session that is no longer open (paid, or already expired): the read
   * back decides. Transient errors throw, so the queue retries the expiry.
   */
  async close(payment: Payment): Promise<void> {
    if (!payment.providerOrderId) return;
    try {
      await this.gateway.expireSession(payment.providerOrderId);
    } catch (error) {
      if (!isProviderError(error) || error.retryable) throw error;
      this.logger.info({ tranId: payment.tranId, code: error.code }, 'stripe session not expired (not open)');
    }
    await this.verify(payment);
  }
}
