import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ControlView,
  EmergencyStopView,
  ForceLogoutResult,
  QueueView,
  RetryFailedResult,
  SyncRestartResult,
  SystemStatusView,
} from '@app/contracts';
import { api, apiFetch } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session';

export const controlQuery = queryOptions({
  queryKey: ['admin', 'control'],
  queryFn: () => api<ControlView>('/api/admin/control'),
  refetchInterval: 15_000,
});
export const useControl = () => useQuery(controlQuery);

export const systemStatusQuery = queryOptions({
  queryKey: ['admin', 'system-status'],
  queryFn: () => api<SystemStatusView>('/api/admin/system/status'),
  refetchInterval: 30_000,
});
export const useSystemStatus = () => useQuery(systemStatusQuery);

const useControlMutation = <I, O>(call: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'control'] }),
  });
};

export const useEmergencyStop = () =>
  useControlMutation((action: 'stop' | 'resume') =>
    api<EmergencyStopView>(action === 'stop' ? '/api/monitoring/emergency-stop' : '/api/monitoring/resume', {
      method: 'POST',
    }),
  );

export const useQueueAction = () =>
  useControlMutation(({ queue, action }: { queue: string; action: 'pause' | 'resume' | 'retry-failed' }) =>
    api<QueueView | RetryFailedResult>(`/api/admin/control/queues/${encodeURIComponent(queue)}/${action}`, {
      method: 'POST',
    }),
  );

export const useForceLogoutAll = () =>
  useControlMutation(() => api<ForceLogoutResult>('/api/admin/control/force-logout-all', { method: 'POST' }));

export const useSyncRestart = () =>
  useControlMutation(() => api<SyncRestartResult>('/api/monitoring/sync-restart', { method: 'POST' }));

/** Saves a download the server answers (its file name from Content-Disposition). */
async function download(path: string, method: 'GET' | 'POST', fallbackName: string): Promise<string> {
  const response = await apiFetch(path, {
    method,
    headers: { accept: 'application/json', 'x-session-id': getSessionId() },
  });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

const today = () => new Date().toISOString().slice(0, 10);

export const useBackupDownload = () =>
  useMutation({
    mutationFn: () => download('/api/monitoring/backup', 'POST', `derleng-data-export-${today()}.json`),
  });

export const useLogsDownload = () =>
  useMutation({
    mutationFn: () =>
      download('/api/monitoring/download-logs?type=all&hours=24', 'GET', `derleng-logs-${today()}.json`),
  });
