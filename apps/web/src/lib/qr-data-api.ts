import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QrDataResponse } from '@app/contracts';
import { QR_DATA_REFETCH_MS, QR_DATA_RETRIES, QR_DATA_RETRY_DELAY_MS } from '@app/domain';
import { api } from './api-client';

/** GET /api/payway/qr-data/{tranId}: refetched every 5 s, 3 retries 1 s apart (purchase-flow §7). */
export const qrDataQuery = (tranId: string) =>
  queryOptions({
    queryKey: ['checkout', 'qr-data', tranId],
    queryFn: () => api<QrDataResponse>(`/api/payway/qr-data/${encodeURIComponent(tranId)}`),
    refetchInterval: QR_DATA_REFETCH_MS,
    retry: QR_DATA_RETRIES,
    retryDelay: QR_DATA_RETRY_DELAY_MS,
    staleTime: 0,
  });

export const useQrData = (tranId: string | null) =>
  useQuery({ ...qrDataQuery(tranId ?? ''), enabled: tranId !== null });

/**
 * New QR: asks for a fresh KHQR once the shown one ran out (`?renew=1`; the page's polling never
 * makes one by itself) and shows the answer at once.
 */
export function useRenewQr(tranId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<QrDataResponse>(`/api/payway/qr-data/${encodeURIComponent(tranId ?? '')}?renew=1`),
    onSuccess: (data) => client.setQueryData(qrDataQuery(tranId ?? '').queryKey, data),
  });
}
