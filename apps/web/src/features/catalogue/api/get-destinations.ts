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

export const useDestinations = (enabled = true) => useQuery(destinationsQuery(enabled));
