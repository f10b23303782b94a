import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EsimTopUpsResponse, EsimUsageView, EsimView } from '@app/contracts';
import { ESIM_DETAIL_REFETCH_MS } from '@app/domain';
import { api } from '../../../lib/api-client';
import { esimKeys } from './esim-keys';

/** GET /api/esims/{id}: refetched every 30 s and on window focus (customer-area §4). */
export const esimQuery = (id: string) =>
  queryOptions({
    queryKey: esimKeys.detail(id),
    queryFn: () => api<EsimView>(`/api/esims/${encodeURIComponent(id)}`),
    refetchInterval: ESIM_DETAIL_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useEsim = (id: string) => useQuery(esimQuery(id));

/** GET /api/esims/{id}/topups; a failed fetch yields an empty list (customer-area §8). */
export const esimTopUpsQuery = (id: string) =>
  queryOptions({
    queryKey: esimKeys.topUps(id),
    queryFn: () =>
      api<EsimTopUpsResponse>(`/api/esims/${encodeURIComponent(id)}/topups`).catch(
        (): EsimTopUpsResponse => ({ topUps: [] }),
      ),
  });

export const useEsimTopUps = (id: string, enabled = true) => useQuery({ ...esimTopUpsQuery(id), enabled });

/** GET /api/esims/{id}/usage: the stored usage of the eSIM and its renewals. */
export const esimUsageQuery = (id: string) =>
  queryOptions({
    queryKey: esimKeys.usage(id),
    queryFn: () => api<EsimUsageView>(`/api/esims/${encodeURIComponent(id)}/usage`),
    refetchInterval: ESIM_DETAIL_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useEsimUsage = (id: string) => useQuery(esimUsageQuery(id));
