import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartItemView, CartRemovalResult } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session';

/**
 * The session's cart as checkout shows it (GET /api/cart). The key is the storefront's ['cart',
 * sessionId], so the cart screen and checkout share one cache; the cart never refetches by itself.
 */
export const checkoutCartQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['cart', sessionId],
    queryFn: () =>
      api<CartItemView[]>(`/api/cart?sessionId=${encodeURIComponent(sessionId)}`).catch(() => []),
    staleTime: Infinity,
  });

export const useCheckoutCart = () => useQuery(checkoutCartQuery(getSessionId()));

/** Quantity − / + and remove on the order summary; the cart query is refreshed after each. */
export function useCartLineActions() {
  const queryClient = useQueryClient();
  const sessionId = getSessionId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['cart', sessionId] });
  const setQuantity = useMutation({
    mutationFn: ({ packageId, quantity }: { packageId: number; quantity: number }) =>
      api<CartItemView>(`/api/cart/${sessionId}/${packageId}`, { method: 'PUT', body: { quantity } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (packageId: number) =>
      api<CartRemovalResult>(`/api/cart/${sessionId}/${packageId}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { setQuantity, remove };
}
