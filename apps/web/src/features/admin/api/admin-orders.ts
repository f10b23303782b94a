import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminPage,
  AdminRefundReview,
  AdminRetryResponse,
} from '@app/contracts';
import { api } from '../../../lib/api-client';

export interface OrdersFilter {
  page: number;
  pageSize: number;
  search: string;
  status: string;
  refundOpen: boolean;
}

export const adminOrdersQuery = (filter: OrdersFilter) => {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.status) params.set('status', filter.status);
  if (filter.refundOpen) params.set('refundOpen', 'true');
  return queryOptions({
    queryKey: ['admin', 'orders', 'list', filter],
    queryFn: () => api<AdminPage<AdminOrderRow>>(`/api/admin/orders?${params}`),
    placeholderData: keepPreviousData,
  });
};

export const useAdminOrders = (filter: OrdersFilter) => useQuery(adminOrdersQuery(filter));

export const adminOrderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'detail', orderNumber],
    queryFn: () => api<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(orderNumber)}`),
    retry: false,
  });

export const useAdminOrder = (orderNumber: string) => useQuery(adminOrderQuery(orderNumber));

export const useRetryProvisioning = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNumber: string) =>
      api<AdminRetryResponse>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/retry-provisioning`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useRefundReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      paymentId,
      ...body
    }: {
      paymentId: string;
      outcome: 'refunded' | 'reviewed';
      note: string;
    }) => api<AdminRefundReview>(`/api/admin/payments/${paymentId}/refund-review`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
