import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimGuestOrdersReply, CustomerOrderView } from '@app/contracts';
import { api } from '../../lib/api-client';
import { forgetGuestOrders, heldOrderLinks } from '../../lib/guest-orders';

export const heldOrdersKey = ['orders', 'held'] as const;

/** POST /api/orders/held: the orders whose links this browser holds (the server checks each token). */
export function useHeldOrders() {
  const links = heldOrderLinks();
  return useQuery({
    queryKey: [...heldOrdersKey, links.map((link) => link.orderNumber).join(',')],
    queryFn: () => api<CustomerOrderView[]>('/api/orders/held', { method: 'POST', body: { orders: links } }),
    enabled: links.length > 0,
    refetchInterval: (query) =>
      query.state.data?.some((order) => ['pending', 'confirmed', 'processing'].includes(order.status))
        ? 10_000
        : false,
  });
}

/** POST /api/orders/claim: the held orders into the signed-in account; their links are then forgotten. */
export function useClaimHeldOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<ClaimGuestOrdersReply>('/api/orders/claim', { method: 'POST', body: { orders: heldOrderLinks() } }),
    onSuccess: (reply) => {
      forgetGuestOrders(reply.claimed);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['esims'] });
    },
  });
}
