/** Public types of the ABA PayWay client. Money is integer minor units: US cents, or whole riels for KHR. */

export type PaywayCurrency = 'USD' | 'KHR';

export interface PaywayMoney {
  /** USD: cents (1050 = 10.50). KHR: whole riels (PayWay takes KHR as an integer). */
  amountMinor: number;
  currency: PaywayCurrency;
}

export interface PaywayLogLine {
  provider: 'payway';
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  error?: string;
  /** Client-level events, e.g. 'not-found-retry'. */
  event?: string;
  tranId?: string;
  code?: string;
}

export interface PaywaySettings {
  /** https://checkout-sandbox.payway.com.kh, https://checkout.payway.com.kh or the apps/sandbox URL. */
  baseUrl: string;
  merchantId: string;
  /** The HMAC secret (PayWay's docs call it "public_key"). Never logged. */
  apiKey: string;
  /** PEM of the merchant RSA public key; needed by refund only. */
  rsaPublicKey?: string;
  timeoutMs: number;
  /** Hash view_type and payment_gate too (one docs copy does; an SDK note says not to). */
  hashViewTypeAndPaymentGate: boolean;
  /** Accept pushbacks without X-PayWay-HMAC-SHA512 (old profiles); they still need a status check. */
  acceptUnsignedPushback: boolean;
  logger?: (line: PaywayLogLine) => void;
  /** check-transaction code 6 right after creation: retries and delay (default 3 × 400 ms). */
  notFoundRetry?: { attempts: number; delayMs: number };
  fetchImpl?: typeof fetch;
  /** Clock for req_time (tests). */
  now?: () => Date;
}

export type PaywayPaymentOption =
  | 'cards'
  | 'abapay_khqr'
  | 'abapay_khqr_deeplink'
  | 'alipay'
  | 'wechat'
  | 'google_pay'
  | 'abapay'
  | 'abapay_deeplink'
  | 'bakong';

export interface PaywayItem {
  name: string;
  quantity: number;
  priceMinor: number;
}

export interface PurchaseInput {
  /** ≤ 20 characters, unique forever: one per payment attempt. */
  tranId: string;
  amount: PaywayMoney;
  /** Descriptive only; trimmed to what fits PayWay's 500-character limit. */
  items?: PaywayItem[];
  shippingMinor?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  type?: 'purchase' | 'pre-auth';
  /** Omitted: PayWay shows its own method picker. */
  paymentOption?: PaywayPaymentOption;
  /** Plain URL of the server-to-server pushback (the client Base64-encodes it). */
  returnUrl?: string;
  cancelUrl?: string;
  continueSuccessUrl?: string;
  returnDeeplink?: { iosScheme: string; androidScheme: string };
  customFields?: Record<string, string>;
  returnParams?: string;
  /** Minutes, 3..43200. */
  lifetimeMinutes?: number;
  skipSuccessPage?: boolean;
  viewType?: 'hosted_view' | 'popup';
  /** 0 forces the hosted checkout page even on QR-enabled profiles. */
  paymentGate?: 0;
  requestTime?: Date;
}

/** The signed field set the browser posts as form#aba_merchant_request. */
export interface PurchaseForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export type KhqrInput = Omit<PurchaseInput, 'paymentOption' | 'viewType' | 'paymentGate'> & {
  /** abapay_khqr_deeplink instead of abapay_khqr. */
  deeplink?: boolean;
};

export interface KhqrResult {
  tranId: string;
  qrString: string;
  qrImage?: string;
  deeplink?: string;
  checkoutQrUrl?: string;
  appStore?: string;
  playStore?: string;
}

export interface GenerateQrInput {
  tranId: string;
  amount: PaywayMoney;
  paymentOption?: 'abapay_khqr' | 'wechat' | 'alipay';
  lifetimeMinutes: number;
  qrImageTemplate?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  purchaseType?: 'purchase' | 'pre-auth';
  items?: PaywayItem[];
  /** Plain URL of the payment callback (Base64-encoded by the client). */
  callbackUrl?: string;
  returnDeeplink?: { iosScheme: string; androidScheme: string };
  customFields?: Record<string, string>;
  returnParams?: string;
  requestTime?: Date;
}

