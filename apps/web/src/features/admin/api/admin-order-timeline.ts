import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTimeline } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const adminOrderTimelineQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'timeline', orderNumber],
    queryFn: () => api<OrderTimeline>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/timeline`),
    retry: false,
  });

export const useAdminOrderTimeline = (orderNumber: string) => useQuery(adminOrderTimelineQuery(orderNumber));
