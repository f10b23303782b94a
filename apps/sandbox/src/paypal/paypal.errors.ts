import type { SandboxContext } from '../context';
import type { ApiAnswer } from '../kit/fault-injector';

/**
 * PayPal error envelopes: {name, message, debug_id, details[{field?, value?, location?, issue,
 * description}], links[{href: …/docs/api/orders/v2/#error-<ISSUE>, rel: information_link, encType}]}.
 */

export interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header' | 'query';
}

const NAMES: Record<number, [string, string]> = {
  400: ['INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  401: [
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  ],
  403: ['NOT_AUTHORIZED', 'Authorization failed due to insufficient permissions.'],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
  429: ['RATE_LIMIT_REACHED', 'Too many requests. Blocked due to rate limiting.'],
  500: ['INTERNAL_SERVER_ERROR', 'An internal server error has occurred.'],
};

export const debugId = (ctx: SandboxContext): string =>
  Array.from({ length: 13 }, () => Math.floor(ctx.random.next() * 16).toString(16)).join('');

export function paypalError(ctx: SandboxContext, status: number, details: ErrorDetail[] = []): ApiAnswer {
  const [name, message] = NAMES[status] ?? NAMES[500];
  return {
    status,
    body: {
      name,
      message,
      debug_id: debugId(ctx),
      details: details.map((detail) => ({ location: 'body', ...detail })),
      links: details.slice(0, 1).map((detail) => ({
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${detail.issue}`,
        rel: 'information_link',
        encType: 'application/json',
      })),
    },
  };
}

export const issue = (
  ctx: SandboxContext,
  status: number,
  code: string,
  description: string,
  field?: string,
): ApiAnswer => paypalError(ctx, status, [{ issue: code, description, ...(field ? { field } : {}) }]);

export const notFound = (ctx: SandboxContext, location: 'path' = 'path'): ApiAnswer =>
  paypalError(ctx, 404, [
    {
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      location,
    },
  ]);

export const isErrorAnswer = (answer: ApiAnswer): boolean => answer.status >= 400;

/** A body that is not JSON at all: PayPal's documented answer (Orders v2 errors, MALFORMED_REQUEST_JSON). */
export const malformedJson = (ctx: SandboxContext): ApiAnswer =>
  paypalError(ctx, 400, [
    {
      field: '/',
      location: 'body',
      issue: 'MALFORMED_REQUEST_JSON',
      description: 'The request JSON is not well formed.',
    },
  ]);
