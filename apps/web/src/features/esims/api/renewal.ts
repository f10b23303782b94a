import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PrepareRenewalRequest, PrepareRenewalResponse, RenewalPackagesResponse } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { esimKeys } from './esim-keys';

/** GET /api/esims/{eSIM id}/renewal-packages: the options, priced by the server. */
export const renewalPackagesQuery = (esimId: string) =>
  queryOptions({
    queryKey: esimKeys.renewalPackages(esimId),
    queryFn: () => api<RenewalPackagesResponse>(`/api/esims/${encodeURIComponent(esimId)}/renewal-packages`),
  });

export const useRenewalPackages = (esimId: string) => useQuery(renewalPackagesQuery(esimId));

/** POST /api/esims/{eSIM id}/prepare-renewal: the renewal order to pay at /checkout. */
export const usePrepareRenewal = (esimId: string) =>
  useMutation({
    mutationFn: (body: PrepareRenewalRequest) =>
      api<PrepareRenewalResponse>(`/api/esims/${encodeURIComponent(esimId)}/prepare-renewal`, {
        method: 'POST',
        body,
      }),
  });
