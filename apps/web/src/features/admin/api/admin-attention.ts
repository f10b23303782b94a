import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAttentionView,
  AdminDeliverySettings,
  AdminRefundResponse,
  AttentionOrderRow,
} from '@app/contracts';
import { api } from '../../../lib/api-client';

/** The view refetches on its own so new entries appear while the page is open (ages tick locally). */
const REFETCH_MS = 15_000;

export const adminAttentionQuery = (handled: boolean) =>
  queryOptions({
    queryKey: ['admin', 'attention', handled],
    queryFn: () => api<AdminAttentionView>(`/api/admin/needs-attention${handled ? '?handled=true' : ''}`),
    refetchInterval: REFETCH_MS,
  });

export const useAdminAttention = (handled: boolean) => useQuery(adminAttentionQuery(handled));

const useAdminMutation = <I, O>(call: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useRefundOrder = () =>
  useAdminMutation((orderNumber: string) =>
    api<AdminRefundResponse>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/refund`, {
      method: 'POST',
    }),
  );

export const useRefundPayment = () =>
  useAdminMutation((paymentId: string) =>
    api<AdminRefundResponse>(`/api/admin/payments/${paymentId}/refund`, { method: 'POST' }),
  );

export const useMarkHandled = () =>
  useAdminMutation(({ orderNumber, note }: { orderNumber: string; note: string }) =>
    api<AttentionOrderRow>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/mark-handled`, {
      method: 'POST',
      body: { note },
    }),
  );

export const deliverySettingsQuery = queryOptions({
  queryKey: ['admin', 'delivery-settings'],
  queryFn: () => api<AdminDeliverySettings>('/api/admin/delivery-settings'),
});

export const useDeliverySettings = () => useQuery(deliverySettingsQuery);

export const useSaveDeliverySettings = () =>
  useAdminMutation((body: AdminDeliverySettings) =>
    api<AdminDeliverySettings>('/api/admin/delivery-settings', { method: 'PATCH', body }),
  );
