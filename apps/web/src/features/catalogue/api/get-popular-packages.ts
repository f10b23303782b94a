import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageSummary } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/packages/popular: the packages of the popular destinations. */
export const popularPackagesQuery = () =>
  queryOptions({
    queryKey: ['packages', 'popular'],
    queryFn: () => api<PackageSummary[]>('/api/packages/popular'),
  });

export const usePopularPackages = () => useQuery(popularPackagesQuery());
