import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EsimActivateResponse, EsimDeleteResponse, EsimStatusResponse, EsimView } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { esimKeys, ORDERS_PREFIX } from './esim-keys';

/** After activate or delete, eSIM and order caches are invalidated (customer-area §4). */
function useInvalidateEsims() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: esimKeys.all }),
      queryClient.invalidateQueries({ queryKey: ORDERS_PREFIX }),
    ]);
}

/** POST /api/esims/{id}/activate. */
export function useActivateEsim() {
  const invalidate = useInvalidateEsims();
  return useMutation({
    mutationFn: (id: string) =>
      api<EsimActivateResponse>(`/api/esims/${encodeURIComponent(id)}/activate`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/esims/{id}: hides the eSIM from its owner. */
export function useDeleteEsim() {
  const invalidate = useInvalidateEsims();
  return useMutation({
    mutationFn: (id: string) =>
      api<EsimDeleteResponse>(`/api/esims/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** GET /api/esims/deleted: the customer's eSIMs deleted in the last 30 days. */
export const useDeletedEsims = () =>
  useQuery({ queryKey: esimKeys.deleted(), queryFn: () => api<EsimView[]>('/api/esims/deleted') });

/** POST /api/esims/{id}/restore: a deleted eSIM shows again. */
export function useRestoreEsim() {
  const invalidate = useInvalidateEsims();
  return useMutation({
    mutationFn: (id: string) =>
      api<EsimDeleteResponse>(`/api/esims/${encodeURIComponent(id)}/restore`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** POST /api/esims/{id}/sync-status: a sync is queued; its result arrives as a push. */
export function useSyncEsimStatus() {
  return useMutation({
    mutationFn: (id: string) =>
      api<EsimStatusResponse>(`/api/esims/${encodeURIComponent(id)}/sync-status`, { method: 'POST' }),
  });
}
