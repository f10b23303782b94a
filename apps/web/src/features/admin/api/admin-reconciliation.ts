import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReconciliationRun } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const adminReconciliationQuery = () =>
  queryOptions({
    queryKey: ['admin', 'reconciliation'],
    queryFn: () => api<AdminReconciliationRun[]>('/api/admin/payments/reconciliation'),
  });

export const useAdminReconciliation = () => useQuery(adminReconciliationQuery());

/** POST /api/admin/payments/reconciliation {day}: reconciles that day now. */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (day: string) =>
      api<AdminReconciliationRun[]>('/api/admin/payments/reconciliation', { method: 'POST', body: { day } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reconciliation'] }),
  });
}
