import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPackageDeleteResult,
  AdminPackageInput,
  AdminPackagePage,
  AdminPackageRow,
  AdminPackageType,
  AdminSettings,
} from '@app/contracts';
import { api } from '../../../lib/api-client';

export interface PackagesFilter {
  page: number;
  pageSize: number;
  search: string;
  continent: string;
  type: '' | AdminPackageType;
}

const filterParams = (filter: Omit<PackagesFilter, 'page' | 'pageSize'>): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.continent) params.set('continent', filter.continent);
  if (filter.type) params.set('type', filter.type);
  return params;
};

/** The server-made CSV of the packages the filters select (a plain link: the session cookie goes along). */
export const packagesCsvUrl = (filter: Omit<PackagesFilter, 'page' | 'pageSize'>): string => {
  const query = filterParams(filter).toString();
  return `/api/admin/packages/export.csv${query ? `?${query}` : ''}`;
};

/** The spec's list freshness: stale at once, refetched on mount and on window focus. */
export const adminPackagesQuery = (filter: PackagesFilter) => {
  const params = filterParams(filter);
  params.set('page', String(filter.page));
  params.set('pageSize', String(filter.pageSize));
  return queryOptions({
    queryKey: ['admin', 'packages', filter],
    queryFn: () => api<AdminPackagePage>(`/api/admin/packages?${params}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
};

export const useAdminPackages = (filter: PackagesFilter) => useQuery(adminPackagesQuery(filter));

export const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: () => api<AdminSettings>('/api/admin/settings'),
});

export const useAdminSettings = () => useQuery(adminSettingsQuery);

/** Every catalogue action: the admin lists refetch, and so does this tab's own storefront cache. */
function usePackagesMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: ['packages'] });
    },
  });
}

export const useCreatePackage = () =>
  usePackagesMutation((body: AdminPackageInput) =>
    api<AdminPackageRow>('/api/admin/packages', { method: 'POST', body }),
  );

export const useUpdatePackage = () =>
  usePackagesMutation(({ id, patch }: { id: number; patch: Partial<AdminPackageInput> }) =>
    api<AdminPackageRow>(`/api/admin/packages/${id}`, { method: 'PATCH', body: patch }),
  );

export const useSetAvailability = () =>
  usePackagesMutation(({ id, isAvailable }: { id: number; isAvailable: boolean }) =>
    api<{ message: string; package: AdminPackageRow }>(`/api/admin/packages/${id}/availability`, {
      method: 'PATCH',
      body: { isAvailable },
    }),
  );

export const useDeletePackage = () =>
  usePackagesMutation((id: number) =>
    api<AdminPackageDeleteResult>(`/api/admin/packages/${id}`, { method: 'DELETE' }),
  );

export const useBulkPrice = () =>
  usePackagesMutation((percentage: number) =>
    api<{ updated: number; percentage: number }>('/api/packages/bulk-price-update', {
      method: 'POST',
      body: { percentage },
    }),
  );

export const useFixTypes = () =>
  usePackagesMutation(() =>
    api<{ analysis: { checked: number; fixed: number } }>('/api/admin/packages/fix-types', {
      method: 'POST',
    }),
  );

export const useApplyMarkup = () =>
  usePackagesMutation(() =>
    api<{ updated: number }>('/api/admin/packages/update-pricing-5x', { method: 'POST' }),
  );

export const useSaveSettings = () =>
  usePackagesMutation((markup: number) =>
    api<AdminSettings>('/api/admin/settings', { method: 'PATCH', body: { markup } }),
  );
