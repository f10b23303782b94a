import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceCompatibility } from '@app/contracts';
import { api } from './api-client';

/**
 * GET /api/packages/{id}/device-compatibility, asked for when it is shown (the package page's
 * Specs tab, the "Is my phone eSIM-ready?" check).
 */
export const deviceCompatibilityQuery = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['packages', id, 'devices'],
    queryFn: () => api<DeviceCompatibility>(`/api/packages/${id}/device-compatibility`),
    enabled,
    staleTime: Infinity,
  });

export const useDeviceCompatibility = (id: number, enabled: boolean) =>
  useQuery(deviceCompatibilityQuery(id, enabled));
