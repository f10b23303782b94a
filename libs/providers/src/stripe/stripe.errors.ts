import Stripe from 'stripe';
import { ProviderError } from '../http/provider-error';

/**
 * A Stripe SDK failure as a ProviderError: connection problems, 5xx and 429 are retryable (a POST
 * that lost its answer is outcome-unknown: repeat it only with the same Idempotency-Key); 4xx are
 * not. The code is Stripe's error code (card_declined, resource_missing…) or the error type.
 */
export function stripeError(operation: string, error: unknown): ProviderError {
  if (!(error instanceof Stripe.errors.StripeError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ProviderError('stripe', 'NETWORK', `${operation}: ${message}`, true, { outcomeUnknown: true });
  }
  const status = error.statusCode;
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new ProviderError('stripe', 'NETWORK', `${operation}: ${error.message}`, true, {
      outcomeUnknown: true,
    });
  const retryable = status === undefined || status >= 500 || status === 429;
  const code = error.code ?? error.rawType ?? error.type;
  return new ProviderError('stripe', code, `${operation}: ${error.message}`, retryable, {
    httpStatus: status,
    outcomeUnknown: retryable,
    details: { type: error.rawType, param: error.param, declineCode: error.decline_code },
  });
}
