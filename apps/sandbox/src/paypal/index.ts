export { registerPaypal, approvePaypalOrder, settlePaypalCapture } from './paypal.routes';
export {
  configurePaypal,
  getPaypalBehaviour,
  resetPaypal,
  defaultPaypalBehaviour,
  type PaypalBehaviour,
  type PaypalBehaviourPatch,
} from './paypal.behaviour';
export { getPaypalStore } from './paypal.store';
export { webhookSignature } from './paypal.webhooks';
