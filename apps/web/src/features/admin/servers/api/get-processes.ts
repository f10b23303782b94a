import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcessInfo } from '@app/contracts';
import { api } from '../../../../lib/api-client';

export const processesQuery = () =>
  queryOptions({
    queryKey: ['system', 'processes'],
    queryFn: () => api<ProcessInfo[]>('/api/system/processes'),
    refetchInterval: 15000,
  });

export const useProcesses = () => useQuery(processesQuery());
