export type ProviderName = 'payway' | 'paypal' | 'stripe' | 'roamesim' | 'smtp' | 'telegram';

/**
 * Every failure a provider client reports. `retryable` tells the caller (a queue job) whether a
 * later attempt can succeed (timeouts, 5xx, rate limits) or not (bad signature, declined, unknown
 * SKU, insufficient balance). `outcomeUnknown` marks calls that may have been applied by the
 * provider although no answer arrived (a timeout after sending): never repeat those blindly.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly code: string,
    message: string,
    readonly retryable: boolean,
    readonly options: { httpStatus?: number; outcomeUnknown?: boolean; details?: unknown } = {},
  ) {
    super(`${provider}: ${message} (code ${code})`);
    this.name = 'ProviderError';
  }

  get httpStatus(): number | undefined {
    return this.options.httpStatus;
  }

  get outcomeUnknown(): boolean {
    return this.options.outcomeUnknown ?? false;
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;
