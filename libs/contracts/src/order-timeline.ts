/**
 * The admin order page's timeline (GET /api/admin/orders/{orderNumber}/timeline): everything that
 * happened to the order, oldest first. Rows of `order_event` (written by triggers and by the code
 * that does each step) and the audit log's entries about the order or its payments.
 */
export const ORDER_EVENT_KINDS = [
  'order.placed',
  'order.status',
  'payment.created',
  'payment.status',
  'payment.check',
  'payment.pushback',
  'paypal.webhook',
  'provider.call',
  'email.sent',
  'email.failed',
  'email.retry',
  'realtime.push',
  'refund',
  'admin.action',
  'staff.note',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export interface OrderTimelineEntry {
  /** `e<id>` an order_event row, `a<id>` an audit entry, `n<id>` a staff note (unique within the answer). */
  id: string;
  at: string;
  kind: OrderEventKind;
  /** The facts of the step (ids, statuses, codes, amounts in cents, latency in ms); never a secret. */
  data: Record<string, unknown>;
}

export interface OrderTimeline {
  orderId: string;
  orderNumber: string;
  entries: OrderTimelineEntry[];
}
