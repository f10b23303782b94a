import { defineLifecycle } from './lifecycle';

/** Order lifecycle (DESIGN §3). Purchases and top-ups (order kind `topup`) share it. */
export const ORDER_STATUSES = Object.freeze([
  'pending',
  'confirmed',
  'processing',
  'completed',
  'needs_attention',
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
 *  - confirmed → needs_attention: provisioning cannot start (e.g. the package is gone at the provider).
 *  - confirmed → refunded: an admin refunds before provisioning.
 *  - processing → completed: the eSIM is stored.
 *  - processing → needs_attention: provisioning gave up (a permanent refusal such as the provider's
 *    balance, or a line's retry schedule ran out): paid, not delivered, and a person owns it now.
 *  - needs_attention → processing: an admin retries provisioning. needs_attention → refunded: or
 *    refunds instead. Every paid order ends completed or refunded, or waits here for a person.
 *  - completed → refunded: a refund after delivery (provider rules permitting).
 *  - cancelled and refunded: terminal. A payment verified after the order was cancelled (a KHQR paid
 *    late) does not revive it: the attempt is approved and flagged `late_payment` for a refund
 *    (providers.md §4: "a late APPROVED on an order we already cancelled goes to refund or manual
 *    review"), so nothing paid is silently dropped and a cancelled order never becomes paid.
 * Not allowed, on purpose: skipping provisioning (confirmed → completed), going back to unpaid,
 * refunding while provisioning may be calling the provider (processing → refunded: a refund first
 * moves the order to needs_attention under its lock, once no line holds a live lease), and any
 * self-transition (a repeated event is a no-op for the caller to detect, not a transition).
 * The order's side effects of each pair are declared once, in libs/orders `OrderTransitions`.
 */
export const ORDER_TRANSITIONS = Object.freeze({
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'needs_attention', 'refunded'],
  processing: ['completed', 'needs_attention'],
  completed: ['refunded'],
  needs_attention: ['processing', 'refunded'],
  cancelled: [],
  refunded: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>);

/** One allowed pair of the table, as `from>to` (a type: every edge, and only those). */
export type OrderTransitionKey = {
  [F in OrderStatus]: `${F}>${(typeof ORDER_TRANSITIONS)[F][number]}`;
}[OrderStatus];

export const orderLifecycle = defineLifecycle<OrderStatus>('order', ORDER_TRANSITIONS);

/**
 * Whether the customer has paid for the order and the money is still ours: confirmed, processing,
 * completed, and needs_attention (paid, not delivered, waiting for a person). The spec says "'confirmed' marks paid; also
 * 'completed'"; a poller that sees processing or needs_attention has also been paid.
 */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = Object.freeze([
  'confirmed',
  'processing',
  'completed',
  'needs_attention',
]);
export const isOrderPaid = (status: string): boolean =>
  (PAID_ORDER_STATUSES as readonly string[]).includes(status);

/** Paid, and its eSIMs are being made (the customer's pages say "Preparing your eSIM…"). */
export const isPreparingEsims = (status: string): boolean =>
  status === 'confirmed' || status === 'processing';

/**
 * The statuses whose order totals count as revenue on the admin Overview (computed by SQL with
 * this list): money taken and still ours, i.e. the paid statuses, less what partial refunds gave
 * back (orders.refunded_cents). Refunded, cancelled and pending orders are not revenue.
 */
export const REVENUE_ORDER_STATUSES: readonly OrderStatus[] = PAID_ORDER_STATUSES;

/** Admin badge (admin §4): completed, confirmed success; pending, processing secondary; needs attention, cancelled destructive; others outline. */
export type AdminBadgeVariant = 'success' | 'secondary' | 'destructive' | 'outline';
export function adminOrderBadgeVariant(status: string): AdminBadgeVariant {
  switch (status) {
    case 'completed':
    case 'confirmed':
      return 'success';
    case 'pending':
    case 'processing':
      return 'secondary';
    case 'needs_attention':
    case 'cancelled':
      return 'destructive';
    default:
      return 'outline';
  }
}

/**
 * Customer order badge (customer-area §2: colours for completed, confirmed, pending, failed (needs attention) and
 * other). The spec names no colours; chosen to match the eSIM badges: completed green, confirmed
 * blue (paid, on its way), pending yellow, needs attention (paid, not delivered) red, anything else grey.
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
    case 'needs_attention':
      return 'red';
    default:
      return 'grey';
  }
}

/** Paid orders still on their way to the customer: the ones the delivery guarantee watches. */
export const UNDELIVERED_PAID_STATUSES: readonly OrderStatus[] = Object.freeze([
  'confirmed',
  'processing',
  'needs_attention',
]);
