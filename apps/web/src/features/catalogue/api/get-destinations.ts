import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationSummary } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** Every destination card (GET /api/destinations): grouped and sorted by the server's shared rule. */
export const destinationsQuery = (enabled = true) =>
  queryOptions({
    queryKey: ['packages', 'destinations'],
    queryFn: () => api<DestinationSummary[]>('/api/destinations'),
    enabled,
  });

/**
 * The destination cards. While not `enabled` nothing is fetched for the caller and nothing it
 * renders changes when another fetch fills the cache (the home's idle prefetch).
 */
export const useDestinations = (enabled = true) =>
  useQuery({ ...destinationsQuery(enabled), notifyOnChangeProps: enabled ? undefined : [] });
