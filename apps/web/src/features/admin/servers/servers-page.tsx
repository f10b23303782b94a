import { useQueryClient } from '@tanstack/react-query';
import { formatTime } from '@app/i18n';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useProcesses } from './api/get-processes';
import { systemCheckQuery, useRequestSystemCheck, useSystemCheck } from './api/system-check';
import { ProcessTable } from './process-table';
import { ProbeTable } from './probe-table';

/**
 * Server Command Center: the deployment's real processes (from heartbeats) and a check of every
 * service, run by a worker and pushed back over /ws when done.
 */
export function ServersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const processes = useProcesses();
  const [checkId, setCheckId] = useState<string | null>(null);
  const check = useSystemCheck(checkId);
  const request = useRequestSystemCheck();

  useRealtimeEvent(
    'system_check_complete',
    useCallback(
      (payload) => {
        void queryClient.invalidateQueries({ queryKey: systemCheckQuery(payload.checkId).queryKey });
        void queryClient.invalidateQueries({ queryKey: ['system', 'processes'] });
      },
      [queryClient],
    ),
  );
  useRealtimeEvent(
    'processes_changed',
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: ['system', 'processes'] }),
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
  const running = request.isPending || (check.data !== undefined && check.data.state !== 'completed');
  const probes = check.data?.state === 'completed' ? check.data.probes : [];
  const online = probes.filter((probe) => probe.status === 'ok').length;

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('servers.title')}</h1>
        <button onClick={refreshAll} disabled={running}>
          {t('servers.refreshAll')}
        </button>
      </div>

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
      {processes.isError ? (
        <div className="error-box" role="alert">
          <p>{t('servers.failed')}</p>
          <button onClick={() => void processes.refetch()}>{t('servers.retry')}</button>
        </div>
      ) : (
        <ProcessTable processes={processes.data ?? []} />
      )}
    </section>
  );
}
