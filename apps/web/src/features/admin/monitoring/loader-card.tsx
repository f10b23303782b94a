import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useRealtimeEvent } from '../../../lib/realtime';
import { adminErrorText } from '../components/admin-error';
import { LoadError } from '../components/load-error';
import { syncStatusQuery, useStartLoad, useStopLoad, useSyncStatus } from '../api/admin-operations';
import { ProgressFrames } from '../api/sync-progress-frames';

/**
 * Real-Time Package Loader: Start loads every SKU of the catalogue (a full sync run by a worker),
 * Stop ends it after the SKUs in hand. Progress arrives as package_loading_progress pushes.
 */
export function LoaderCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useSyncStatus();
  const start = useStartLoad();
  const stop = useStopLoad();

  const [frames] = useState(() => new ProgressFrames());
  useRealtimeEvent(
    'package_loading_progress',
    useCallback(
      (frame) => {
        if (frames.accept(frame))
          void queryClient.invalidateQueries({ queryKey: syncStatusQuery().queryKey });
      },
      [queryClient, frames],
    ),
  );

  const progress = status.data;
  const running = progress?.isRunning ?? false;
  const percent =
    progress && progress.totalSkus ? Math.round((progress.processedSkus / progress.totalSkus) * 100) : 0;
  const fail = (error: unknown) => toast({ title: adminErrorText(error, t), variant: 'destructive' });

  return (
    <section className="admin-card ops-card" data-testid="loader-card">
      <h2>{t('adminMonitoring.loader.title')}</h2>
      {status.isError ? (
        <LoadError error={status.error} onRetry={() => void status.refetch()} />
      ) : progress ? (
        <>
          <p data-testid="loader-state">
            <span className={`badge ${running ? 'badge-degraded' : 'badge-ok'}`}>
              {t(`adminMonitoring.loader.${running ? 'inProgress' : 'complete'}`)}
            </span>
          </p>
          <div
            className="ops-bar"
            role="progressbar"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="small" data-testid="loader-progress">
            {t('adminMonitoring.loader.progress', {
              processed: progress.processedSkus,
              total: progress.totalSkus,
              loaded: progress.totalPackagesLoaded,
            })}
            {progress.failedSkus
              ? ` · ${t('adminMonitoring.loader.failed', { count: progress.failedSkus })}`
              : ''}
          </p>
          {running && progress.currentSkuDisplay ? (
            <p className="small muted">
              {t('adminMonitoring.loader.current', { sku: progress.currentSkuDisplay })}
            </p>
          ) : null}
          <h3>{t('adminMonitoring.loader.recent')}</h3>
          <ul className="ops-list" data-testid="loader-recent">
            {progress.recentPackages.length ? (
              progress.recentPackages.map((line, index) => <li key={`${index}-${line}`}>{line}</li>)
            ) : (
              <li className="muted">{t('adminMonitoring.loader.none')}</li>
            )}
          </ul>
          {progress.errors.length ? (
            <>
              <h3>{t('adminMonitoring.loader.errors')}</h3>
              <ul className="ops-list ops-errors">
                {progress.errors.map((line, index) => (
                  <li key={`${index}-${line}`}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className="muted">…</p>
      )}
      <div className="row wrap">
        <button
          disabled={!progress || running || start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => toast({ title: t('adminMonitoring.loader.started'), variant: 'success' }),
              onError: fail,
            })
          }
        >
          {t('adminMonitoring.loader.start')}
        </button>
        <button
          className="secondary"
          disabled={!running || stop.isPending}
          onClick={() =>
            stop.mutate(undefined, {
              onSuccess: () => toast({ title: t('adminMonitoring.loader.stopRequested') }),
              onError: fail,
            })
          }
        >
          {t('adminMonitoring.loader.stop')}
        </button>
      </div>
    </section>
  );
}
