import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EsimView } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { esimKeys } from './esim-keys';

/** GET /api/esims-fresh?phone= (the server serves the session's own eSIMs, in the spec's order). */
export const getEsims = (phone?: string) =>
  api<EsimView[]>(`/api/esims-fresh${phone ? `?phone=${encodeURIComponent(phone)}` : ''}`);

export const esimsQuery = (phone?: string) =>
  queryOptions({ queryKey: esimKeys.list(), queryFn: () => getEsims(phone) });

export const useEsims = (phone: string | undefined, enabled = true) =>
  useQuery({ ...esimsQuery(phone), enabled });
