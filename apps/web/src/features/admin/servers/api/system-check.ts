import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SystemCheckView } from '@app/contracts';
import { api } from '../../../../lib/api-client';

const SYSTEM_CHECK_POLL_MS = 3000;

export const systemCheckQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['system', 'checks', id],
    queryFn: () => api<SystemCheckView>(`/api/system/checks/${id}`),
    enabled: id !== null,
    // The result is pushed over /ws when the worker is done; a push that came before this page's
    // socket joined its room is not repeated, so a running check is also read again every 3 s.
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'completed' ? SYSTEM_CHECK_POLL_MS : false,
  });

export const useSystemCheck = (id: string | null) => useQuery(systemCheckQuery(id));

export const useRequestSystemCheck = () =>
  useMutation({ mutationFn: () => api<SystemCheckView>('/api/system/checks', { method: 'POST' }) });
