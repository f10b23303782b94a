import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminPage,
  AdminRefundReview,
  AdminRetryResponse,
} from '@app/contracts';
import { fromDecimalString } from '@app/domain';
import { api } from '../../../lib/api-client';

export interface OrdersFilter {
  page: number;
  pageSize: number;
  search: string;
  status: string;
  refundOpen: boolean;
  /** '' or payway, paypal, stripe. */
  provider?: string;
  /** Local days 'YYYY-MM-DD', both inclusive. */
  from?: string;
  to?: string;
  /** Dollars as typed ('10', '10.50'); a text that is not an amount is left out. */
  minAmount?: string;
  maxAmount?: string;
  destination?: string;
}

const centsOf = (text: string | undefined): string | null => {
  if (!text?.trim()) return null;
  try {
    return String(fromDecimalString(text.trim()));
  } catch {
    return null;
  }
};

const startOfDay = (day: string, plusDays = 0): string | null => {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

/** The list's filters as query parameters: the same for the list and its CSV export. */
export function orderFilterParams(filter: Omit<OrdersFilter, 'page' | 'pageSize'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.status) params.set('status', filter.status);
  if (filter.refundOpen) params.set('refundOpen', 'true');
  if (filter.provider) params.set('provider', filter.provider);
  const from = filter.from ? startOfDay(filter.from) : null;
  if (from) params.set('from', from);
  const to = filter.to ? startOfDay(filter.to, 1) : null;
  if (to) params.set('to', to);
  const min = centsOf(filter.minAmount);
  if (min) params.set('minCents', min);
  const max = centsOf(filter.maxAmount);
  if (max) params.set('maxCents', max);
  if (filter.destination?.trim()) params.set('destination', filter.destination.trim());
  return params;
}

/** The CSV export of the filtered list (no paging), a download link. */
export const ordersCsvUrl = (filter: Omit<OrdersFilter, 'page' | 'pageSize'>): string =>
  `/api/admin/orders/export.csv?${orderFilterParams(filter)}`;

export const adminOrdersQuery = (filter: OrdersFilter) => {
  const params = orderFilterParams(filter);
  params.set('page', String(filter.page));
  params.set('pageSize', String(filter.pageSize));
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
