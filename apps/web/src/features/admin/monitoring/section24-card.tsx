import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useRealtimeSocket } from '../../../lib/realtime';
import { adminErrorText } from '../components/admin-error';
import { dateTime } from '../components/format';
import { useClearCounter, useMonitorStart, useMonitorStatus, useMonitorStop } from '../api/admin-operations';
import { LoadError } from '../components/load-error';

/** This browser's socket: connected or not (the monitor's WebSocket line). */
function useSocketConnected(): boolean {
  const socket = useRealtimeSocket();
  const [connected, setConnected] = useState(socket?.connected ?? false);
  useEffect(() => {
    if (!socket) return;
    const update = () => setConnected(socket.connected);
    update();
    socket.on('connect', update);
    socket.on('disconnect', update);
    return () => {
      socket.off('connect', update);
      socket.off('disconnect', update);
    };
  }, [socket]);
  return connected;
}

/**
 * Real-Time Section 2.4 Monitor: Start/Stop resume or pause the 20-SKU discovery cycle; the
 * connected clients are the sockets of every api process; Clear Counter restarts the
 * new-packages count.
 */
export function Section24Card() {
  const { t } = useTranslation();
  const status = useMonitorStatus();
  const start = useMonitorStart();
  const stop = useMonitorStop();
  const clear = useClearCounter();
  const connected = useSocketConnected();
  const busy = start.isPending || stop.isPending || clear.isPending;
  const run = (action: typeof start, done: string) =>
    action.mutate(undefined, {
      onSuccess: () => toast({ title: t(done), variant: 'success' }),
      onError: (error) => toast({ title: adminErrorText(error, t), variant: 'destructive' }),
    });

  return (
    <section className="admin-card ops-card" data-testid="section24-card">
      <h2>{t('adminMonitoring.section24.title')}</h2>
      {status.isError ? (
        <LoadError error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <dl className="admin-dl">
          <dt>{t('adminMonitoring.section24.websocket')}</dt>
          <dd>
            <span className={`badge ${connected ? 'badge-ok' : 'badge-down'}`}>
              {t(`adminMonitoring.section24.${connected ? 'connected' : 'disconnected'}`)}
            </span>
          </dd>
          <dt>{t('adminMonitoring.section24.monitor')}</dt>
          <dd data-testid="monitor-state">
            {status.data ? (
              <span className={`badge ${status.data.isActive ? 'badge-ok' : 'badge-degraded'}`}>
                {t(`adminMonitoring.section24.${status.data.isActive ? 'active' : 'inactive'}`)}
              </span>
            ) : (
              '…'
            )}
          </dd>
          <dt>{t('adminMonitoring.section24.clients')}</dt>
          <dd data-testid="connected-clients">
            <strong>{status.data?.connectedClients ?? '…'}</strong>{' '}
            <span className="muted small">
              {status.data
                ? t('adminMonitoring.section24.clientsDetail', { count: status.data.apiProcesses })
                : ''}
            </span>
          </dd>
          <dt>{t('adminMonitoring.section24.newPackages')}</dt>
          <dd data-testid="new-packages">
            <strong>{status.data?.newPackages ?? '…'}</strong>{' '}
            <span className="muted small">
              {status.data
                ? t('adminMonitoring.section24.since', { time: dateTime(status.data.counterSince) })
                : ''}
            </span>
          </dd>
          <dt>{t('adminMonitoring.section24.lastUpdate')}</dt>
          <dd>
            {status.data?.lastUpdate
              ? dateTime(status.data.lastUpdate)
              : t('adminMonitoring.section24.never')}
          </dd>
        </dl>
      )}
      <p className="muted small">{t('adminMonitoring.section24.explain')}</p>
      <div className="row wrap">
        <button
          disabled={busy || !status.data || status.data.isActive}
          onClick={() => run(start, 'adminMonitoring.section24.started')}
        >
          {t('adminMonitoring.section24.start')}
        </button>
        <button
          className="secondary"
          disabled={busy || !status.data || !status.data.isActive}
          onClick={() => run(stop, 'adminMonitoring.section24.stopped')}
        >
          {t('adminMonitoring.section24.stop')}
        </button>
        <button
          className="secondary"
          disabled={busy || !status.data}
          onClick={() => run(clear, 'adminMonitoring.section24.cleared')}
        >
          {t('adminMonitoring.section24.clear')}
        </button>
      </div>
    </section>
  );
}
