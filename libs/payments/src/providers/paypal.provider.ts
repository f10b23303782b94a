import { Injectable } from '@nestjs/common';
import type { JobStatus } from '@app/core';
import { DataSource } from 'typeorm';
import type { Payment } from '../payment.entity';
import { PaypalGateway } from '../paypal-gateway';
import { PaypalSettlement } from '../paypal-settlement';
import type { GatewayPayment } from '../reconciliation-rules';
import { refundAtPaypal, type ProviderRefund, type RefundRequest } from '../refunds/refund-gateways';
import type { PaymentProvider } from './payment-provider';

/** The capture statuses that mean PayPal took the money (and maybe refunded it since). */
const PAID_CAPTURES = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/**
 * PayPal Orders v2: the order created when the payer asks for it (PaypalCheckout), captured by our
 * server (the browser's return, or the worker's check of an approved order nobody captured), read
 * back for every verdict, refunded by capture, reconciled by reading each attempt's order back.
 */
@Injectable()
export class PaypalProvider implements PaymentProvider {
  readonly name = 'paypal';
  readonly orderMethod = 'paypal';
  readonly firstAttempt = { method: 'paypal', issued: false } as const;
  readonly notThisMethod = 'This order is not paid with PayPal';

  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: PaypalGateway,
    private readonly settlement: PaypalSettlement,
  ) {}

  startData(): undefined {
    return undefined;
  }

  offered(): boolean {
    return true;
  }

  assertTakingPayments(): void {}

  /** The order read back; captured first when the buyer approved it and nobody captured it. */
  check(attempt: Payment): Promise<JobStatus> {
    return this.settlement.check(attempt, true);
  }

  /** PayPal closes nothing: the order is read once more without capturing (money the order can no longer take is not taken). */
  async close(attempt: Payment): Promise<void> {
    await this.settlement.check(attempt, false);
  }

  refund(payment: Payment, request: RefundRequest): Promise<ProviderRefund> {
    return refundAtPaypal(this.gateway, payment, request);
  }

  /** Every PayPal attempt of the window with a PayPal order, read back: the captures PayPal holds (Orders v2 has no list). */
  async paidPayments(window: { from: Date; to: Date }): Promise<GatewayPayment[]> {
    const rows: { tran_id: string; provider_order_id: string }[] = await this.dataSource.query(
      `SELECT tran_id, provider_order_id FROM payment
       WHERE provider = 'paypal' AND provider_order_id IS NOT NULL
         AND COALESCE(issued_at, created_at) >= $1 AND COALESCE(issued_at, created_at) < $2`,
      [window.from, window.to],
    );
    const payments: GatewayPayment[] = [];
    for (const row of rows) {
      const order = await this.gateway.getOrder(row.provider_order_id);
      const capture = order.captures.find((candidate) => PAID_CAPTURES.has(candidate.status));
      if (!capture) continue;
      payments.push({
        tranId: capture.invoiceId ?? row.tran_id,
        status: capture.status,
        amountCents: capture.amount?.amountMinor,
        currency: capture.amount?.currency,
      });
    }
    return payments;
  }
}
