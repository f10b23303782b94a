import { PAYMENT_STATUS_MAX_CHECKS } from './constants';
import { defineLifecycle } from './lifecycle';
import type { OrderStatus } from './order-state';

/** Payment transaction lifecycle (DESIGN §3): one row per attempt with one provider. */
export const PAYMENT_STATUSES = Object.freeze([
  'created',
  'pending',
  'approved',
  'declined',
  'expired',
] as const);
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Allowed transitions:
 *  - created → pending: the gateway form / PayPal order was issued; only now can the customer pay.
 *  - created → expired: never issued before the order expired.
 *  - pending → approved | declined: the provider's verified answer (check-transaction / capture).
 *  - pending → expired: no answer by the end of monitoring and the order's expiry.
 *  - expired → approved: a later verification finds the money arrived after all (KHQR paid late,
 *    the last backup check). Refusing it would drop a paid payment.
 *  - approved, declined: terminal. A retry after a decline is a new payment row (new tran_id).
 * Kept to the design's five states on purpose: no 'cancelled' (a buyer cancelling at the provider
 * simply never approves; the attempt expires like any abandoned one, and the customer can start a
 * new one), no created → approved (nothing can be paid before it is issued), and no 'refunded' here
 * (a refund is an order-level state, recorded against the approved payment's verification results).
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = Object.freeze({
  created: ['pending', 'expired'],
  pending: ['approved', 'declined', 'expired'],
  approved: [],
  declined: [],
  expired: ['approved'],
});

export const paymentLifecycle = defineLifecycle<PaymentStatus>('payment', PAYMENT_TRANSITIONS);

/**
 * The state the public payment status page shows (customer-area §3, §4: pending, processing,
 * confirmed, failed), derived from the order:
 *  - pending → 'pending' (not paid yet);
 *  - confirmed, processing → 'processing' (paid, the eSIM is being provisioned: polling goes on);
 *  - completed → 'confirmed' (the eSIM exists, so the page can redirect to its details);
 *  - needs_attention, cancelled, refunded → 'failed'.
 * 'confirmed' waits for the eSIM because the page stops polling on confirmed and only redirects
 * when it has an eSIM id.
 */
export type PublicPaymentStatus = 'pending' | 'processing' | 'confirmed' | 'failed';
export function publicPaymentStatus(orderStatus: OrderStatus): PublicPaymentStatus {
  switch (orderStatus) {
    case 'pending':
      return 'pending';
    case 'confirmed':
    case 'processing':
      return 'processing';
    case 'completed':
      return 'confirmed';
    case 'needs_attention':
    case 'cancelled':
    case 'refunded':
      return 'failed';
  }
}

/** Payment status page: re-poll pending and processing, at most PAYMENT_STATUS_MAX_CHECKS checks. */
export const shouldPollPaymentStatus = (status: PublicPaymentStatus, checksDone: number): boolean =>
  (status === 'pending' || status === 'processing') && checksDone < PAYMENT_STATUS_MAX_CHECKS;
