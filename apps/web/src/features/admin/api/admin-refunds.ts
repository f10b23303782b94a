import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartialRefundRequest, AdminPartialRefundResponse } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/admin/orders/:orderNumber/refunds: some lines or an amount (the server decides and caps it). */
export const useRefundPart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumber, ...body }: AdminPartialRefundRequest & { orderNumber: string }) =>
      api<AdminPartialRefundResponse>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/refunds`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
