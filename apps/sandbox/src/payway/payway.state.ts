import type { SandboxContext } from '../context';
import type { PaywayCredentials } from './payway.behaviour';
import type { PushbackSender } from './payway.pushback';
import type { PaywayRsaKeys } from './payway.rsa';
import type { PaywayStore } from './payway.store';

/** Everything the PayWay sandbox handlers share for one sandbox instance. */
export interface PaywaySandbox {
  ctx: SandboxContext;
  creds: PaywayCredentials;
  store: PaywayStore;
  keys: PaywayRsaKeys;
  pushbacks: PushbackSender;
}
