/**
 * The admin's Needs attention view (docs/admin.md): paid orders not delivered within the SLA (or
 * escalated by provisioning), payments flagged for a refund, their actions and the delivery settings.
 * Money in integer cents (USD); times are ISO strings.
 */
export interface AttentionRefund {
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
  provider: string;
  providerRefundId: string | null;
  lastError: string | null;
  requestedByName: string | null;
  refundedAt: string | null;
}

export interface AttentionOrderRow {
  orderId: string;
  orderNumber: string;
  status: string;
  customerName: string;
  customerEmail: string | null;
  totalCents: number;
  paymentMethod: string;
  /** When the order was paid: its age in the view counts from here. */
  paidAt: string;
  /** When it entered the view, and why (provisioning gave up, or the SLA passed). */
  enteredAt: string | null;
  cause: 'escalated' | 'sla' | null;
  /** The newest provider error of its lines, else the order's failure reason. */
  lastError: string | null;
  canRetry: boolean;
  canRefund: boolean;
  refund: AttentionRefund | null;
  handled: { at: string; byName: string | null; note: string } | null;
}

export interface AttentionPaymentRow {
  paymentId: string;
  orderNumber: string;
  provider: string;
  transactionId: string;
  /** late_payment, duplicate_payment, amount_mismatch, approved_after_decline. */
  reason: string | null;
  paidCents: number;
  approvedAt: string | null;
  customerName: string;
  refund: AttentionRefund | null;
}

export interface AdminAttentionView {
  /** The SLA in minutes and the server's clock (the page ticks ages from it). */
  slaMinutes: number;
  autoRefundMinutes: number | null;
  now: string;
  orders: AttentionOrderRow[];
  payments: AttentionPaymentRow[];
}

export interface AdminRefundResponse {
  success: true;
  /** The order's status after the refund (refunded), or the flagged payment's order status. */
  orderStatus: string;
  refund: AttentionRefund;
  /** The refund had been done before: the provider was not asked again. */
  replayed: boolean;
}

export interface AdminDeliverySettings {
  slaMinutes: number;
  autoRefundMinutes: number | null;
}
