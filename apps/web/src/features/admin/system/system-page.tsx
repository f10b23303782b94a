import type { ProbeResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/admin-control';
import { dateTime } from '../components/format';
import { LoadError } from '../components/load-error';
import { probeDetail } from '../components/probe-detail';

type CardStatus = ProbeResult['status'] | 'fallback';
const BADGE: Record<CardStatus, string> = {
  ok: 'badge-ok',
  degraded: 'badge-degraded',
  down: 'badge-down',
  fallback: 'badge-degraded',
};

function Card(props: {
  title: string;
  status: CardStatus;
  figure?: string;
  children?: React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-card" data-testid={props.testId}>
      <h3>{props.title}</h3>
      <span className={`badge ${BADGE[props.status]}`}>{t(`control.system.${props.status}`)}</span>
      {props.figure && <div className="detail">{props.figure}</div>}
      {props.children}
    </div>
  );
}

/**
 * System (admin §2.8), live: the database and its migrations, the queue backend, Redis or its
 * fallback, SMTP, each provider's last probe, and the build. Read on open and every 30 s.
 */
export function SystemPage() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const data = status.data;
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('control.system.title')}</h1>
        <button className="secondary" onClick={() => void status.refetch()} disabled={status.isFetching}>
          {t('control.system.refresh')}
        </button>
      </div>
      {status.isError && <LoadError error={status.error} onRetry={() => void status.refetch()} />}
      {!data && !status.isError && <p className="muted">{t('admin.loading')}</p>}
      {data && (
        <>
          <p className="muted small">{t('control.system.checkedAt', { time: dateTime(data.checkedAt) })}</p>
          <div className="admin-cards">
            <Card
              testId="card-database"
              title={t('control.system.database')}
              status={data.database.status}
              figure={probeDetail(data.database, t)}
            >
              <div className="detail">
                {t('control.system.migrations', {
                  applied: data.database.migrationsApplied,
                  known: data.database.migrationsKnown,
                  last: data.database.lastMigration ?? '—',
                })}
              </div>
            </Card>
            <Card
              testId="card-queue"
              title={t('control.system.queue')}
              status={data.queue.status}
              figure={t(
                data.queue.backend === 'redis'
                  ? 'control.system.backendRedis'
                  : 'control.system.backendPostgres',
              )}
            >
              <div className="detail">{probeDetail(data.queue, t)}</div>
            </Card>
            <Card
              testId="card-redis"
              title={t('control.system.redis')}
              status={data.redis.status}
              figure={
                data.redis.configured
                  ? [
                      t('control.system.redisAt', { address: data.redis.address ?? '' }),
                      data.redis.status === 'ok' ? '' : probeDetail(data.queue, t),
                    ]
                      .filter(Boolean)
                      .join(': ')
                  : t('control.system.redisFallback')
              }
            />
            <Card
              testId="card-smtp"
              title={t('control.system.smtp')}
              status={data.smtp.status}
              figure={probeDetail(data.smtp, t)}
            />
            <div className="admin-card" data-testid="card-providers">
              <h3>{t('control.system.providers')}</h3>
              {data.providers.probes.length === 0 ? (
                <div className="detail">{t('control.system.providersNever')}</div>
              ) : (
                <>
                  {data.providers.probes.map((probe) => (
                    <div key={probe.name} className="row" style={{ justifyContent: 'space-between' }}>
                      <span>{probe.name}</span>
                      <span className={`badge ${BADGE[probe.status]}`}>
                        {t(`control.system.${probe.status}`)}
                      </span>
                    </div>
                  ))}
                  <div className="detail">
                    {t('control.system.providersAt', { time: dateTime(data.providers.checkedAt) })}
                  </div>
                </>
              )}
            </div>
            <div className="admin-card" data-testid="card-app">
              <h3>{t('control.system.app')}</h3>
              <div className="figure">{t('control.system.version', { version: data.app.version })}</div>
              <div className="detail">{t('control.system.commit', { commit: data.app.commit })}</div>
              <div className="detail">
                {t('control.system.runtime', { node: data.app.nodeVersion, env: data.app.environment })}
              </div>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
