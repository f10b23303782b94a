export { registerStripe, getStripeSandbox, STRIPE_SANDBOX_SECRET_KEY } from './stripe.routes';
export {
  configureStripe,
  getStripeBehaviour,
  resetStripe,
  STRIPE_SANDBOX_PUBLISHABLE_KEY,
  STRIPE_SANDBOX_WEBHOOK_SECRET,
  type StripeBehaviour,
  type StripeBehaviourPatch,
} from './stripe.behaviour';
export { payOnPage, settleSession } from './stripe.api';
export { stripeSignatureHeader } from './stripe.webhooks';
export { getStripeStore } from './stripe.store';
