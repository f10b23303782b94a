import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueStats } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/catalogue/stats: the figures marketing copy quotes, computed from the catalogue. */
export const catalogueStatsQuery = () =>
  queryOptions({
    queryKey: ['packages', 'stats'],
    queryFn: () => api<CatalogueStats>('/api/catalogue/stats'),
  });

export const useCatalogueStats = () => useQuery(catalogueStatsQuery());
