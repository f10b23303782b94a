import { defineLifecycle } from './lifecycle';

/** Order lifecycle (DESIGN §3). Purchases and top-ups (order kind `topup`) share it. */
export const ORDER_STATUSES = Object.freeze([
  'pending',
  'confirmed',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'refunded',
] as const);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Allowed transitions, and why each exists:
 *  - pending → confirmed: a verified payment (approved, expected amount and currency).
 *  - pending → cancelled: unpaid and expired. A declined payment does not fail the order: it stays
 *    pending so the customer can pay again, and is cancelled when it expires.
 *  - confirmed → processing: the provisioning job starts.
 *  - confirmed → failed: provisioning cannot start (e.g. the package is gone at the provider).
 *  - confirmed → refunded: an admin refunds before provisioning.
 *  - processing → completed: the eSIM is stored.
 *  - processing → failed: provisioning gave up after its retries (DESIGN §2.6).
 *  - failed → processing: an admin retries provisioning. failed → refunded: or refunds instead.
 *  - completed → refunded: a refund after delivery (provider rules permitting).
 *  - cancelled → confirmed: a payment verified after the order expired (a KHQR paid late). Money
 *    was taken, and "nothing paid is ever silently dropped", so the order is fulfilled.
 *  - refunded: terminal.
 * Not allowed, on purpose: skipping provisioning (confirmed → completed), going back to unpaid,
 * refunding while a provider call is in flight (processing → refunded: fail it first), and any
 * self-transition (a repeated event is a no-op for the caller to detect, not a transition).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.freeze({
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'failed', 'refunded'],
  processing: ['completed', 'failed'],
  completed: ['refunded'],
  failed: ['processing', 'refunded'],
  cancelled: ['confirmed'],
  refunded: [],
});

export const orderLifecycle = defineLifecycle<OrderStatus>('order', ORDER_TRANSITIONS);

/**
 * Whether the customer has paid for the order and the money is still ours: confirmed, processing,
 * completed, and failed (paid, fulfilment failed). The spec says "'confirmed' marks paid; also
 * 'completed'"; a poller that sees processing or failed has also been paid.
 */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = Object.freeze([
  'confirmed',
  'processing',
  'completed',
  'failed',
]);
export const isOrderPaid = (status: string): boolean =>
  (PAID_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The statuses whose order totals count as revenue on the admin Overview (computed by SQL with
 * this list): money taken and still ours, i.e. the paid statuses. Refunded, cancelled and pending
 * orders are not revenue.
 */
export const REVENUE_ORDER_STATUSES: readonly OrderStatus[] = PAID_ORDER_STATUSES;

/** Admin badge (admin §4): completed, confirmed success; pending, processing secondary; failed, cancelled destructive; others outline. */
export type AdminBadgeVariant = 'success' | 'secondary' | 'destructive' | 'outline';
export function adminOrderBadgeVariant(status: string): AdminBadgeVariant {
  switch (status) {
    case 'completed':
    case 'confirmed':
      return 'success';
    case 'pending':
    case 'processing':
      return 'secondary';
    case 'failed':
    case 'cancelled':
      return 'destructive';
    default:
      return 'outline';
  }
}

/**
 * Customer order badge (customer-area §2: colours for completed, confirmed, pending, failed and
 * other). The spec names no colours; chosen to match the eSIM badges: completed green, confirmed
 * blue (paid, on its way), pending yellow, failed red, anything else grey.
 */
export type OrderBadgeTone = 'green' | 'blue' | 'yellow' | 'red' | 'grey';
export function orderBadgeTone(status: string): OrderBadgeTone {
  switch (status) {
    case 'completed':
      return 'green';
    case 'confirmed':
      return 'blue';
    case 'pending':
      return 'yellow';
    case 'failed':
      return 'red';
    default:
      return 'grey';
  }
}
