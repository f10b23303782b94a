export { registerPayway, payPaywayTransaction } from './payway.routes';
export {
  configurePayway,
  getPaywayBehaviour,
  resetPayway,
  defaultPaywayBehaviour,
  type PaywayBehaviour,
  type PaywayBehaviourPatch,
  type PaywayPushbackKnobs,
} from './payway.behaviour';
export { getPaywayStore, type PaywayTransaction } from './payway.store';
