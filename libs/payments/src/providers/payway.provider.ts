import { Injectable } from '@nestjs/common';
import { AppLogger, type JobStatus } from '@app/core';
import type { PaymentData } from '@app/contracts';
import type { Order, OrderItem } from '@app/orders';
import { isProviderError } from '@app/providers';
import type { Payment } from '../payment.entity';
import { PaymentForms } from '../payment-forms';
import { PaymentVerification } from '../payment-verification';
import { PaywayGateway } from '../payway-gateway';
import type { GatewayPayment } from '../reconciliation-rules';
import { refundAtPayway, type ProviderRefund, type RefundRequest } from '../refunds/refund-gateways';
import type { PaymentProvider } from './payment-provider';

/** A KHQR PayWay still does not know this long after its deadline was never payable: stop retrying. */
const CLOSE_NOT_FOUND_GRACE_MS = 10 * 60_000;

/**
 * ABA PayWay: the signed checkout form issued with the order (and KHQR attempts, libs/payments
 * KhqrAttempts), check-transaction-2, close-transaction at the deadline, refund, transaction-list-2.
 */
@Injectable()
export class PaywayProvider implements PaymentProvider {
  readonly name = 'payway';
  readonly orderMethod = 'payway_khqr';
  readonly firstAttempt = { method: 'checkout', issued: true } as const;
  readonly notThisMethod = 'This order is not paid with ABA PayWay';

  constructor(
    private readonly gateway: PaywayGateway,
    private readonly forms: PaymentForms,
    private readonly verification: PaymentVerification,
    private readonly logger: AppLogger,
  ) {}

  startData(attempt: Payment, order: Order, items: OrderItem[]): PaymentData {
    return this.forms.paymentData(attempt, order, items);
  }

  offered(): boolean {
    return true;
  }

  assertTakingPayments(): void {}

  /** check-transaction-2, applied; a refusal retrying cannot change is skipped. */
  async check(attempt: Payment): Promise<JobStatus> {
    let answer;
    try {
      answer = await this.gateway.check(attempt.tranId);
    } catch (error) {
      await this.verification.recordError(attempt.id, (error as Error).message);
      if (isProviderError(error) && !error.retryable) {
        this.logger.warn({ err: error, tranId: attempt.tranId }, 'payment check refused by the gateway');
        return 'skipped';
      }
      throw error;
    }
    const applied = await this.verification.apply(attempt.id, answer);
    if (applied?.changed)
      this.logger.info(
        { tranId: attempt.tranId, payment: applied.paymentStatus, order: applied.orderStatus },
        'payment verified',
      );
    return applied?.changed ? 'done' : 'skipped';
  }

  /** close-transaction (nobody can pay it any more), then one more check-transaction. */
  async close(attempt: Payment): Promise<void> {
    await this.closeAtPayway(attempt);
    await this.check(attempt);
  }

  /**
   * Nothing may stay payable at PayWay once we expire the attempt. A transient error or a KHQR that
   * PayWay does not know yet (its "not found" lag: PayWay created it, so it is payable) throws, and the
   * queue retries the expiry until PayWay answers a final state. A checkout form PayWay never saw (the
   * browser did not post it) has nothing to close; a refusal that retrying cannot change is logged.
   */
  private async closeAtPayway(payment: Payment): Promise<void> {
    let closed: 'closed' | 'final' | 'not_found';
    try {
      closed = await this.gateway.close(payment.tranId);
    } catch (error) {
      if (isProviderError(error) && !error.retryable) {
        this.logger.warn(
          { err: error, tranId: payment.tranId },
          'close-transaction refused; checking anyway',
        );
        return;
      }
      throw error;
    }
    const lagOver = Date.now() - payment.expiresAt.getTime() > CLOSE_NOT_FOUND_GRACE_MS;
    if (closed === 'not_found' && payment.method === 'khqr' && !lagOver)
      throw new Error(
        `close-transaction: PayWay does not know KHQR ${payment.tranId} yet; retrying the expiry`,
      );
  }

  refund(payment: Payment, request: RefundRequest): Promise<ProviderRefund> {
    return refundAtPayway(this.gateway, payment, request);
  }

  /** transaction-list-2: APPROVED and REFUNDED transactions of the window. */
  async paidPayments(window: { from: Date; to: Date }): Promise<GatewayPayment[]> {
    const transactions = await this.gateway.paidTransactions(
      window.from,
      new Date(window.to.getTime() - 1000),
    );
    return transactions.map((tx) => ({
      tranId: tx.tranId,
      status: tx.status,
      amountCents: tx.original?.amountMinor,
      currency: tx.original?.currency,
    }));
  }
}
