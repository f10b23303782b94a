import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionTestResponse, PaymentProvider, PaymentSettingsResponse } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** The spec's polling: every 10 s while the tab is open. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ['admin', 'payment-settings'],
  queryFn: () => api<PaymentSettingsResponse>('/api/admin/payment-settings'),
  refetchInterval: 10_000,
  staleTime: 0,
});

export const usePaymentSettings = () => useQuery(paymentSettingsQuery);

function useSettingsMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useSwitchMode = () =>
  useSettingsMutation(({ provider, mode }: { provider: PaymentProvider; mode: string }) =>
    api<{ message: string } & PaymentSettingsResponse>('/api/admin/payment-settings', {
      method: 'POST',
      body: { provider, action: 'switch_mode', settings: { mode } },
    }),
  );

export const useSaveCredentials = () =>
  useSettingsMutation(
    ({ provider, credentials }: { provider: PaymentProvider; credentials: Record<string, string> }) =>
      api<{ message: string } & PaymentSettingsResponse>('/api/admin/payment-settings', {
        method: 'POST',
        body: { provider, action: 'update_credentials', settings: { credentials } },
      }),
  );

export const useTestConnection = () =>
  useSettingsMutation((provider: PaymentProvider) =>
    api<ConnectionTestResponse>('/api/admin/payment-settings/test', { method: 'POST', body: { provider } }),
  );
