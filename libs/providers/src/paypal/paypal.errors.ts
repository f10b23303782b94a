import type { HttpResponse } from '../http/http-client';
import { ProviderError } from '../http/provider-error';

/**
 * PayPal answers to ProviderErrors. 422s carry the first details[].issue as the code
 * (INSTRUMENT_DECLINED, PAYER_CANNOT_PAY, ORDER_NOT_APPROVED…); 400 is VALIDATION_ERROR with the issue in
 * details; 429 and 5xx are retryable; everything else is permanent.
 */

/** Issues after which the buyer can fix things by approving again (restart the buttons / redirect). */
export const PAYER_RECOVERABLE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'PAYER_ACTION_REQUIRED',
]);

export interface PaypalErrorDetails {
  name?: string;
  issue?: string;
  issues: string[];
  description?: string;
  debugId?: string;
  operation: string;
}

export function paypalErrorDetails(body: unknown, operation: string): PaypalErrorDetails {
  const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const details = Array.isArray(json.details) ? (json.details as Array<Record<string, unknown>>) : [];
  const issues = details.map((detail) => String(detail.issue ?? '')).filter(Boolean);
  const first = details[0];
  return {
    name: typeof json.name === 'string' ? json.name : typeof json.error === 'string' ? json.error : undefined,
    issue: issues[0],
    issues,
    description:
      typeof first?.description === 'string'
        ? first.description
        : typeof json.error_description === 'string'
          ? json.error_description
          : typeof json.message === 'string'
            ? json.message
            : undefined,
    debugId: typeof json.debug_id === 'string' ? json.debug_id : undefined,
    operation,
  };
}

export function paypalError(response: HttpResponse, operation: string): ProviderError {
  const details = paypalErrorDetails(response.json, operation);
  const { status } = response;
  let code: string;
  let retryable = false;
  if (status === 401) code = details.name === 'invalid_token' ? 'INVALID_TOKEN' : 'AUTHENTICATION_FAILURE';
  else if (status === 403) code = 'NOT_AUTHORIZED';
  else if (status === 404) code = 'RESOURCE_NOT_FOUND';
  else if (status === 409) [code, retryable] = ['RESOURCE_CONFLICT', true];
  else if (status === 422) code = details.issue ?? 'UNPROCESSABLE_ENTITY';
  else if (status === 429) [code, retryable] = ['RATE_LIMIT_REACHED', true];
  else if (status >= 500) [code, retryable] = [details.name ?? 'INTERNAL_SERVER_ERROR', true];
  else if (status >= 400) code = 'VALIDATION_ERROR';
  else code = 'UNEXPECTED_RESPONSE';
  const text = [details.issue, details.description].filter(Boolean).join(': ') || `HTTP ${status}`;
  return new ProviderError('paypal', code, `${operation}: ${text}`, retryable, {
    httpStatus: status,
    details,
  });
}
