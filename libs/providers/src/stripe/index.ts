export {
  sdkAddress,
  StripeClient,
  STRIPE_WEBHOOK_TOLERANCE_SEC,
  StripeWebhookRefused,
  verifyStripeWebhook,
  type StripeSignatureRefusal,
} from './stripe.client';
export { stripeError } from './stripe.errors';
export * from './stripe.types';
