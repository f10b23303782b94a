import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartResult } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { adoptSessionId, getSessionId } from '../../../lib/session';

export interface AddToCartInput {
  packageId: number;
  /** DayPass days; the server derives the price from them. */
  customDays?: number;
}

/**
 * POST /api/cart. The server may keep the cart under a new session id (ours was missing or
 * malformed); the browser adopts it. The cart query is refetched afterwards.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartInput) =>
      api<AddToCartResult>('/api/cart', {
        method: 'POST',
        body: {
          sessionId: getSessionId(),
          packageId: input.packageId,
          quantity: 1,
          customDays: input.customDays,
        },
      }),
    onSuccess: async (result) => {
      adoptSessionId(result.sessionId);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
