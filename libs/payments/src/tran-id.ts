import type { PaymentMethod } from './payment.entity';

const LETTER: Record<PaymentMethod, string> = { checkout: 'C', khqr: 'Q', paypal: 'P', stripe: 'S' };

/** PayWay's limit (providers.md §1.2): ≤ 20 characters of [A-Za-z0-9_-], unique per merchant forever. */
export const TRAN_ID_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

/**
 * The tran_id of an attempt: the order number, the method's letter and the attempt number, e.g.
 * `DL261122K7Q2XMC1` (checkout form) or `DL261122K7Q2XMQ1` (KHQR). Readable in the PayWay portal
 * next to our order; unique because order numbers are, and enforced by a constraint anyway.
 */
export function tranIdFor(orderNumber: string, method: PaymentMethod, attempt: number): string {
  const tranId = `${orderNumber}${LETTER[method]}${attempt}`;
  if (!TRAN_ID_PATTERN.test(tranId)) throw new Error(`tran_id ${tranId} does not fit PayWay's limits`);
  return tranId;
}
