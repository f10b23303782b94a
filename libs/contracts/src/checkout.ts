/**
 * Checkout and payment shapes (purchase-flow §3, §7; customer-area §3, §7). Every amount here was
 * computed or verified by the server; a status is what the worker verified with the gateway, never
 * what a browser or a return URL claimed.
 */

export type CheckoutPaymentMethod = 'payway_khqr' | 'paypal' | 'stripe';

/** One requested line. Prices sent along (customPrice, finalPrice, price) are ignored by the server. */
export interface CreateOrderItem {
  packageId?: number;
  /** The dialog variant sends the package's own fields; `id` is its package id. */
  id?: number;
  quantity?: number;
  customDays?: number | null;
  dayPassDays?: number | null;
  customPrice?: number | string | null;
  finalPrice?: number | string | null;
  packageType?: 'DayPass' | 'FixedPlan';
  [packageField: string]: unknown;
}

/** POST /api/create-order (header Idempotency-Key: a repeat returns the first result). */
export interface CreateOrderRequest {
  customerName: string;
  customerEmail?: string;
  customerPhone: string;
  items: CreateOrderItem[];
  /** What the browser shows as the total (USD, e.g. 12 or "12.00"); a different server total is a 409. */
  totalAmount: number | string;
  paymentMethod: CheckoutPaymentMethod;
  sessionId?: string;
  language?: 'en' | 'km';
  /** A discount code as typed; the server prices it (422 naming why when it does not apply). */
  discountCode?: string;
}

/** The signed PayWay purchase form: posted by the browser into the gateway frame or popup. */
export interface PaywayFormData {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface PaymentData {
  /** `<form id="aba_merchant_request" …>` with the signed hidden fields (the spec's formHtml). */
  formHtml: string;
  /** The same form as data, for clients that build the form element themselves. */
  form: PaywayFormData;
  transactionId: string;
  tranId: string;
}

export interface CreateOrderResponse {
  success: true;
  orderId: string;
  orderNumber: string;
  /** The PayWay tran_id of the order's checkout attempt. */
  transactionId: string;
  /** Server total, USD with 2 decimals. */
  totalAmount: string;
  currency: 'USD';
  status: string;
  /** Guest access to this order (its realtime room, the later order link). Keep it secret. */
  accessToken: string;
  /** PayWay orders: the signed form (the payment dialog's paymentData). Absent for PayPal. */
  paymentData?: PaymentData;
  message: string;
}

/** POST /api/payway/generate-popup-form. Amounts and items sent along are not used for the form. */
export interface GeneratePopupFormRequest {
  orderId?: string;
  transactionId?: string;
  /** Renewal checkout without a transaction id: the renewal order's number. */
  orderNumber?: string;
  accessToken?: string;
  sessionId?: string;
  amount?: number | string;
  [ignored: string]: unknown;
}

export interface PaymentFormResponse {
  success: true;
  formHtml: string;
  form: PaywayFormData;
  transactionId: string;
  orderId: string;
  orderNumber: string;
  /** Server total, USD with 2 decimals. */
  amount: string;
}

/** GET /api/payway/qr-data/{tranId}: the KHQR we render from the gateway's qrString. */
export interface QrDataResponse {
  success: boolean;
  /** data:image/png;base64 of the KHQR (160 px, margin 2, level M). */
  qrCodeUrl: string | null;
  /** abamobilebank://… opens the bank app on a phone. */
  deeplink: string | null;
  /** The KHQR attempt's own tran_id. */
  tranId: string | null;
  amount: string;
  currency: 'USD';
  /** ISO time the QR stops being payable (the transaction lifetime). */
  expiresAt: string | null;
  /** Set when success is false: 'preparing' (ask again), 'expired', 'closed' (already paid or over), 'unavailable'. */
  reason?: 'preparing' | 'expired' | 'closed' | 'unavailable';
}

/**
 * Payment state as we verified it. `status` mirrors PayWay's payment_status_code for the attempt
 * ('0' approved, '2' pending, '3' declined, '7' expired or cancelled).
 */
export type VerifiedPaywayCode = '0' | '2' | '3' | '7';
export type VerifiedStatusText = 'APPROVED' | 'PENDING' | 'DECLINED' | 'EXPIRED';

/** POST /api/payway/check-transaction/{transactionId}, GET /api/payway/return. */
export interface TransactionCheckResponse {
  success: true;
  transactionId: string;
  isPaymentConfirmed: boolean;
  status: VerifiedPaywayCode;
  statusText: VerifiedStatusText;
  amount: string;
}

/** POST /api/payway/process-return. */
export interface ProcessReturnResponse {
  success: true;
  statusText: VerifiedStatusText;
  paymentStatus: VerifiedPaywayCode;
}

/** POST /api/payway/check-transaction-backup. */
export interface BackupCheckResponse {
  success: true;
  status: VerifiedPaywayCode;
  statusText: VerifiedStatusText;
}

/**
 * GET /api/payment/status/{transactionId}. `status` is the page's state (customer-area §4:
 * confirmed once the eSIM exists); `paymentStatus` is the payment alone ('completed' once paid).
 */
export interface PaymentStatusResponse {
  status: 'pending' | 'processing' | 'confirmed' | 'failed';
  paymentStatus: 'pending' | 'completed' | 'failed';
  orderId: string;
  orderNumber: string;
  esimId: string | null;
  error: string | null;
}

/** GET /api/orders?transactionId: the one order's status summary (a list, as the spec polls it). */
export interface OrderStatusSummary {
  id: string;
  orderNumber: string;
  status: string;
  /** The verified state of the attempt asked about (the order's, once it is paid). */
  paymentStatus: VerifiedStatusText;
  totalAmount: string;
  currency: 'USD';
}

/** GET /api/order/status/{transactionId}. The customer's name is masked: tran_ids are not secrets. */
export interface OrderStatusView {
  orderNumber: string;
  status: string;
  total: string;
  currency: 'USD';
  customer: { name: string };
  items: { destination: string; quantity: number }[];
}

/** socket.io client → server: join an order's room (ack says whether it was allowed). */
export interface SubscribeOrderRequest {
  orderId: string;
  /** The guest access token from create-order, for a browser session that did not place the order. */
  token?: string;
}

export interface SubscribeOrderAck {
  ok: boolean;
}

/** Pushed to rooms order:<id>, session:<id> and user:<id> whenever the order or a payment moves. */
export interface OrderStatusUpdate {
  orderId: string;
  orderNumber: string;
  transactionId: string;
  orderStatus: string;
  paymentStatus: string;
}

/** POST /api/discount-codes/check: what a code takes off these items, priced by the server. */
export interface DiscountQuote {
  /** The code as stored (upper-case). */
  code: string;
  subtotalCents: number;
  discountCents: number;
  processingFeeCents: number;
  totalCents: number;
  /** Each requested line's share of the discount, in the items' order. */
  lines: { packageId: number; discountCents: number }[];
}
