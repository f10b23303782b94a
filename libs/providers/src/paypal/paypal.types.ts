/** Public types of the PayPal Orders v2 client. Money is integer minor units plus an ISO currency. */

export interface PaypalMoney {
  /** Cents for 2-decimal currencies (1250 = 12.50 USD); whole units for JPY, HUF, TWD. */
  amountMinor: number;
  currency: string;
}

export interface PaypalLogLine {
  provider: 'paypal';
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  error?: string;
  /** Client-level events, e.g. 'token-refetch', 'already-captured'. */
  event?: string;
  debugId?: string;
  issue?: string;
}

export interface PaypalSettings {
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com or the apps/sandbox URL. */
  baseUrl: string;
  clientId: string;
  /** Never logged, nor is the access token. */
  clientSecret: string;
  /** The id of the webhook configured for this REST app (verify-webhook-signature needs it). */
  webhookId: string;
  timeoutMs: number;
  logger?: (line: PaypalLogLine) => void;
  /** Refresh the token this long before expires_in runs out (default 300 s, at most half the lifetime). */
  tokenRefreshMarginSec?: number;
  fetchImpl?: typeof fetch;
  /** Clock in ms for the token cache (tests). */
  now?: () => number;
  /**
   * Offline webhook verification: extra trust anchors (PEM, e.g. a local sandbox's root CA) and the
   * hosts PAYPAL-CERT-URL may name (default: the base URL's host and its `api.` twin of `api-m.`).
   */
  webhookCerts?: { extraCaPems?: string[]; certHosts?: string[] };
}

export interface PaypalItemInput {
  name: string;
  quantity: number;
  unitAmountMinor: number;
  sku?: string;
  category?: 'DIGITAL_GOODS' | 'PHYSICAL_GOODS' | 'DONATION';
}

export interface CreateOrderInput {
  amount: PaypalMoney;
  referenceId?: string;
  customId?: string;
  invoiceId?: string;
  description?: string;
  /** When given, amount.breakdown.item_total is their sum; it must equal the amount. */
  items?: PaypalItemInput[];
  returnUrl: string;
  cancelUrl: string;
  brandName?: string;
  locale?: string;
  userAction?: 'PAY_NOW' | 'CONTINUE';
  shippingPreference?: 'NO_SHIPPING' | 'GET_FROM_FILE' | 'SET_PROVIDED_ADDRESS';
  /** PayPal-Request-Id, e.g. `order:<payment id>`; a retry with the same id cannot create a second order. */
  requestId?: string;
}

export type PaypalOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
export type PaypalCaptureStatus =
  'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';

export interface PaypalCapture {
  id: string;
  status: PaypalCaptureStatus;
  amount?: PaypalMoney;
  /** status_details.reason of a PENDING capture. */
  pendingReason?: string;
  customId?: string;
  invoiceId?: string;
  referenceId?: string;
}

export interface PaypalPurchaseUnit {
  referenceId?: string;
  amount?: PaypalMoney;
  customId?: string;
  invoiceId?: string;
}

export interface PaypalOrder {
  id: string;
  status: PaypalOrderStatus;
  /** The 'approve' or 'payer-action' link the buyer is sent to. */
  approveUrl?: string;
  payerId?: string;
  payerEmail?: string;
  purchaseUnits: PaypalPurchaseUnit[];
  captures: PaypalCapture[];
  /** The captures' refunds (purchase_units[].payments.refunds), each partial refund once. */
  refunds: PaypalRefund[];
  raw: Record<string, unknown>;
}

/**
 * A capture that went through. COMPLETED: fulfil (after matching amount and custom_id). PENDING: wait
 * for PAYMENT.CAPTURE.COMPLETED / DENIED. Declines are thrown as ProviderErrors instead.
 */
export interface CaptureResult {
  status: 'COMPLETED' | 'PENDING';
  order: PaypalOrder;
  capture: PaypalCapture;
  /** The order had been captured before (ORDER_ALREADY_CAPTURED resolved with a GET). */
  alreadyCaptured: boolean;
}

export interface RefundCaptureInput {
  /** Omitted: refund what is left of the capture. */
  amount?: PaypalMoney;
  requestId: string;
  invoiceId?: string;
  noteToPayer?: string;
}

export interface PaypalRefund {
  id: string;
  status: string;
  amount?: PaypalMoney;
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;
