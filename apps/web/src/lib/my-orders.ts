import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerOrderView } from '@app/contracts';
import { api } from './api-client';

/** GET /api/orders: the signed-in customer's orders, newest first (the server takes the user from the session). */
export const myOrdersQuery = () =>
  queryOptions({
    queryKey: ['orders', 'mine'],
    queryFn: () => api<CustomerOrderView[]>('/api/orders'),
  });

export const useMyOrders = (enabled: boolean) => useQuery({ ...myOrdersQuery(), enabled });
