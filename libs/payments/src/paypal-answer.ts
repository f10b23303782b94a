import type { PaypalOrder } from '@app/providers';
import type { VerifiedAnswer } from './verification-rules';

/** What an attempt's own PayPal order must carry: our attempt id as custom_id, its tran_id as invoice_id. */
export interface PaypalAttemptIds {
  id: string;
  tranId: string;
}

/**
 * PayPal's order (GET /v2/checkout/orders/{id}) as a verified answer for decideVerification
 * (providers.md §2.3, §4). Only a COMPLETED capture is paid, with the capture's own amount (the rules
 * compare it with ours); an order or capture whose custom_id/invoice_id is not this attempt's is
 * someone else's and moves nothing; a PENDING capture waits; a DECLINED or FAILED capture declines;
 * a VOIDED order cancels. An order not captured yet (CREATED, APPROVED) moves nothing.
 */
export function paypalAnswer(order: PaypalOrder, attempt: PaypalAttemptIds): VerifiedAnswer {
  const foreign =
    order.purchaseUnits.some(
      (unit) =>
        (unit.customId !== undefined && unit.customId !== attempt.id) ||
        (unit.invoiceId !== undefined && unit.invoiceId !== attempt.tranId),
    ) ||
    order.captures.some(
      (capture) =>
        (capture.customId !== undefined && capture.customId !== attempt.id) ||
        (capture.invoiceId !== undefined && capture.invoiceId !== attempt.tranId),
    );
  if (foreign) return { status: 'FOREIGN_ORDER', paid: false };
  const completed = order.captures.find((capture) => capture.status === 'COMPLETED');
  if (completed) return { status: 'COMPLETED', paid: true, total: completed.amount, apv: completed.id };
  const pending = order.captures.find((capture) => capture.status === 'PENDING');
  if (pending) return { status: 'PENDING', paid: false, apv: pending.id };
  const failed = order.captures.find(
    (capture) => capture.status === 'DECLINED' || capture.status === 'FAILED',
  );
  if (failed) return { status: 'DECLINED', paid: false, apv: failed.id };
  if (order.captures.length > 0) return { status: order.captures[0].status, paid: false };
  if (order.status === 'VOIDED') return { status: 'CANCELLED', paid: false };
  return { status: `ORDER_${order.status}`.slice(0, 16), paid: false };
}

/** The buyer approved at PayPal and nobody captured yet: the server may capture (once: PayPal-Request-Id). */
export const awaitsCapture = (order: PaypalOrder): boolean =>
  order.status === 'APPROVED' && order.captures.length === 0;
