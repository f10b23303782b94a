import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../components/toast-store';
import { ApiError, OFFLINE_CODE } from './api-client';

/**
 * The spec's freshness and retry rules: data fresh for 5 s, unused cache kept 5 minutes, no
 * refetch on a timer or focus; queries never retry a 4xx, else at most once; mutations retry once
 * only on a 5xx. Reads wait while there is no network and resume by themselves when it is back;
 * actions do not wait: with no network they are refused at once and said so (never queued to run
 * later, a purchase least of all).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        // after the page's own "failed" toast (its onError runs after this one): the reason wins
        if (error instanceof ApiError && error.code === OFFLINE_CODE)
          setTimeout(() => toast({ title: error.message, variant: 'destructive' }));
      },
    }),
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
        networkMode: 'always',
        retry: (failures, error) => error instanceof ApiError && error.status >= 500 && failures < 1,
      },
    },
  });
}
