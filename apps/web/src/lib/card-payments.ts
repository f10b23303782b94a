import { useQuery } from '@tanstack/react-query';
import type {
  CheckoutPaymentMethod,
  PaymentMethodsResponse,
  StripeSessionRequest,
  StripeReturnResponse,
  StripeSessionResponse,
  StripeStatusResponse,
} from '@app/contracts';
import { ORDER_PAGE_REFETCH_MS } from '@app/domain';
import { api } from './api-client';

/** Checkout's methods when the server cannot be asked: the two that are always offered. */
const ALWAYS: CheckoutPaymentMethod[] = ['payway_khqr', 'paypal'];

/** GET /api/payment-methods: "Card (Stripe)" appears only while Stripe is enabled in payment settings. */
export function usePaymentMethods(): CheckoutPaymentMethod[] {
  const query = useQuery({
    queryKey: ['payment-methods'],
    queryFn: () => api<PaymentMethodsResponse>('/api/payment-methods'),
    staleTime: 60_000,
  });
  return query.data?.methods ?? ALWAYS;
}

/**
 * POST /api/stripe/checkout-session, then the browser goes to Stripe's hosted page (the same session
 * when asked again for the same attempt). Used by checkout and by the order page's "Pay by card".
 */
export async function goToStripeCheckout(request: StripeSessionRequest): Promise<void> {
  const session = await api<StripeSessionResponse>('/api/stripe/checkout-session', {
    method: 'POST',
    body: request,
  });
  window.location.assign(session.url);
}

/** GET /api/stripe/status/{orderNumber}: what our server verified (refetched while the order waits). */
export const useStripeStatus = (orderNumber: string | null, token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['stripe-status', orderNumber, token ?? ''],
    queryFn: () =>
      api<StripeStatusResponse>(
        `/api/stripe/status/${encodeURIComponent(orderNumber ?? '')}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      ),
    enabled: enabled && Boolean(orderNumber),
    refetchInterval: (query) => (query.state.data?.orderStatus === 'pending' ? ORDER_PAGE_REFETCH_MS : false),
  });

/**
 * GET /api/stripe/return/{sessionId}: the order Stripe's success URL came back for (its number; the
 * URL carries no token, the page opens the order with the one this browser kept).
 */
export const useStripeReturn = (sessionId: string | null) =>
  useQuery({
    queryKey: ['stripe-return', sessionId ?? ''],
    queryFn: () => api<StripeReturnResponse>(`/api/stripe/return/${encodeURIComponent(sessionId ?? '')}`),
    enabled: Boolean(sessionId),
    staleTime: Infinity,
    retry: 1,
  });
