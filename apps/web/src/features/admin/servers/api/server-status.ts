import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddServerReply, ServerStatusReply, ServerType } from '@app/contracts';
import { api } from '../../../../lib/api-client';

/** POST /api/servers/status (the spec's call, every 15 s): processes, declared servers, services. */
export const serverStatusQuery = () =>
  queryOptions({
    queryKey: ['servers', 'status'],
    queryFn: () => api<ServerStatusReply>('/api/servers/status', { method: 'POST' }),
    refetchInterval: 15_000,
  });

export const useServerStatus = () => useQuery(serverStatusQuery());

const useServersMutation = <I, O>(call: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serverStatusQuery().queryKey }),
  });
};

/** POST /api/monitoring/add-server: declares a server expected to report in. */
export const useAddServer = () =>
  useServersMutation((input: { serverName: string; region: string; type: ServerType }) =>
    api<AddServerReply>('/api/monitoring/add-server', { method: 'POST', body: input }),
  );

export const useRemoveServer = () =>
  useServersMutation((name: string) =>
    api<{ removed: string }>(`/api/monitoring/servers/${encodeURIComponent(name)}`, { method: 'DELETE' }),
  );
