import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CustomerOrderView,
  QrDataResponse,
  RescueRenewalRequest,
  RescueRenewalResponse,
  RescueView,
} from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/rescue/{esimId}?t=: the plan and its renewal options (a refused link is an ApiError). */
export const rescueQuery = (esimId: string, token: string) =>
  queryOptions({
    queryKey: ['rescue', esimId, token],
    queryFn: () =>
      api<RescueView>(
        `/api/rescue/${encodeURIComponent(esimId)}?${new URLSearchParams({ t: token }).toString()}`,
      ),
    retry: false,
    staleTime: 60_000,
  });

export const useRescue = (esimId: string, token: string) => useQuery(rescueQuery(esimId, token));

export const useRescueRenewal = (esimId: string) =>
  useMutation({
    mutationFn: (body: RescueRenewalRequest) =>
      api<RescueRenewalResponse>(`/api/rescue/${encodeURIComponent(esimId)}/renewal`, {
        method: 'POST',
        body,
      }),
  });

/** The KHQR of the renewal order (rendered by the server), refetched while it is being prepared. */
export const useRescueQr = (tranId: string | null) =>
  useQuery({
    queryKey: ['rescue', 'qr', tranId],
    queryFn: () => api<QrDataResponse>(`/api/payway/qr-data/${encodeURIComponent(tranId ?? '')}`),
    enabled: tranId !== null,
    refetchInterval: (query) => (query.state.data?.success ? false : 2000),
  });

/** An order read with its token (or the session), polled while its payment is pending. */
export const orderQuery = (orderNumber: string, token: string | null) =>
  queryOptions({
    queryKey: ['alerts', 'order', orderNumber, token],
    queryFn: () =>
      api<CustomerOrderView>(
        `/api/orders/${encodeURIComponent(orderNumber)}${token ? `?${new URLSearchParams({ token }).toString()}` : ''}`,
      ),
    retry: 1,
    refetchInterval: (query) =>
      query.state.data &&
      query.state.data.paymentStatus !== 'pending' &&
      query.state.data.status !== 'confirmed' &&
      query.state.data.status !== 'processing'
        ? false
        : 3000,
  });

export const useVerifiedOrder = (orderNumber: string | null, token: string | null) =>
  useQuery({ ...orderQuery(orderNumber ?? '', token), enabled: orderNumber !== null });
