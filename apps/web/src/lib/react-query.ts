import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The spec's freshness and retry rules: data fresh for 5 s, unused cache kept 5 minutes, no
 * refetch on a timer or focus; queries never retry a 4xx, else at most once; mutations retry once
 * only on a 5xx.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5000,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
        retryDelay: 1000,
      },
      mutations: {
        retry: (failures, error) => error instanceof ApiError && error.status >= 500 && failures < 1,
      },
    },
  });
}
