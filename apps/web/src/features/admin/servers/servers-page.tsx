import { useQueryClient } from '@tanstack/react-query';
import { formatTime } from '@app/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../../lib/realtime';
import { serverStatusQuery, useServerStatus } from './api/server-status';
import { systemCheckQuery, useRequestSystemCheck, useSystemCheck } from './api/system-check';
import { ProcessTable } from './process-table';
import { ProbeTable } from './probe-table';
import { EmergencyStopPanel } from '../control/emergency-stop-panel';
import { ProcessMetrics } from './process-metrics';
import { ServerActions } from './server-actions';

/**
 * Server Command Center: the deployment's real processes (from heartbeats, with metric cards, and
 * the servers declared with Add Server not seen yet: POST /api/servers/status), a
 * check of every service (run when the page opens and by Refresh All, by a worker, pushed back over
 * /ws when done), the quick actions and Emergency Stop.
 */
export function ServersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const servers = useServerStatus();
  const [checkId, setCheckId] = useState<string | null>(null);
  const check = useSystemCheck(checkId);
  const request = useRequestSystemCheck();

  useRealtimeEvent(
    'system_check_complete',
    useCallback(
      (payload) => {
        void queryClient.invalidateQueries({ queryKey: systemCheckQuery(payload.checkId).queryKey });
        void queryClient.invalidateQueries({ queryKey: serverStatusQuery().queryKey });
      },
      [queryClient],
    ),
  );
  useRealtimeEvent(
    'processes_changed',
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: serverStatusQuery().queryKey }),
      [queryClient],
    ),
  );

  const refreshAll = () =>
    request.mutate(undefined, {
      onSuccess: (created) => {
        queryClient.setQueryData(systemCheckQuery(created.id).queryKey, created);
        setCheckId(created.id);
      },
    });
  // Refresh All runs once when the page opens.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    refreshAll();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const running = request.isPending || (check.data !== undefined && check.data.state !== 'completed');
  const probes = check.data?.state === 'completed' ? check.data.probes : [];
  const online = probes.filter((probe) => probe.status === 'ok').length;
  const processRows = (servers.data?.servers ?? []).filter((row) => row.kind !== 'service');
  const processes = processRows.flatMap((row) => (row.process ? [row.process] : []));

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('servers.title')}</h1>
        <button onClick={refreshAll} disabled={running}>
          {t('servers.refreshAll')}
        </button>
      </div>

      <h2>{t('control.servers.metrics')}</h2>
      <ProcessMetrics processes={processes} />

      <h2>{t('servers.services')}</h2>
      {request.isError || check.isError ? (
        <div className="error-box" role="alert">
          <p>{t('servers.failed')}</p>
          <button onClick={refreshAll}>{t('servers.retry')}</button>
        </div>
      ) : running ? (
        <p className="muted" data-testid="check-running">
          {t('servers.checking')}
        </p>
      ) : check.data ? (
        <>
          <p data-testid="check-summary">
            {t('servers.summary', { online, total: probes.length })} ·{' '}
            {t('servers.lastChecked', { time: formatTime(check.data.completedAt) })}
          </p>
          <ProbeTable probes={probes} />
        </>
      ) : (
        <p className="muted">{t('servers.neverChecked')}</p>
      )}

      <h2>{t('servers.processes')}</h2>
      {servers.isError ? (
        <div className="error-box" role="alert">
          <p>{t('servers.failed')}</p>
          <button onClick={() => void servers.refetch()}>{t('servers.retry')}</button>
        </div>
      ) : (
        <ProcessTable rows={processRows} />
      )}

      <ServerActions />
      <EmergencyStopPanel />
    </section>
  );
}
