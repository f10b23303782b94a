import type { SandboxContext } from '../context';
import type { StripeStore } from './stripe.store';
import type { StripeWebhookSender } from './stripe.webhooks';

/** Everything the Stripe handlers share. */
export interface StripeSandbox {
  ctx: SandboxContext;
  store: StripeStore;
  webhooks: StripeWebhookSender;
}

/** An API answer: HTTP status and JSON body (errors in Stripe's {error: {...}} shape). */
export interface StripeAnswer {
  status: number;
  body: unknown;
}

export const ok = (body: unknown): StripeAnswer => ({ status: 200, body });

/** Where Stripe documents an error code: https://stripe.com/docs/error-codes/<code with hyphens>. */
export const stripeDocUrl = (code: string): string =>
  `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export function stripeError(
  status: number,
  type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error' | 'authentication_error',
  message: string,
  extra: { code?: string; param?: string; decline_code?: string } = {},
): StripeAnswer {
  return {
    status,
    body: {
      error: {
        type,
        message,
        ...(extra.code ? { code: extra.code, doc_url: stripeDocUrl(extra.code) } : {}),
        ...(extra.param ? { param: extra.param } : {}),
        ...(extra.decline_code ? { decline_code: extra.decline_code } : {}),
      },
    },
  };
}

export const noSuch = (kind: string, id: string, param = 'id'): StripeAnswer =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
