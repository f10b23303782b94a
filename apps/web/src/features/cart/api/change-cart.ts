import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItemView, CartRemovalResult } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session';

/** PUT /api/cart/{sessionId}/{packageId} (quantity) and DELETE of one line; the cart refetches after. */
export function useCartChanges() {
  const queryClient = useQueryClient();
  const sessionId = getSessionId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['cart', sessionId] });
  const setQuantity = useMutation({
    mutationFn: ({ packageId, quantity }: { packageId: number; quantity: number }) =>
      api<CartItemView>(`/api/cart/${encodeURIComponent(sessionId)}/${packageId}`, {
        method: 'PUT',
        body: { quantity },
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (packageId: number) =>
      api<CartRemovalResult>(`/api/cart/${encodeURIComponent(sessionId)}/${packageId}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { setQuantity, remove, busy: setQuantity.isPending || remove.isPending };
}
