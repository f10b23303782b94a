import type { OrderRefundsView } from './admin-refunds';
import type { UserView } from './accounts';
import type { AttentionRefund } from './admin-attention';

/**
 * The admin panel's calls (docs/admin.md): /api/admin/overview, /api/admin/users,
 * /api/admin/orders, /api/admin/payments/{id}/refund-review. Money is integer cents (USD).
 */
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type AdminUserView = UserView & { disabledAt: string | null };

/** Stable error codes of the admin actions, mapped to texts by the web. */
export type AdminErrorCode =
  | 'LAST_ADMIN'
  | 'NOT_ON_YOURSELF'
  | 'ORDER_NOT_RETRYABLE'
  | 'NOT_FLAGGED_FOR_REFUND'
  | 'REFUND_ALREADY_REVIEWED'
  | 'ORDER_NOT_REFUNDABLE'
  | 'PROVISIONING_IN_FLIGHT'
  | 'REFUND_IN_PROGRESS'
  | 'REFUND_FAILED'
  | 'ALREADY_HANDLED'
  | 'NOT_IN_ATTENTION';

export interface AdminOrderRow {
  id: string;
  orderNumber: string;
  kind: 'purchase' | 'topup';
  status: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  /** The first line's destination, data and days (DayPass: the days bought). */
  package: { destination: string; data: string; days: number } | null;
  /** RoameSIM order numbers of the order's lines; empty: 'No eSIM'. */
  providerOrderNumbers: string[];
  totalCents: number;
  currency: 'USD';
  paymentMethod: string;
  /** A payment of this order is flagged needs_refund and no admin has reviewed it yet. */
  refundOpen: boolean;
  createdAt: string;
}

export interface AdminOrderItem {
  id: string;
  packageId: number;
  quantity: number;
  destination: string;
  plan: string;
  data: string;
  days: number;
  customDays: number | null;
  unitCents: number;
  lineCents: number;
  /** What the line was paid: lineCents less its share of a discount code. */
  paidCents: number;
}

export interface AdminRefundReview {
  outcome: 'refunded' | 'reviewed';
  note: string;
  reviewedBy: string;
  reviewedByName: string | null;
  reviewedAt: string;
}

export interface AdminPayment {
  id: string;
  provider: string;
  method: string;
  transactionId: string;
  status: string;
  amountCents: number;
  paidAmountCents: number | null;
  paidCurrency: string | null;
  needsRefund: boolean;
  refundReason: string | null;
  refundReview: AdminRefundReview | null;
  /** Its refund through the provider (the Refund action), if one was asked for. */
  refund: AttentionRefund | null;
  approvedAt: string | null;
  createdAt: string;
}

export interface AdminOrderEsim {
  id: string;
  iccid: string;
  status: string;
  providerOrderNumber: string;
  activationCode: string;
  qrCodeData: string;
  createdAt: string;
  activatedAt: string | null;
}

export interface AdminProviderLine {
  orderItemId: string;
  state: string;
  providerOrderNumber: string | null;
  failureCode: string | null;
  lastError: string | null;
  attempts: number;
}

export interface AdminOrderDetail {
  id: string;
  orderNumber: string;
  kind: 'purchase' | 'topup';
  status: string;
  createdAt: string;
  customer: { name: string; email: string | null; phone: string; userId: string | null };
  items: AdminOrderItem[];
  subtotalCents: number;
  /** The discount code the order was priced with, and what it took off. */
  discountCode: string | null;
  discountCents: number;
  processingFeeCents: number;
  totalCents: number;
  currency: 'USD';
  paymentMethod: string;
  /** The approved attempt's tran_id, else the newest attempt's. */
  transactionId: string | null;
  payments: AdminPayment[];
  esims: AdminOrderEsim[];
  providerLines: AdminProviderLine[];
  failureReason: string | null;
  /** Orders that need attention can be re-provisioned (ProvisioningRecovery.retry). */
  canRetry: boolean;
  /** Partial and full refunds of the order (admin-refunds.ts). */
  refunds: OrderRefundsView;
}

export interface AdminOverview {
  packages: { total: number; available: number };
  users: { total: number; verified: number };
  orders: { total: number; completed: number };
  /** Sum of order totals in the revenue statuses (REVENUE_ORDER_STATUSES in libs/domain), less partial refunds. */
  revenueCents: number;
  byStatus: { status: string; count: number; totalCents: number }[];
  refunds: { open: number; openCents: number };
  /** Paid orders in the Needs attention view not yet marked handled. */
  needsAttention: number;
  recentOrders: AdminOrderRow[];
}

export interface AdminRetryResponse {
  success: true;
  status: string;
}

/** One line of a day's reconciliation with a gateway (GET /api/admin/payments/reconciliation). */
export interface AdminReconciliationDifference {
  kind: 'paid_there_not_here' | 'here_not_there' | 'amount_differs';
  tranId: string;
  orderNumber: string | null;
  ourStatus: string | null;
  gatewayStatus: string | null;
  ourAmountCents: number | null;
  gatewayAmountCents: number | null;
  currency: string | null;
}

export interface AdminReconciliationRun {
  /** YYYY-MM-DD (UTC). */
  day: string;
  provider: 'payway' | 'paypal' | 'stripe';
  status: 'matched' | 'differences' | 'failed';
  checkedCount: number;
  differences: AdminReconciliationDifference[];
  error: string | null;
  ranAt: string;
}

/** A discount code as the admin Discount codes tab lists it. */
export interface DiscountCodeView {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amountCents: number | null;
  packageIds: number[];
  countryCodes: string[];
  startsAt: string | null;
  endsAt: string | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  belowCostAllowed: boolean;
  active: boolean;
  /** Orders that used it (not counting orders cancelled unpaid). */
  uses: number;
  /** What it took off those orders, in cents. */
  discountedCents: number;
  createdAt: string;
}

/** POST /api/admin/discount-codes (PATCH takes any of its fields but the code). */
export interface DiscountCodeInput {
  code: string;
  kind: 'percent' | 'fixed';
  percent?: number | null;
  amountCents?: number | null;
  packageIds?: number[];
  countryCodes?: string[];
  startsAt?: string | null;
  endsAt?: string | null;
  totalLimit?: number | null;
  perCustomerLimit?: number | null;
  firstOrderOnly?: boolean;
  belowCostAllowed?: boolean;
  active?: boolean;
}
