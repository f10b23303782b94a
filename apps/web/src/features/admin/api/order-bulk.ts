import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderBulkAction, OrderBulkReply } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/admin/orders/bulk/<action>: the selected orders, a result for each. */
export const useOrderBulk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, orderNumbers }: { action: OrderBulkAction; orderNumbers: string[] }) =>
      api<OrderBulkReply>(`/api/admin/orders/bulk/${action}`, { method: 'POST', body: { orderNumbers } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
