import { ConflictException } from '@nestjs/common';
import type { JobStatus } from '@app/core';
import type { PaymentData } from '@app/contracts';
import { isOrderPaid } from '@app/domain';
import type { Order, OrderItem, OrderPaymentMethod } from '@app/orders';
import type { Payment, PaymentMethod, PaymentProviderName } from '../payment.entity';
import type { GatewayPayment } from '../reconciliation-rules';
import type { ProviderRefund, RefundRequest } from '../refunds/refund-gateways';

/**
 * One payment provider, as checkout, the worker's checks and expiry, refunds and the daily
 * reconciliation use it. One module per provider (`providers/<name>.provider.ts`) implements every
 * member, and the registry (`payment-providers.ts`) lists each once: a provider that leaves out a
 * capability, or a provider name with no module, does not compile.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The method an order names at create-order (`orders.payment_method`) to be paid here. */
  readonly orderMethod: OrderPaymentMethod;
  /**
   * Start: the order's first attempt. `issued`: handed to the payer with create-order's answer (PayWay's
   * signed form), so it is written pending and its checks start at once; else created, and issued when
   * the payer asks for it (PayPal's order, Stripe's Checkout Session).
   */
  readonly firstAttempt: { method: PaymentMethod; issued: boolean };
  /** What create-order's answer carries for the first attempt (PayWay's signed form), if anything. */
  startData(attempt: Payment, order: Order, items: OrderItem[]): PaymentData | undefined;
  /** 409 PAYMENT_METHOD_MISMATCH's words when another provider's order asks to be paid here. */
  readonly notThisMethod: string;
  /** Whether checkout offers it now (Stripe: while an admin enabled it). */
  offered(): boolean;
  /** Still payable, the provider's part: refuses (4xx) while it takes no payments. */
  assertTakingPayments(): void;
  /**
   * Check and verify: ask the provider about the attempt and apply its answer through
   * PaymentVerification; captures where the provider needs it (PayPal: an approved order nobody
   * captured). A refusal is recorded and skipped; transient errors throw (the queue retries).
   */
  check(attempt: Payment): Promise<JobStatus>;
  /**
   * The attempt's deadline: make it unpayable at the provider, then read it once more (never a
   * capture), so a payment that raced the close is applied (as late money if it must be).
   */
  close(attempt: Payment): Promise<void>;
  /**
   * A refund of the payment, in full or in part (several partial refunds up to what was paid: every
   * provider takes them), read back before and after (RefundRequest, ProviderRefund).
   */
  refund(payment: Payment, request: RefundRequest): Promise<ProviderRefund>;
  /** Reconcile: the payments the provider took in the window (approved, or since refunded). */
  paidPayments(window: { from: Date; to: Date }): Promise<GatewayPayment[]>;
}

/**
 * Whether an order can still be paid with `provider` (the one rule of every "pay this order" request:
 * PayPal's order, Stripe's session): the order names that provider's method, is not paid, is still
 * pending, and the provider takes payments now. Throws the 4xx that says which.
 */
export function assertStillPayable(
  order: Pick<Order, 'paymentMethod' | 'status'>,
  provider: PaymentProvider,
): void {
  if (order.paymentMethod !== provider.orderMethod)
    throw new ConflictException({ code: 'PAYMENT_METHOD_MISMATCH', message: provider.notThisMethod });
  if (isOrderPaid(order.status))
    throw new ConflictException({ code: 'ALREADY_PAID', message: 'This order is already paid' });
  if (order.status !== 'pending')
    throw new ConflictException({
      code: 'PAYMENT_CLOSED',
      message: 'This payment can no longer be completed. Please place the order again.',
    });
  provider.assertTakingPayments();
}
