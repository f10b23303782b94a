/** Partial and per-line refunds on the admin's order page: shapes shared with the web. */

/** POST /api/admin/orders/:orderNumber/refunds: some lines (each in full, or an amount of it), or an amount. */
export interface AdminPartialRefundRequest {
  /** The dialog's idempotency key (a uuid made when the dialog opens): a repeat answers the same refund. */
  requestKey: string;
  lines?: { orderItemId: string; amountCents?: number }[];
  amountCents?: number;
}

export type RefundLineEsimOutcome = 'cancelled' | 'flagged' | 'none';

/** One refund of the order's payment (full or partial), as the order page lists it. */
export interface AdminOrderRefund {
  id: string;
  kind: 'full' | 'part';
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
  provider: string;
  providerRefundId: string | null;
  lastError: string | null;
  requestedByName: string | null;
  createdAt: string;
  refundedAt: string | null;
  lines: {
    orderItemId: string;
    amountCents: number;
    /** What became of the line's eSIMs at RoameSIM (null until seen to). */
    esimOutcome: RefundLineEsimOutcome | null;
    esimNote: string | null;
  }[];
}

/** The order's refunds: the sum, the label, what is left, per line, and each refund. */
export interface OrderRefundsView {
  refundedCents: number;
  /** What the approved payment took (0 without one). */
  capturedCents: number;
  /** Captured minus refunded (or being refunded): the most a new refund may give back. */
  refundableCents: number;
  /** none, partial (partially refunded) or full (refunded). */
  label: 'none' | 'partial' | 'full';
  /** A partial refund is possible now (delivery ended: completed or needs attention, money left). */
  canRefundPart: boolean;
  lines: { orderItemId: string; refundedCents: number }[];
  history: AdminOrderRefund[];
}

export interface AdminPartialRefundResponse {
  /** The refund had been done before (the same request key): the provider was not asked again. */
  replayed: boolean;
  orderStatus: string;
  refund: AdminOrderRefund;
  refunds: OrderRefundsView;
}
