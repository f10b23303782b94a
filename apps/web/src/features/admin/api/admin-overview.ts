import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: () => api<AdminOverview>('/api/admin/overview') });

export const useAdminOverview = () => useQuery(adminOverviewQuery());

/** GET /api/health/ready: 200 when the database and the queue answer (the Overview's health card). */
export const useSystemReady = () =>
  useQuery({
    queryKey: ['admin', 'health'],
    queryFn: () => api<{ status: string }>('/api/health/ready'),
    retry: false,
  });
