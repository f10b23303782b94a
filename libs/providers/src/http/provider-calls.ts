import { ProviderName } from './provider-error';

/**
 * Calls to each provider made by this process since it started, by outcome: `error` for no
 * answer (time-out, network) or a 5xx, `ok` otherwise. Each process's heartbeat carries them, and
 * the api's /metrics exposes them as `provider_requests_total` (the provider error-rate alert).
 */
const calls: Record<string, { ok: number; error: number }> = {};

export function recordProviderCall(provider: ProviderName, outcome: 'ok' | 'error'): void {
  const entry = (calls[provider] ??= { ok: 0, error: 0 });
  entry[outcome] += 1;
}

/** A copy of this process's counts, by provider. */
export const providerCallCounts = (): Record<string, { ok: number; error: number }> =>
  JSON.parse(JSON.stringify(calls)) as Record<string, { ok: number; error: number }>;
