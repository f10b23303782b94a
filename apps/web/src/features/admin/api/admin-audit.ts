import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPackageRow, AdminPage, AuditPage, BulkPreview } from '@app/contracts';
import { api } from '../../../lib/api-client';

export interface AuditFilter {
  page: number;
  pageSize: number;
  actor: string;
  target: string;
  action: string;
  /** datetime-local values (the browser's time zone), '' for none. */
  from: string;
  to: string;
}

const filterParams = (filter: Omit<AuditFilter, 'page' | 'pageSize'>): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.actor.trim()) params.set('actor', filter.actor.trim());
  if (filter.target.trim()) params.set('target', filter.target.trim());
  if (filter.action) params.set('action', filter.action);
  if (filter.from) params.set('from', new Date(filter.from).toISOString());
  if (filter.to) params.set('to', new Date(filter.to).toISOString());
  return params;
};

/** The server-made CSV of the filtered entries (a plain link: the session cookie goes along). */
export const auditCsvUrl = (filter: Omit<AuditFilter, 'page' | 'pageSize'>): string => {
  const query = filterParams(filter).toString();
  return `/api/admin/audit/export.csv${query ? `?${query}` : ''}`;
};

export const auditQuery = (filter: AuditFilter) => {
  const params = filterParams(filter);
  params.set('page', String(filter.page));
  params.set('pageSize', String(filter.pageSize));
  return queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: () => api<AuditPage>(`/api/admin/audit?${params}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
};

export const useAudit = (filter: AuditFilter) => useQuery(auditQuery(filter));

function useAdminMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: ['packages'] });
    },
  });
}

export const useRevertBulk = () =>
  useAdminMutation((id: string) =>
    api<{ restored: number; skipped: number }>(`/api/admin/audit/${id}/revert`, { method: 'POST' }),
  );

/** The previews of the catalogue-wide actions (nothing is written). */
export const previewBulkPrice = (percentage: number) =>
  api<BulkPreview>('/api/admin/packages/bulk-price-preview', { method: 'POST', body: { percentage } });
export const previewMarkup = () =>
  api<BulkPreview & { markup: number }>('/api/admin/packages/update-pricing-5x/preview');
export const previewFixTypes = () => api<BulkPreview>('/api/admin/packages/fix-types/preview');

export const withdrawnQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'packages-withdrawn', page],
    queryFn: () => api<AdminPage<AdminPackageRow>>(`/api/admin/packages/withdrawn?page=${page}&pageSize=10`),
    placeholderData: keepPreviousData,
  });

export const useWithdrawn = (page: number, enabled: boolean) =>
  useQuery({ ...withdrawnQuery(page), enabled });

export const useRestorePackage = () =>
  useAdminMutation((id: number) =>
    api<AdminPackageRow>(`/api/admin/packages/${id}/restore`, { method: 'POST' }),
  );
