import { isProviderError } from '@app/providers';

/** Why provisioning gave up, as the customer and the admin see it (texts: orders.failure.<code>). */
export const PROVISIONING_FAILURE_CODES = [
  'PROVIDER_BALANCE',
  'PACKAGE_UNAVAILABLE',
  'PROVIDER_REJECTED',
  'PROVIDER_UNAVAILABLE',
  'CARDS_NOT_DELIVERED',
  'INTERNAL',
] as const;
export type ProvisioningFailureCode = (typeof PROVISIONING_FAILURE_CODES)[number];

export interface ClassifiedFailure {
  /** Trying again cannot help: fail the order now (an admin may retry it later). */
  permanent: boolean;
  code: ProvisioningFailureCode;
  /** The technical detail, for admins and logs. */
  detail: string;
}

/** RoameSIM codes that mean "this package cannot be ordered as asked". */
const PACKAGE_CODES = new Set(['NOT_FOUND', 'PARAM_EMPTY', 'OPERATION_FAILED']);

/**
 * Sorts an error from a provisioning run: an insufficient balance or an unknown package is
 * permanent (RoameSIM will answer the same again), timeouts and 5xx are worth retrying, and any
 * other error is retried too (a database hiccup heals; the last attempt fails the order).
 */
export function classifyProvisioningError(error: unknown): ClassifiedFailure {
  const detail = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  if (!isProviderError(error)) return { permanent: false, code: 'INTERNAL', detail };
  if (error.code === 'INSUFFICIENT_BALANCE') return { permanent: true, code: 'PROVIDER_BALANCE', detail };
  if (error.retryable || error.outcomeUnknown)
    return { permanent: false, code: 'PROVIDER_UNAVAILABLE', detail };
  if (PACKAGE_CODES.has(error.code)) return { permanent: true, code: 'PACKAGE_UNAVAILABLE', detail };
  return { permanent: true, code: 'PROVIDER_REJECTED', detail };
}

export const isProvisioningFailureCode = (value: unknown): value is ProvisioningFailureCode =>
  typeof value === 'string' && (PROVISIONING_FAILURE_CODES as readonly string[]).includes(value);
