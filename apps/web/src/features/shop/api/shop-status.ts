import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopStatus } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const shopStatusQuery = queryOptions({
  queryKey: ['shop', 'status'],
  queryFn: () => api<ShopStatus>('/api/shop/status'),
  staleTime: 60_000,
});

/** Whether the shop takes orders (pushed as shop_status_changed; refetched on focus). */
export const useShopStatus = () => useQuery({ ...shopStatusQuery, refetchOnWindowFocus: true });
