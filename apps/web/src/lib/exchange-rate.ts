import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ExchangeRateView } from '@app/contracts';
import { formatRiel, isExchangeRateFresh, usdCentsToRiel } from '@app/domain';
import { api } from './api-client';
import { useRealtimeEvent } from './realtime';

/**
 * Riel beside dollars: PayWay's rate from GET /api/exchange-rate (replaced by the exchange_rate_update
 * push), and the customer's choice to show riel, kept in local storage ('on' unless turned off).
 * A rate older than a day (checked again here, a page may stay open) shows no riel at all.
 */
export const RIEL_PREFERENCE_KEY = 'showRiel';

export const exchangeRateQuery = queryOptions({
  queryKey: ['exchange-rate'],
  queryFn: () => api<ExchangeRateView>('/api/exchange-rate'),
  staleTime: 10 * 60 * 1000,
});

const listeners = new Set<() => void>();
const readPreference = (): boolean => {
  try {
    return localStorage.getItem(RIEL_PREFERENCE_KEY) !== 'off';
  } catch {
    return true;
  }
};

export function setShowRiel(show: boolean): void {
  try {
    localStorage.setItem(RIEL_PREFERENCE_KEY, show ? 'on' : 'off');
  } catch {
    // private mode: the choice lasts for this page only
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

export const useShowRiel = (): boolean => useSyncExternalStore(subscribe, readPreference, () => true);

/** Riel per dollar when it may be shown (fresh rate), else null. */
export function useKhrPerUsd(): number | null {
  const rate = useQuery(exchangeRateQuery).data;
  return rate?.khrPerUsd && isExchangeRateFresh(rate.fetchedAt) ? rate.khrPerUsd : null;
}

/** '៛141,200' for an amount in US cents, or null when riel is turned off or there is no fresh rate. */
export function useRiel(cents: number | null | undefined): string | null {
  const show = useShowRiel();
  const khrPerUsd = useKhrPerUsd();
  if (!show || cents === null || cents === undefined) return null;
  const riel = usdCentsToRiel(cents, khrPerUsd);
  return riel === null ? null : formatRiel(riel);
}

/**
 * The push of a new rate replaces the cached one (mounted once by the shop layout). The rate is
 * asked for at once, with the page's other first requests, so prices do not render twice (once
 * without riel, once with it).
 */
export function useExchangeRateUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.prefetchQuery(exchangeRateQuery), [queryClient]);
  useRealtimeEvent(
    'exchange_rate_update',
    useCallback(
      (payload: ExchangeRateView) => queryClient.setQueryData(exchangeRateQuery.queryKey, payload),
      [queryClient],
    ),
  );
}