export interface GenerateQrResult {
  qrString: string;
  qrImage?: string;
  deeplink?: string;
  amount?: PaywayMoney;
  traceId?: string;
  appStore?: string;
  playStore?: string;
}

/** payment_status_code 0 APPROVED / PRE-AUTH, 2 PENDING, 3 DECLINED, 4 REFUNDED, 7 CANCELLED. */
export type PaywayPaymentStatus =
  'APPROVED' | 'PRE-AUTH' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'CANCELLED' | 'NOT_FOUND' | 'UNKNOWN';

export interface PaywayTransactionStatus {
  tranId: string;
  status: PaywayPaymentStatus;
  /** Raw payment_status_code. */
  statusCode?: number;
  /** Raw payment_status text. */
  paymentStatus?: string;
  /** original_amount as PayWay sent it, in major units: the amount in the transaction's own currency. */
  originalAmount?: number;
  /** original_currency, only when the answer carries it (the documented check-transaction-2 answer does not). */
  originalCurrency?: PaywayCurrency;
  /**
   * original_amount as money when its currency is known: original_currency, else the currency the
   * transaction was created in (the caller's `currency` option). Never payment_currency: a USD order
   * paid from a riel account has payment_currency KHR while original_amount stays in USD.
   */
  original?: PaywayMoney;
  /** total_amount, in the same currency as original. */
  total?: PaywayMoney;
  /** What the payer paid (may be converted between KHR and USD). */
  payment?: PaywayMoney;
  /** refund_amount in the transaction's currency (0 when that currency is unknown). */
  refundedMinor: number;
  apv?: string;
  transactionDate?: Date;
  /** Code 0 and payment_status APPROVED: the only state to fulfil on (after matching the amount). */
  paid: boolean;
}

export interface PaywayOperation {
  status: string;
  amountMinor: number;
  date?: Date;
  bankRef?: string;
}

export interface PaywayTransactionDetail extends PaywayTransactionStatus {
  paymentType?: string;
  payerAccount?: string;
  bankName?: string;
  cardSource?: string;
  operations: PaywayOperation[];
}

/** A transaction of transaction-list-2 / get-transactions-by-mc-ref. */
export interface PaywayListedTransaction extends PaywayTransactionDetail {
  bankRef?: string;
  merchantRef?: string;
}

export interface TransactionListInput {
  /** Window of creation times; PayWay allows at most 3 days. */
  from: Date;
  to: Date;
  /** e.g. ['APPROVED', 'REFUNDED']; none = every status. */
  statuses?: PaywayPaymentStatus[];
  /** Amount filters in major units (as PayWay takes them). */
  fromAmount?: number;
  toAmount?: number;
  /** 1-based page; default 1. */
  page?: number;
  /** Rows a page, default 40, at most 1000. */
  pagination?: number;
}

export interface TransactionListPage {
  transactions: PaywayListedTransaction[];
  page: number;
  pagination: number;
}

export interface RefundInput {
  tranId: string;
  amount: PaywayMoney;
  requestTime?: Date;
}

export interface RefundResult {
  grandTotalMinor: number;
  totalRefundedMinor: number;
  currency: PaywayCurrency;
  transactionStatus: string;
}

export type ExchangeRates = Record<string, { buy: number; sell: number }>;

export interface PaywayPushback {
  tranId: string;
  apv?: string;
  /** String(status): "0" (checkout) or "00" (QR API callback) mean paid. */
  status: string;
  paid: boolean;
  returnParams?: string;
  merchantRef?: string;
  raw: Record<string, unknown>;
}

export type PushbackVerification =
  | { ok: true; signed: boolean; pushback: PaywayPushback }
  | { ok: false; reason: 'BAD_SIGNATURE' | 'UNSIGNED' | 'MALFORMED' };
