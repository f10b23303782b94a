import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import i18next from 'i18next';
import type { EsimAlertPush, EsimStatusSyncComplete } from '@app/contracts';
import { toast } from '../../../components/toast';
import { useRealtimeEvent } from '../../../lib/realtime';
import { esimKeys, ORDERS_PREFIX } from '../api/esim-keys';

/**
 * esim_status_update, esim_alert (with a notice) and esim_status_sync_complete (pushed to the user's room) refresh the eSIM
 * and order queries: the data always comes from the api. `onSyncComplete` hears the second.
 */
export function useEsimPush(onSyncComplete?: (payload: EsimStatusSyncComplete) => void): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: esimKeys.all });
    void queryClient.invalidateQueries({ queryKey: ORDERS_PREFIX });
  }, [queryClient]);
  useRealtimeEvent('esim_status_update', refresh);
  useRealtimeEvent(
    'esim_alert',
    useCallback(
      (payload: EsimAlertPush) => {
        refresh();
        toast({ title: i18next.t(`alerts.push.${payload.kind}`), variant: 'default' });
      },
      [refresh],
    ),
  );
  useRealtimeEvent(
    'esim_status_sync_complete',
    useCallback(
      (payload: EsimStatusSyncComplete) => {
        refresh();
        onSyncComplete?.(payload);
      },
      [refresh, onSyncComplete],
    ),
  );
}
