import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomerView, StaffNoteView } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const adminCustomerQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', id],
    queryFn: () => api<AdminCustomerView>(`/api/admin/customers/${encodeURIComponent(id)}`),
    retry: false,
  });

export const useAdminCustomer = (id: string) => useQuery(adminCustomerQuery(id));

/** An internal note on a customer or an order; the customer page or the order's timeline refetches. */
export function useAddStaffNote(target: { customerId: string } | { orderNumber: string }) {
  const queryClient = useQueryClient();
  const path =
    'customerId' in target
      ? `/api/admin/customers/${encodeURIComponent(target.customerId)}/notes`
      : `/api/admin/orders/${encodeURIComponent(target.orderNumber)}/notes`;
  return useMutation({
    mutationFn: (body: string) => api<StaffNoteView>(path, { method: 'POST', body: { body } }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey:
          'customerId' in target
            ? ['admin', 'customers', target.customerId]
            : ['admin', 'orders', 'timeline', target.orderNumber],
      }),
  });
}
