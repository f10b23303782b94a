/**
 * Domain events: name → payload (ids only). Written to the outbox inside the transaction that
 * changes the state; the relay hands each one, at least once, to its @OnEvent listeners.
 */
export interface EventPayloads {
  'system.check_requested': { checkId: string };
  /** A notification row was inserted (libs/notifications): queue its send job. */
  'notification.requested': { notificationId: string };
  /** An agent answered a contact message in the admin panel: it reaches the customer's Telegram chat when it came from there. */
  'contact.replied': { replyId: string };
  /** The catalogue sync added packages that were not on sale before. */
  'catalogue.packages_found': { packageIds: number[] };
  /** What is on sale changed (sync run or part of a full load): clients refetch. */
  'catalogue.changed': { version: number; newPackages: number; updatedPackages: number };
  // Orders and payments (libs/orders, libs/payments; docs/architecture.md "Money path").
  /** An order and its first payment attempt were placed (create-order): schedule the attempt's expiry. */
  'order.created': { orderId: string };
  /** A payment attempt was handed to the payer (signed form or KHQR): schedule the server-side checks. */
  'payment.issued': { paymentId: string; orderId: string };
  /** A payment attempt or its order changed state: push order_status_update to the order's rooms. */
  'payment.status_changed': { paymentId: string; orderId: string };
  /** The order is paid (approved, expected amount and currency, verified by check-transaction): provision it. */
  'payment.confirmed': { orderId: string; paymentId: string };
  /** Money arrived that the order cannot take (late, twice, or a different amount): refund or review it. */
  'payment.refund_needed': { paymentId: string; orderId: string; reason: string };
  // eSIMs (libs/esims): provisioning and status sync.
  /** The order's eSIMs are stored and the order is completed: push esim_status_update to its rooms. */
  'esim.provisioned': { orderId: string };
  /** Provisioning of the order started (processing) or gave up (failed): push to its rooms. */
  'esim.provisioning_changed': { orderId: string };
  /** A sync changed an eSIM's status or usage: push esim_status_update to its owner. */
  'esim.status_changed': { esimId: string };
  /** A usage or expiry alert was recorded for the eSIM: push esim_alert to its owner. */
  'esim.alert': { esimId: string; kind: 'usage_80' | 'usage_100' | 'expiry_24h' };
  /** Provisioning gave up: the paid order needs attention (admin view entry, staff email). */
  'order.needs_attention': { orderId: string };
  /** A payment was refunded through its provider (the order's refund or a flagged payment's). */
  'payment.refunded': { paymentId: string; orderId: string; refundId?: string };
}

export type EventName = keyof EventPayloads;

export interface DomainEvent<N extends EventName = EventName> {
  /** The outbox row id: stable across redeliveries, so listeners can derive job ids from it. */
  id: string;
  type: N;
  payload: EventPayloads[N];
  createdAt: Date;
}
