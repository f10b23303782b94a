import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SystemCheckView } from '@app/contracts';
import { api } from '../../../../lib/api-client';

export const systemCheckQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['system', 'checks', id],
    queryFn: () => api<SystemCheckView>(`/api/system/checks/${id}`),
    enabled: id !== null,
  });

export const useSystemCheck = (id: string | null) => useQuery(systemCheckQuery(id));

export const useRequestSystemCheck = () =>
  useMutation({ mutationFn: () => api<SystemCheckView>('/api/system/checks', { method: 'POST' }) });
