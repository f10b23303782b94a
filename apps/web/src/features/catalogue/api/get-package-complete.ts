import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageComplete } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/packages/{id}/complete: the package, its destination's plans, image and coverage. */
export const packageCompleteQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['packages', id, 'complete'],
    queryFn: () => api<PackageComplete>(`/api/packages/${id}/complete`),
    enabled: id !== null,
  });

export const usePackageComplete = (id: number | null) => useQuery(packageCompleteQuery(id));
