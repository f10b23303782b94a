import type { EsimView } from './esims';

/**
 * The customer's orders (customer-area §3 Order): GET /api/orders, /api/orders/recent and
 * /api/orders/{id or orderNumber}. Amounts are USD strings with 2 decimals, computed by the server.
 */
export interface CustomerOrderItem {
  id: string;
  packageId: number;
  destination: string;
  /** The destination's Khmer name ('' when unknown). */
  destinationKm: string;
  plan: string;
  data: string;
  days: number;
  customDays: number | null;
  packageType: 'DayPass' | 'FixedPlan';
  quantity: number;
  unitAmount: string;
  lineAmount: string;
}

/** One of the order's eSIMs, with the spec's order-page names (lpaCode, expiryDate) beside the eSIM view. */
export type CustomerOrderEsim = EsimView & { lpaCode: string; expiryDate: string | null };

export interface CustomerOrderView {
  id: string;
  orderNumber: string;
  kind: 'purchase' | 'topup';
  status: string;
  /** 'completed' once paid (whatever happened after), 'pending', 'failed' (cancelled), 'refunded'. */
  paymentStatus: 'pending' | 'completed' | 'failed' | 'refunded';
  paymentMethod: string;
  /**
   * While a KHQR order waits for payment: the tran_id of its first PayWay attempt, from which
   * qr-data finds (or, once the last one ran out, makes) its live KHQR for the order page; else null.
   */
  khqrTransactionId: string | null;
  totalAmount: string;
  amount: string;
  /** A discount code the order was priced with, and what it took off (e.g. '0.70'); null without one. */
  discount: { code: string; amount: string } | null;
  currency: 'USD';
  createdAt: string;
  customerName: string;
  customerEmail: string | null;
  /** DayPass days of the first line, as the spec's order carries them. */
  customDays: number | null;
  /** Why provisioning failed, as a stable code (the web translates it) and in English. */
  failureCode: string | null;
  failureReason: string | null;
  /** The first line, in the spec's package shape. */
  package: {
    destination: string;
    destinationKm: string;
    plan: string;
    data: string;
    days: number;
    type: string;
    coverage: string;
  } | null;
  items: CustomerOrderItem[];
  /** The first eSIM, in the spec's shape. */
  esim: {
    iccid: string;
    activationCode: string;
    qrCodeData: string;
    expiresAt: string | null;
    status: string;
    createdAt: string;
  } | null;
  esims: CustomerOrderEsim[];
}

/** POST /api/orders/claim: the order numbers now in the signed-in account. */
export interface ClaimGuestOrdersReply {
  claimed: string[];
}

/** POST /api/orders/find and /api/orders/email-link. */
export interface OrderLinkEmailReply {
  success: true;
  message: string;
}
