import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageComplete } from '@app/contracts';
import { api } from '../../../lib/api-client';

/**
 * GET /api/destinations/{slug}: a destination page's data, its default (cheapest fixed) package
 * complete with the destination's plans, image and coverage. One read, so the server can draw it.
 */
export const destinationCompleteQuery = (slug: string | null) =>
  queryOptions({
    queryKey: ['packages', 'destination', slug, 'complete'],
    queryFn: () => api<PackageComplete>(`/api/destinations/${slug}`),
    enabled: slug !== null,
  });

export const useDestinationComplete = (slug: string | null) => useQuery(destinationCompleteQuery(slug));
