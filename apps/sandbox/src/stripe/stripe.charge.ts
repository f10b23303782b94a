import type { StripePaymentIntentRecord, StripeRefundRecord } from './stripe.store';
import { refundJson } from './stripe.objects';

const NO_ADDRESS = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

/**
 * The Charge of a paid PaymentIntent as Stripe's API shows it (the object of charge.* events), with
 * every documented attribute: the test card's details, the refunds so far, null where the sandbox
 * has nothing to say.
 */
export function chargeJson(intent: StripePaymentIntentRecord, refunds: StripeRefundRecord[]) {
  const id = intent.chargeId;
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amountReceived,
    amount_refunded: refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: NO_ADDRESS, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'DERLENG SANDBOX',
    captured: true,
    created: intent.created,
    currency: intent.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: intent.id,
    payment_method: intent.paymentMethodId ?? null,
    payment_method_details: {
      card: {
        amount_authorized: intent.amount,
        authorization_code: null,
        brand: 'visa',
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        exp_month: 12,
        exp_year: 2034,
        extended_authorization: { status: 'disabled' },
        fingerprint: 'sandboxcardfp000',
        funding: 'credit',
        incremental_authorization: { status: 'unavailable' },
        installments: null,
        last4: intent.cardLast4 ?? '4242',
        mandate: null,
        multicapture: { status: 'unavailable' },
        network: 'visa',
        network_token: { used: false },
        network_transaction_id: null,
        overcapture: { maximum_amount_capturable: intent.amount, status: 'unavailable' },
        regulated_status: null,
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
      type: 'card',
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: `https://pay.stripe.com/receipts/payment/sandbox_${id}`,
    refunded: refunded >= intent.amountReceived && intent.amountReceived > 0,
    refunds: {
      object: 'list',
      data: refunds.map(refundJson),
      has_more: false,
      url: `/v1/charges/${id}/refunds`,
    },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}
