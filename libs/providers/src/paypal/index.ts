export { PaypalClient } from './paypal.client';
export * from './paypal.types';
export {
  PAYER_RECOVERABLE_ISSUES,
  paypalError,
  paypalErrorDetails,
  type PaypalErrorDetails,
} from './paypal.errors';
export { formatPaypalAmount, parsePaypalAmount } from './paypal.money';
export { PaypalTokenCache, type FetchedToken } from './paypal.token';
export {
  PAYPAL_SIGNING_HOST,
  paypalCertHosts,
  signedWebhookText,
  WebhookSignatureVerifier,
  type OfflineRefusal,
  type OfflineVerification,
  type WebhookCertSettings,
} from './paypal.webhook-signature';
