import { useQuery } from '@tanstack/react-query';
import type { CartItemView, DiscountQuote } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session';

/** Who is buying, as far as the form says yet (a guest's per-customer limit counts by email, else phone). */
export interface DiscountBuyer {
  email: string;
  phone: string;
}

/**
 * POST /api/discount-codes/check for the cart as it stands: asked again whenever the lines change,
 * so the discount shown is always the server's for what will be ordered.
 */
export function useDiscountQuote(code: string | null, items: CartItemView[], buyer: DiscountBuyer) {
  const lines = items.map((item) => ({
    packageId: item.packageId,
    quantity: item.quantity,
    customDays: item.customDays,
  }));
  return useQuery({
    queryKey: ['discount-quote', code, lines],
    enabled: code !== null && lines.length > 0,
    retry: false,
    staleTime: Infinity,
    queryFn: () =>
      api<DiscountQuote>('/api/discount-codes/check', {
        method: 'POST',
        body: {
          code,
          items: lines,
          customerEmail: buyer.email.trim() || undefined,
          customerPhone: buyer.phone.trim() || undefined,
          sessionId: getSessionId(),
        },
      }),
  });
}

const APPLIED_KEY = 'derleng_discount_code';

/** The code applied in this tab (kept while the customer goes back to the cart and returns). */
export const appliedDiscountCode = (): string | null => sessionStorage.getItem(APPLIED_KEY);

export function keepDiscountCode(code: string | null): void {
  if (code) sessionStorage.setItem(APPLIED_KEY, code);
  else sessionStorage.removeItem(APPLIED_KEY);
}
