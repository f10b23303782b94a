import type { MemorySample } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { dateTime } from '../components/format';
import { useCleanupMemory, useMemory, useOptimizeMemory } from '../api/admin-operations';

const LEVEL_BADGE = {
  low: 'badge-ok',
  medium: 'badge-ok',
  high: 'badge-degraded',
  critical: 'badge-down',
} as const;

/** A small line of the last RSS samples (no chart library: a few points of SVG). */
function Sparkline({ samples }: { samples: MemorySample[] }) {
  if (samples.length < 2) return <span className="muted small">—</span>;
  const values = samples.map((sample) => sample.rssMb);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const span = Math.max(1, max - min);
  const points = values
    .map((value, index) => `${(index / (values.length - 1)) * 100},${28 - ((value - min) / span) * 24}`)
    .join(' ');
  return (
    <svg className="ops-spark" viewBox="0 0 100 30" preserveAspectRatio="none" aria-hidden="true">
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/**
 * Memory Optimizer: this api's memory in the spec's fields, each process's RSS and heap with its
 * trend; Force GC drops the catalogue cache, Cleanup prunes sessions, heartbeats and jobs.
 */
export function MemoryCard() {
  const { t } = useTranslation();
  const memory = useMemory();
  const optimize = useOptimizeMemory();
  const cleanup = useCleanupMemory();
  const data = memory.data;

  return (
    <section className="admin-card ops-card" data-testid="memory-card">
      <h2>{t('adminMonitoring.memory.title')}</h2>
      {memory.isError ? (
        <div className="error-box" role="alert">
          <p>{t('adminMonitoring.memory.failed')}</p>
          <button onClick={() => void memory.refetch()}>{t('admin.retryLoad')}</button>
        </div>
      ) : data ? (
        <>
          <p>
            {t('adminMonitoring.memory.usage')}: <strong>{Math.round(data.rss)} MB</strong>{' '}
            <span className={`badge ${LEVEL_BADGE[data.status]}`} data-testid="memory-status">
              {t(`adminMonitoring.memory.status.${data.status}`)}
            </span>
          </p>
          <p className="small muted">{t(`adminMonitoring.memory.statusText.${data.status}`)}</p>
          <div
            className="ops-bar"
            role="progressbar"
            aria-valuenow={data.percentage}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span style={{ width: `${Math.min(100, data.percentage)}%` }} />
          </div>
          <p className="small">
            {t('adminMonitoring.memory.heap')}:{' '}
            {t('adminMonitoring.memory.heapOf', {
              used: Math.round(data.heapUsed),
              total: Math.round(data.heapTotal),
            })}{' '}
            ({data.percentage}%)
          </p>
          <ul className="ops-processes" data-testid="memory-processes">
            {data.processes
              .filter((row) => row.alive)
              .map((row) => (
                <li key={row.id}>
                  <span className="mono">{row.role}</span>{' '}
                  <span className="small">
                    {t('adminMonitoring.memory.rss')} {row.rssMb} MB · {t('adminMonitoring.memory.heap')}{' '}
                    {t('adminMonitoring.memory.heapOf', { used: row.heapUsedMb, total: row.heapTotalMb })}
                  </span>{' '}
                  <span className={`badge ${LEVEL_BADGE[row.status]}`}>
                    {t(`adminMonitoring.memory.status.${row.status}`)}
                  </span>
                  <Sparkline samples={row.trend} />
                </li>
              ))}
          </ul>
          <h3>{t('adminMonitoring.memory.recommendations')}</h3>
          <ul className="ops-list">
            {data.recommendations.map((code) => (
              <li key={code}>{t(`adminMonitoring.memory.advice.${code}`)}</li>
            ))}
          </ul>
          <p className="small muted" data-testid="last-cleanup">
            {data.lastCleanup
              ? t('adminMonitoring.memory.lastCleanup', { time: dateTime(data.lastCleanup) })
              : t('adminMonitoring.memory.neverCleaned')}
          </p>
        </>
      ) : (
        <p className="muted">…</p>
      )}
      <div className="row wrap">
        <button
          className="secondary"
          disabled={optimize.isPending}
          onClick={() =>
            optimize.mutate(undefined, {
              onSuccess: (result) =>
                toast({
                  title: t('adminMonitoring.memory.optimized'),
                  description: t('adminMonitoring.memory.optimizedText', {
                    saved: result.saved,
                    entries: result.freed.catalogueCacheEntries,
                  }),
                  variant: 'success',
                }),
              onError: () =>
                toast({
                  title: t('adminMonitoring.memory.optimizeFailed'),
                  description: t('adminMonitoring.memory.optimizeFailedText'),
                  variant: 'destructive',
                }),
            })
          }
        >
          {t('adminMonitoring.memory.forceGc')}
        </button>
        <button
          disabled={cleanup.isPending}
          onClick={() =>
            cleanup.mutate(undefined, {
              onSuccess: (result) =>
                toast({
                  title: t('adminMonitoring.memory.cleaned'),
                  description: t('adminMonitoring.memory.cleanedText', {
                    sessions: result.freed.expiredSessions,
                    heartbeats: result.freed.oldHeartbeats,
                    jobs: result.freed.finishedJobs,
                  }),
                  variant: 'success',
                }),
              onError: () =>
                toast({
                  title: t('adminMonitoring.memory.cleanupFailed'),
                  description: t('adminMonitoring.memory.cleanupFailedText'),
                  variant: 'destructive',
                }),
            })
          }
        >
          {t('adminMonitoring.memory.cleanup')}
        </button>
      </div>
    </section>
  );
}
