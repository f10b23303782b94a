import { useQuery } from '@tanstack/react-query';
import type { SupportInfo } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/support: contacts and the configured support promise (null: none is made). */
export const useSupportInfo = () =>
  useQuery({
    queryKey: ['support'],
    queryFn: () => api<SupportInfo>('/api/support'),
    staleTime: 60 * 60 * 1000,
  });
