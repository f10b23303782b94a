import type { SandboxContext } from '../context';
import { stripeDocUrl } from './stripe.state';
import {
  getStripeStore,
  type StripePaymentIntentRecord,
  type StripeRefundRecord,
  type StripeSessionRecord,
} from './stripe.store';

/*
 * Stripe's objects with every attribute the API reference documents (test/contracts/stripe, from
 * stripe/openapi's fixtures): what the sandbox has no use for is null, an empty list or Stripe's
 * default, never left out (docs/conformance-stripe.md).
 */

/** The hosted page of a session (what `url` names while it is open). */
export const hostedPageUrl = (ctx: SandboxContext, sessionId: string): string =>
  `${ctx.config.publicUrl}/c/pay/${sessionId}`;

/** A PaymentIntent as Stripe's API shows it. */
export function paymentIntentJson(intent: StripePaymentIntentRecord) {
  const error = intent.lastPaymentError;
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: intent.amountReceived,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: intent.canceledAt,
    cancellation_reason: intent.canceledAt ? 'abandoned' : null,
    capture_method: 'automatic_async',
    client_secret: `${intent.id}_secret_sandbox`,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: error
      ? {
          ...error,
          doc_url: stripeDocUrl(error.code),
          ...(intent.paymentMethodId ? { payment_method: paymentMethodJson(intent) } : {}),
        }
      : null,
    latest_charge: intent.chargeId,
    livemode: false,
    managed_payments: null,
    metadata: intent.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: intent.status === 'requires_payment_method' ? null : (intent.paymentMethodId ?? null),
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: intent.status,
    transfer_data: null,
    transfer_group: null,
  };
}

/** The card a declined attempt used (last_payment_error.payment_method), as Stripe embeds it. */
function paymentMethodJson(intent: StripePaymentIntentRecord) {
  return {
    id: intent.paymentMethodId,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: intent.cardLast4, exp_month: 12, exp_year: 2034, funding: 'credit' },
  };
}

/** A Checkout Session as Stripe's API shows it; `expand` may name payment_intent. */
export function sessionJson(ctx: SandboxContext, session: StripeSessionRecord, expand: string[] = []) {
  const intent = session.paymentIntentId
    ? getStripeStore(ctx).intents.get(session.paymentIntentId)
    : undefined;
  return {
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: session.created,
    currency: session.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: session.customerEmail
      ? {
          address: null,
          business_name: null,
          email: session.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        }
      : null,
    customer_email: session.customerEmail,
    discounts: [],
    expires_at: session.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: session.locale,
    managed_payments: null,
    metadata: session.metadata,
    mode: 'payment',
    origin_context: null,
    payment_intent:
      intent && expand.includes('payment_intent')
        ? paymentIntentJson(intent)
        : (session.paymentIntentId ?? null),
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: session.status,
    submit_type: null,
    subscription: null,
    success_url: session.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: session.status === 'open' ? hostedPageUrl(ctx, session.id) : null,
    wallet_options: null,
  };
}

export function refundJson(refund: StripeRefundRecord) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: null,
    charge: refund.chargeId,
    created: refund.created,
    currency: refund.currency,
    customer: null,
    customer_account: null,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: refund.metadata,
    payment_intent: refund.paymentIntentId,
    payment_method: refund.paymentMethodId ?? null,
    reason: refund.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: refund.status,
    transfer_reversal: null,
  };
}
