import { Injectable } from '@nestjs/common';
import { AppLogger, type JobStatus } from '@app/core';
import { isProviderError, type PaypalOrder } from '@app/providers';
import { DataSource } from 'typeorm';
import { Payment } from './payment.entity';
import { awaitsCapture, paypalAnswer } from './paypal-answer';
import { PaypalGateway } from './paypal-gateway';
import { PaymentVerification, type AppliedVerification } from './payment-verification';
import type { VerifiedAnswer } from './verification-rules';

export interface PaypalVerified {
  paypalOrder: PaypalOrder;
  answer: VerifiedAnswer;
  applied: AppliedVerification | null;
}

/**
 * The PayPal side of verification, shared by the api (capture-order) and the worker (checks, webhooks,
 * expiry): read the order back from PayPal (GET), map it with paypalAnswer and apply it through
 * PaymentVerification, the same rules and transitions as PayWay. A browser's claim is never applied.
 */
@Injectable()
export class PaypalSettlement {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: PaypalGateway,
    private readonly verification: PaymentVerification,
    private readonly logger: AppLogger,
  ) {}

  /** GET the attempt's PayPal order and apply what PayPal says. */
  async verify(payment: Payment): Promise<PaypalVerified> {
    const paypalOrder = await this.gateway.getOrder(payment.providerOrderId as string);
    const answer = paypalAnswer(paypalOrder, payment);
    const applied = await this.verification.apply(payment.id, answer);
    return { paypalOrder, answer, applied };
  }

  /**
   * payment.check for a PayPal attempt. An order the buyer approved but nobody captured (the browser
   * never came back) is captured here when `mayCapture` (a live attempt of a pending order, before its
   * deadline), then read back and applied. A capture PayPal refuses is recorded; transient errors throw
   * so the queue retries.
   */
  async check(payment: Payment, mayCapture: boolean): Promise<JobStatus> {
    if (!payment.providerOrderId) return 'skipped';
    try {
      let verified = await this.verify(payment);
      if (mayCapture && awaitsCapture(verified.paypalOrder) && (await this.mayCapture(payment))) {
        await this.captureQuietly(payment);
        verified = await this.verify(payment);
      }
      if (verified.applied?.changed)
        this.logger.info(
          {
            tranId: payment.tranId,
            payment: verified.applied.paymentStatus,
            order: verified.applied.orderStatus,
          },
          'paypal payment verified',
        );
      return verified.applied?.changed ? 'done' : 'skipped';
    } catch (error) {
      await this.verification.recordError(payment.id, (error as Error).message);
      if (isProviderError(error) && !error.retryable) {
        this.logger.warn({ err: error, tranId: payment.tranId }, 'paypal check refused');
        return 'skipped';
      }
      throw error;
    }
  }

  /**
   * Captures the attempt's PayPal order when, and only when, PayPal says the buyer approved it and
   * nothing is captured yet: the order is read back first, so a COMPLETED (or PENDING) capture is never
   * followed by another. The PayPal-Request-Id `capture:<attempt>:<seq>` is reused while the outcome is
   * unknown (timeouts, 5xx: PayPal's replay is then the capture we want); a refusal the buyer can clear
   * (INSTRUMENT_DECLINED, PAYER_CANNOT_PAY…, or a concurrent request) moves seq on, so the next capture
   * is a new request and not the replay of that refusal. Two captures racing with the same id are one
   * request at PayPal; with different ids the second meets ORDER_ALREADY_CAPTURED (one capture per order),
   * which the client resolves by reading the order.
   */
  async captureApproved(payment: Payment): Promise<'captured' | 'already_captured' | 'not_approved'> {
    const paypalOrderId = payment.providerOrderId as string;
    const order = await this.gateway.getOrder(paypalOrderId);
    if (order.captures.length > 0) return 'already_captured';
    if (!awaitsCapture(order)) return 'not_approved';
    const rows: { capture_seq: number }[] = await this.dataSource.query(
      'SELECT capture_seq FROM payment WHERE id = $1',
      [payment.id],
    );
    const seq = rows[0]?.capture_seq ?? 0;
    try {
      await this.gateway.capture(paypalOrderId, payment.id, seq);
      return 'captured';
    } catch (error) {
      if (isProviderError(error) && !error.retryable && error.code !== 'CAPTURE_DECLINED')
        await this.dataSource.query(
          'UPDATE payment SET capture_seq = capture_seq + 1 WHERE id = $1 AND capture_seq = $2',
          [payment.id, seq],
        );
      throw error;
    }
  }

  /** Captures; a decline PayPal answers with a 422 is recorded on the attempt (it stays payable). */
  private async captureQuietly(payment: Payment): Promise<void> {
    try {
      await this.captureApproved(payment);
    } catch (error) {
      if (!isProviderError(error) || error.retryable) throw error;
      await this.verification.recordError(payment.id, error.message);
    }
  }

  /** Only money the order can still take is captured: the attempt live, the order pending, in time. */
  private async mayCapture(payment: Payment): Promise<boolean> {
    const rows: { status: string; order_status: string; expires_at: Date }[] = await this.dataSource.query(
      `SELECT p.status, o.status AS order_status, p.expires_at FROM payment p JOIN orders o ON o.id = p.order_id
       WHERE p.id = $1`,
      [payment.id],
    );
    const row = rows[0];
    return (
      !!row &&
      (row.status === 'created' || row.status === 'pending') &&
      row.order_status === 'pending' &&
      row.expires_at.getTime() > Date.now()
    );
  }
}
