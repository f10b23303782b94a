/** Stripe card payments (Checkout Sessions, created by our server): shapes shared with the web. */
import type { CheckoutPaymentMethod } from './checkout';

/** POST /api/stripe/checkout-session: the order (id or number) and, for a guest, its access token. */
export interface StripeSessionRequest {
  orderId?: string;
  orderNumber?: string;
  accessToken?: string;
}

/** The hosted page to send the browser to (the attempt's own session: the same one when asked again). */
export interface StripeSessionResponse {
  success: true;
  orderId: string;
  orderNumber: string;
  sessionId: string;
  url: string;
  amount: string;
  currency: 'USD';
}

/** GET /api/stripe/return/{sessionId}: the order Stripe's success URL came back for (its number only). */
export interface StripeReturnResponse {
  orderNumber: string;
}

/** Why the buyer's last card was refused on the hosted page (the web words it). */
export type StripeDeclineCode = 'card_declined' | 'insufficient_funds' | 'other';

/** GET /api/stripe/status/{orderNumber}: what our server verified, and whether the order can still be paid. */
export interface StripeStatusResponse {
  orderNumber: string;
  orderStatus: string;
  /** The current Stripe attempt: pending (payable), approved, declined, expired; null before the first. */
  paymentStatus: string | null;
  /** The order can take a card payment now (pending, Stripe enabled). */
  payable: boolean;
  /** The last refusal on the hosted page while the attempt is still payable. */
  decline: { code: StripeDeclineCode; message: string } | null;
}

/** GET /api/payment-methods: what checkout offers now. */
export interface PaymentMethodsResponse {
  methods: CheckoutPaymentMethod[];
}
