import type { SandboxContext } from '../context';
import type { PaypalCredentials } from './paypal.behaviour';
import type { PaypalCerts } from './paypal.certs';
import type { PaypalStore } from './paypal.store';
import type { WebhookSender } from './paypal.webhooks';

/** Everything the PayPal sandbox handlers share for one sandbox instance. */
export interface PaypalSandbox {
  ctx: SandboxContext;
  creds: PaypalCredentials;
  store: PaypalStore;
  webhooks: WebhookSender;
  /** The webhook signing chain (leaf key and certificates). */
  certs: PaypalCerts;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A PayPal-style identifier (17 upper-case alphanumerics for orders, captures, refunds), never reused. */
export function newId(sandbox: PaypalSandbox, length = 17, alphabet = ALPHANUMERIC): string {
  for (;;) {
    const id = Array.from(
      { length },
      () => alphabet[Math.floor(sandbox.ctx.random.next() * alphabet.length)],
    ).join('');
    if (sandbox.store.isFreeId(id)) return id;
  }
}

export const isoTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const apiUrl = (sandbox: PaypalSandbox, path: string): string =>
  `${sandbox.ctx.config.publicUrl.replace(/\/+$/, '')}${path}`;
