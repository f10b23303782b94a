/** What the shop reads of Stripe's objects (providers.md §5), mapped from the SDK's answers. */
export interface StripePaymentIntentView {
  id: string;
  status: string;
  amount: number;
  amountReceived: number;
  /** ISO code, upper case (Stripe answers lower case). */
  currency: string;
  metadata: Record<string, string>;
  lastPaymentError: { code: string | null; declineCode: string | null; message: string | null } | null;
}

export interface StripeSessionView {
  id: string;
  status: 'open' | 'complete' | 'expired' | string;
  paymentStatus: 'unpaid' | 'paid' | 'no_payment_required' | string;
  amountTotal: number | null;
  currency: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  url: string | null;
  expiresAt: number;
  paymentIntent: StripePaymentIntentView | null;
}

export interface StripeSessionInput {
  /** Our order id (client_reference_id). */
  orderId: string;
  /** Our attempt id and tran_id (metadata, also on the PaymentIntent). */
  attemptId: string;
  tranId: string;
  orderNumber: string;
  /** The total in cents of `currency`; one line with the order's description. */
  amountMinor: number;
  currency: 'USD';
  description: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  /** Unix seconds; Stripe takes 30 minutes to 24 hours after creation. */
  expiresAt: number;
  locale?: string;
  idempotencyKey: string;
}

export interface StripeRefundView {
  id: string;
  status: string;
  amount: number;
  currency: string;
  paymentIntentId: string | null;
}

export interface StripeEventView {
  id: string;
  type: string;
  /** The id of data.object (a session cs_…, a PaymentIntent pi_…, a charge…). */
  objectId: string | null;
  object: Record<string, unknown>;
}

export interface StripeSettings {
  /** https://api.stripe.com, or the sandbox's address: host, port and protocol for the SDK. */
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs: number;
  logger?: (line: Record<string, unknown>) => void;
}
