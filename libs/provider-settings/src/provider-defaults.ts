import { AppConfig, isSandboxUrl } from '@app/core';
import type { PaymentProvider } from '@app/contracts';

export type Credentials = Record<string, string>;

/** Stripe's API (STRIPE_BASE_URL's default). */
export const STRIPE_DEFAULT_BASE_URL = 'https://api.stripe.com';

/** What the environment variables say: the settings until an admin saves them (first boot). */
export function environmentDefaults(
  config: AppConfig,
): Record<PaymentProvider, { mode: string; credentials: Credentials }> {
  const sandboxed = (url: string) => {
    try {
      return isSandboxUrl(url);
    } catch {
      return false;
    }
  };
  const clean = (values: Record<string, string | undefined>): Credentials =>
    Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]));
  return {
    payway: {
      mode: sandboxed(config.payway.baseUrl) ? 'sandbox' : 'production',
      credentials: clean({
        merchantId: config.payway.merchantId,
        apiKey: config.payway.apiKey,
        baseUrl: config.payway.baseUrl,
        rsaPublicKey: config.payway.rsaPublicKey,
      }),
    },
    paypal: {
      mode: sandboxed(config.paypal.baseUrl) ? 'sandbox' : 'live',
      credentials: clean({
        clientId: config.paypal.clientId,
        clientSecret: config.paypal.clientSecret,
        webhookId: config.paypal.webhookId,
        baseUrl: config.paypal.baseUrl,
      }),
    },
    stripe: {
      mode: config.stripe.secretKey?.startsWith('sk_live_') ? 'live' : 'test',
      credentials: clean({
        secretKey: config.stripe.secretKey,
        publishableKey: config.stripe.publishableKey,
        webhookSecret: config.stripe.webhookSecret,
        baseUrl: config.stripe.baseUrl || STRIPE_DEFAULT_BASE_URL,
        enabled: config.stripe.enabled ? 'true' : undefined,
      }),
    },
    roamesim: {
      mode: 'production',
      credentials: clean({
        apiUrl: config.roamesim.baseUrl,
        phone: config.roamesim.phone,
        password: config.roamesim.password,
        signKey: config.roamesim.signKey,
      }),
    },
  };
}
