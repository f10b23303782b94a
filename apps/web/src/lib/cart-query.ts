import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartItemView } from '@app/contracts';
import { api } from './api-client';
import { getSessionId } from './session';

/**
 * The session's cart, read by the cart page and the header's cart badge.
 * GET /api/cart?sessionId (key ['cart', sessionId], shared with checkout). A failed read is an
 * empty cart (the spec); the cart never refetches by itself, only after a change or a
 * package_update push.
 */
export const cartQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['cart', sessionId],
    queryFn: () =>
      api<CartItemView[]>(`/api/cart?sessionId=${encodeURIComponent(sessionId)}`).catch((error: unknown) => {
        console.error('cart read failed', error);
        return [];
      }),
    staleTime: Infinity,
  });

export const useCart = () => useQuery(cartQuery(getSessionId()));

/**
 * After an order is paid: the server has taken the lines it bought out of the cart (in the
 * confirmation itself, whatever the provider), so the cart is read again. Called on the paid
 * order_status_update push (lib/realtime.tsx) and where a page learns of the payment by polling.
 */
export const refetchCartAfterPayment = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: ['cart'] });
