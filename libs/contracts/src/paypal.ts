/**
 * PayPal checkout (purchase-flow §7): our server creates and captures the PayPal order (Orders v2).
 * The order is named by our ids; amount and currency always come from the stored order.
 */
export interface PaypalCreateOrderRequest {
  orderId?: string;
  orderNumber?: string;
  /** The guest access token create-order handed out (or the session id, or the signed-in owner). */
  accessToken?: string;
  sessionId?: string;
  /** The spec's payload: compared with the order (409 when different), never used. */
  amount?: string | number;
  currency?: 'USD';
  intent?: 'CAPTURE';
}

export interface PaypalCreateOrderResponse {
  success: true;
  /** PayPal's order id (the `token` PayPal adds to the return URL). */
  orderID: string;
  /** Where the buyer approves the payment at PayPal. */
  approveUrl: string;
  status: string;
  orderId: string;
  orderNumber: string;
  /** Server total, USD with 2 decimals. */
  amount: string;
  currency: 'USD';
  message: string;
}

export interface PaypalCaptureOrderRequest {
  orderID: string;
  /** The browser's pendingOrder record: only its sessionId and accessToken are read (to find the owner). */
  orderData?: { sessionId?: string; accessToken?: string; [ignored: string]: unknown };
  accessToken?: string;
  sessionId?: string;
}

/**
 * success: the payment is verified with PayPal and the order confirmed (status 'completed'), or PayPal
 * is still reviewing it (status 'pending'; the order page follows). success false: money arrived that
 * the order could not take (flagged for a refund). Declines are 422s with PayPal's code.
 */
export interface PaypalCaptureOrderResponse {
  success: boolean;
  status: 'completed' | 'pending' | 'not_applied';
  message: string;
  redirectUrl: string | null;
  esimId: string | null;
  orderId: string;
  orderNumber: string;
}

/** The payment error codes the PayPal page explains (others are shown as 'Error code: {code}'). */
export const PAYPAL_ERROR_CODES = [
  'VALIDATION_ERROR',
  'INSTRUMENT_DECLINED',
  'PAYER_CANNOT_PAY',
  'CAPTURE_DECLINED',
] as const;
export type PaypalErrorCode = (typeof PAYPAL_ERROR_CODES)[number];
