import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerOrderView } from '@app/contracts';
import { ORDER_PAGE_PENDING_RETRY_MS, ORDER_PAGE_REFETCH_MS } from '@app/domain';
import { api, ApiError } from '../../../lib/api-client';

/** Orders still on their way to an eSIM: the page keeps refetching them. */
export const isOrderInFlight = (status: string | undefined): boolean =>
  status === 'pending' || status === 'confirmed' || status === 'processing';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (ref: string, token: string | null) => ['orders', 'detail', ref, token ?? ''] as const,
};

/** GET /api/orders/{id or orderNumber}[?token=]: the order link's token opens a guest order. */
export const getOrder = (ref: string, token: string | null) =>
  api<CustomerOrderView>(
    `/api/orders/${encodeURIComponent(ref)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  );

/**
 * The order page's query: refetched every 5 s while the order is on its way (customer-area §2),
 * and after a failed fetch retried 3 s later (a 404 is final).
 */
export const orderQuery = (ref: string, token: string | null) =>
  queryOptions({
    queryKey: orderKeys.detail(ref, token),
    queryFn: () => getOrder(ref, token),
    refetchInterval: (query) => (isOrderInFlight(query.state.data?.status) ? ORDER_PAGE_REFETCH_MS : false),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
    retryDelay: ORDER_PAGE_PENDING_RETRY_MS,
  });

export const useOrder = (ref: string | null, token: string | null) =>
  useQuery({ ...orderQuery(ref ?? '', token), enabled: Boolean(ref) });
