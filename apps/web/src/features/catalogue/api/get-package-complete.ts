import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageComplete } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** The package id in a /package/{id} address, or null when it is not one (a 32-bit positive integer). */
export const packageId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/** GET /api/packages/{id}/complete: the package, its destination's plans, image and coverage. */
export const packageCompleteQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['packages', id, 'complete'],
    queryFn: () => api<PackageComplete>(`/api/packages/${id}/complete`),
    enabled: id !== null,
  });

export const usePackageComplete = (id: number | null) => useQuery(packageCompleteQuery(id));
