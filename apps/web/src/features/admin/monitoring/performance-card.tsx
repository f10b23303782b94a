import { useTranslation } from 'react-i18next';
import { useHealth } from '../api/admin-operations';

export const duration = (seconds: number): string => {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d ? `${d}d ${h}h` : h ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
};

const STATUS_BADGE = { operational: 'badge-ok', warning: 'badge-degraded', error: 'badge-down' } as const;

/** Performance Monitor: status, uptime, memory and counts, every live process from its heartbeat. */
export function PerformanceCard() {
  const { t } = useTranslation();
  const health = useHealth();
  if (health.isError)
    return (
      <section className="admin-card ops-card" data-testid="performance-card">
        <h2>{t('adminMonitoring.performance.title')}</h2>
        <div className="error-box" role="alert">
          <p>{t('adminMonitoring.performance.failed')}</p>
          <button onClick={() => void health.refetch()}>{t('admin.retryLoad')}</button>
        </div>
      </section>
    );
  const data = health.data;
  return (
    <section className="admin-card ops-card" data-testid="performance-card">
      <h2>{t('adminMonitoring.performance.title')}</h2>
      {data ? (
        <>
          <p>
            {t('adminMonitoring.performance.status')}:{' '}
            <span className={`badge ${STATUS_BADGE[data.status]}`} data-testid="health-status">
              {t(`adminMonitoring.performance.statuses.${data.status}`)}
            </span>
          </p>
          {data.problems.length ? (
            <ul className="ops-list ops-errors">
              {data.problems.map((problem) => (
                <li key={problem}>{t(`adminMonitoring.performance.problems.${problem}`)}</li>
              ))}
            </ul>
          ) : null}
          <div className="ops-figures">
            <Figure label={t('adminMonitoring.performance.uptime')} value={duration(data.uptime)} />
            <Figure
              label={t('adminMonitoring.performance.memory')}
              value={`${Math.round(data.memory.rss)} MB`}
            />
            <Figure
              label={t('adminMonitoring.performance.packages')}
              value={data.totalPackages}
              testId="perf-packages"
            />
            <Figure label={t('adminMonitoring.performance.orders')} value={data.totalOrders} />
            <Figure label={t('adminMonitoring.performance.esims')} value={data.totalEsims} />
            <Figure label={t('adminMonitoring.performance.requests')} value={data.requests.perMinute} />
            <Figure
              label={t('adminMonitoring.performance.p95')}
              value={data.requests.p95Ms === null ? '—' : `${data.requests.p95Ms} ms`}
            />
          </div>
          <p className="muted small">{t('adminMonitoring.performance.requestsNote')}</p>
          <h3>{t('adminMonitoring.performance.processes')}</h3>
          <ul className="ops-processes" data-testid="perf-processes">
            {data.processes.map((row) => (
              <li key={row.id}>
                <span className="mono">{row.role}</span>{' '}
                <span className="small muted">
                  {row.hostname}:{row.pid}
                </span>{' '}
                <span className={`badge ${row.alive ? 'badge-ok' : 'badge-down'}`}>
                  {t(`adminMonitoring.performance.${row.alive ? 'alive' : 'gone'}`)}
                </span>{' '}
                <span className="small">
                  {duration(row.uptimeSeconds)} · {row.rssMb} MB
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">…</p>
      )}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="ops-figure">
      <span className="muted small">{label}</span>
      <strong data-testid={testId}>{value}</strong>
    </div>
  );
}
