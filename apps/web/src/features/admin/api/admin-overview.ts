import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview, HealthReport } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: () => api<AdminOverview>('/api/admin/overview') });

export const useAdminOverview = () => useQuery(adminOverviewQuery());

/**
 * GET /api/health (the Overview's health card): succeeds only while every dependency answers; a
 * degraded report (Redis down: the shop still takes orders) or a down one is the card's Warning.
 */
export const useSystemReady = () =>
  useQuery({
    queryKey: ['admin', 'health'],
    queryFn: async () => {
      const report = await api<HealthReport>('/api/health');
      if (report.status !== 'ok') throw new Error(`health ${report.status}`);
      return report;
    },
    retry: false,
  });
