import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAnalytics,
  CatalogueSyncProgress,
  DiscoveryConfig,
  MemoryActionResult,
  MemoryStats,
  MonitorStatus,
  PackageLoadReply,
  SystemHealth,
} from '@app/contracts';
import {
  ADMIN_POLL_API_CONFIG_MS,
  ADMIN_POLL_MEMORY_MS,
  ADMIN_POLL_MONITOR_STATUS_MS,
  ADMIN_POLL_PERFORMANCE_MS,
} from '@app/domain';
import { api } from '../../../lib/api-client';

/** The spec's polling: monitor status 5 s, performance and memory 30 s, API config 2 minutes. */
export const monitorStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'monitor-status'],
    queryFn: () => api<MonitorStatus>('/api/realtime/section24/status'),
    refetchInterval: ADMIN_POLL_MONITOR_STATUS_MS,
  });

export const syncStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'sync-status'],
    queryFn: () => api<CatalogueSyncProgress>('/api/admin/catalogue/sync-status'),
    refetchInterval: ADMIN_POLL_MONITOR_STATUS_MS,
  });

export const healthQuery = () =>
  queryOptions({
    queryKey: ['admin', 'system-health'],
    queryFn: () => api<SystemHealth>('/api/system/health'),
    refetchInterval: ADMIN_POLL_PERFORMANCE_MS,
  });

export const memoryQuery = () =>
  queryOptions({
    queryKey: ['admin', 'system-memory'],
    queryFn: () => api<MemoryStats>('/api/system/memory'),
    refetchInterval: ADMIN_POLL_MEMORY_MS,
  });

export const discoveryConfigQuery = () =>
  queryOptions({
    queryKey: ['admin', 'discovery-config'],
    queryFn: () => api<DiscoveryConfig>('/api/realtime/config'),
    refetchInterval: ADMIN_POLL_API_CONFIG_MS,
  });

export const analyticsQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'analytics', range.from, range.to],
    queryFn: () =>
      api<AdminAnalytics>(
        `/api/admin/analytics?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
      ),
  });

export const useMonitorStatus = () => useQuery(monitorStatusQuery());
export const useSyncStatus = () => useQuery(syncStatusQuery());
export const useHealth = () => useQuery(healthQuery());
export const useMemory = () => useQuery(memoryQuery());
export const useDiscoveryConfig = () => useQuery(discoveryConfigQuery());
export const useAnalytics = (range: { from: string; to: string }) => useQuery(analyticsQuery(range));

/** A POST whose answer refreshes the given queries. */
function usePost<T>(path: string, refresh: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<T>(path, { method: 'POST' }),
    onSettled: () => {
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

const MONITOR = ['admin', 'monitor-status'] as const;
const SYNC = ['admin', 'sync-status'] as const;
const MEMORY = ['admin', 'system-memory'] as const;

export const useMonitorStart = () => usePost<MonitorStatus>('/api/realtime/section24/start', [MONITOR]);
export const useMonitorStop = () => usePost<MonitorStatus>('/api/realtime/section24/stop', [MONITOR]);
export const useClearCounter = () =>
  usePost<MonitorStatus>('/api/realtime/section24/clear-counter', [MONITOR]);
export const useStartLoad = () => usePost<PackageLoadReply>('/api/load-all-packages', [SYNC]);
export const useStopLoad = () => usePost<PackageLoadReply>('/api/load-all-packages/stop', [SYNC]);
export const useOptimizeMemory = () => usePost<MemoryActionResult>('/api/system/memory/optimize', [MEMORY]);
export const useCleanupMemory = () => usePost<MemoryActionResult>('/api/system/memory/cleanup', [MEMORY]);
