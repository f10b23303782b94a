import { PROVIDER_OF_METHOD, type Payment, type PaymentMethod } from './payment.entity';
import { PAYMENT_LIFETIME_MINUTES } from './payment-schedule';
import { tranIdFor } from './tran-id';

/**
 * A new payment attempt for an order, not yet saved: its `sequence`-th tran_id of the method, the
 * order's amount in USD, and the attempt lifetime from `now`. An attempt handed to the payer at once
 * (`issued`) starts as pending; the others as created. The id is the caller's (or the database's).
 */
export function newAttempt(
  order: { id: string; orderNumber: string; totalCents: number },
  method: PaymentMethod,
  sequence: number,
  now: Date,
  issued = false,
): Partial<Payment> {
  return {
    orderId: order.id,
    provider: PROVIDER_OF_METHOD[method],
    method,
    tranId: tranIdFor(order.orderNumber, method, sequence),
    amountCents: order.totalCents,
    currency: 'USD',
    status: issued ? 'pending' : 'created',
    lifetimeMinutes: PAYMENT_LIFETIME_MINUTES,
    issuedAt: issued ? now : null,
    expiresAt: new Date(now.getTime() + PAYMENT_LIFETIME_MINUTES * 60_000),
  };
}
