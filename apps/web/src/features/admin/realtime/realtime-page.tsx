import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent, useRealtimeSocket } from '../../../lib/realtime';
import { dateTime } from '../components/format';
import { LoadError } from '../components/load-error';
import { syncStatusQuery, useDiscoveryConfig, useSyncStatus } from '../api/admin-operations';
import { ProgressFrames } from '../api/sync-progress-frames';
import '../monitoring/operations.css';

const FEED_LENGTH = 8;

/** A line of the live feed: the translation key and its values. */
interface FeedLine {
  id: number;
  key: string;
  values: Record<string, string | number>;
}

/**
 * Joins the package channel (subscribe_packages, again after every reconnect) and keeps the last
 * pushes: subscription_confirmed, new_package_found, sync_summary; the connection's state too.
 */
function usePackageChannel(onPush: () => void) {
  const socket = useRealtimeSocket();
  const [feed, setFeed] = useState<FeedLine[]>([]);
  const [connection, setConnection] = useState<'ok' | 'error' | 'closed'>('ok');
  const [closedReason, setClosedReason] = useState('');
  const push = useCallback((key: string, values: Record<string, string | number> = {}) => {
    setFeed((lines) => [{ id: Date.now() + Math.random(), key, values }, ...lines].slice(0, FEED_LENGTH));
  }, []);

  useEffect(() => {
    if (!socket) return;
    const subscribe = () => {
      setConnection('ok');
      socket.emit('subscribe_packages');
    };
    const failed = () => setConnection('error');
    const closed = (reason: string) => {
      if (reason === 'io client disconnect') return;
      setClosedReason(reason);
      setConnection('closed');
    };
    if (socket.connected) subscribe();
    socket.on('connect', subscribe);
    socket.on('connect_error', failed);
    socket.on('disconnect', closed);
    return () => {
      socket.off('connect', subscribe);
      socket.off('connect_error', failed);
      socket.off('disconnect', closed);
    };
  }, [socket]);

  useRealtimeEvent(
    'subscription_confirmed',
    useCallback((payload) => push('adminRealtime.subscribed', { channel: payload.channel }), [push]),
  );
  useRealtimeEvent(
    'new_package_found',
    useCallback(
      (payload) => {
        push('adminRealtime.found', {
          destination: payload.package.destination,
          apiCode: payload.package.apiCode,
        });
        onPush();
      },
      [push, onPush],
    ),
  );
  useRealtimeEvent(
    'sync_summary',
    useCallback(
      (payload) => {
        push('adminRealtime.summary', { ...payload });
        onPush();
      },
      [push, onPush],
    ),
  );
  const [frames] = useState(() => new ProgressFrames());
  useRealtimeEvent(
    'package_loading_progress',
    useCallback((frame) => frames.accept(frame) && onPush(), [frames, onPush]),
  );
  return { feed, connection, closedReason };
}

/** Real-time tab: discovery progress against the target, live pushes, and the API configuration. */
export function RealtimePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useSyncStatus();
  const config = useDiscoveryConfig();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: syncStatusQuery().queryKey }),
    [queryClient],
  );
  const { feed, connection, closedReason } = usePackageChannel(refresh);
  const data = status.data;
  const percent = data ? Math.round((data.packagesInCatalogue / data.targetPackages) * 100) : 0;

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('adminRealtime.title')}</h1>
      </div>
      {connection !== 'ok' ? (
        <div className="error-box" role="alert" data-testid="ws-error">
          {connection === 'error'
            ? t('adminRealtime.connectionError')
            : t('adminRealtime.closed', { reason: closedReason })}
        </div>
      ) : null}
      {status.isError ? (
        <LoadError error={status.error} onRetry={() => void status.refetch()} />
      ) : data ? (
        <>
          <div className="admin-cards">
            <div className="admin-card">
              <h3>{t('adminRealtime.packages')}</h3>
              <div className="figure" data-testid="rt-packages">
                {data.packagesInCatalogue}
              </div>
            </div>
            <div className="admin-card">
              <h3>{t('adminRealtime.percent')}</h3>
              <div className="figure" data-testid="rt-percent">
                {percent}%
              </div>
            </div>
            <div className="admin-card">
              <h3>{t('adminRealtime.destinations')}</h3>
              <div className="figure" data-testid="rt-destinations">
                {data.uniqueDestinations}
              </div>
            </div>
          </div>
          <section className="admin-card ops-card">
            <h2>{t('adminRealtime.progress')}</h2>
            <div
              className="ops-bar"
              role="progressbar"
              aria-valuenow={Math.min(100, percent)}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span style={{ width: `${Math.min(100, percent)}%` }} />
            </div>
            <p data-testid="rt-of-target">
              {t('adminRealtime.ofTarget', {
                count: data.packagesInCatalogue,
                target: data.targetPackages,
                percent,
              })}
            </p>
            <p className="small">
              {data.isRunning
                ? t('adminRealtime.running', {
                    mode: t(`adminRealtime.modes.${data.mode ?? 'cycle'}`),
                    processed: data.processedSkus,
                    total: data.totalSkus,
                  })
                : data.finishedAt
                  ? t('adminRealtime.idle', { time: dateTime(data.finishedAt) })
                  : t('adminRealtime.neverRan')}
            </p>
          </section>
          <div className="ops-grid">
            <section className="admin-card ops-card">
              <h2>{t('adminRealtime.recent')}</h2>
              <ul className="ops-list" data-testid="rt-recent">
                {data.recentPackages.length ? (
                  data.recentPackages.map((line, index) => <li key={`${index}-${line}`}>{line}</li>)
                ) : (
                  <li className="muted">{t('adminRealtime.none')}</li>
                )}
              </ul>
            </section>
            <section className="admin-card ops-card">
              <h2>{t('adminRealtime.errors')}</h2>
              <ul className="ops-list ops-errors" data-testid="rt-errors">
                {data.errors.length ? (
                  data.errors.map((line, index) => <li key={`${index}-${line}`}>{line}</li>)
                ) : (
                  <li className="muted">{t('adminRealtime.none')}</li>
                )}
              </ul>
            </section>
            <section className="admin-card ops-card">
              <h2>{t('adminRealtime.live')}</h2>
              <ul className="ops-list ops-feed" data-testid="rt-feed" aria-live="polite">
                {feed.length ? (
                  feed.map((line) => <li key={line.id}>{t(line.key, line.values)}</li>)
                ) : (
                  <li className="muted">{t('adminRealtime.liveEmpty')}</li>
                )}
              </ul>
            </section>
          </div>
        </>
      ) : (
        <p className="muted">{t('admin.loading')}</p>
      )}
      <section className="admin-card ops-card" data-testid="rt-config">
        <h2>{t('adminRealtime.config')}</h2>
        {config.data ? (
          <dl className="admin-dl">
            <dt>{t('adminRealtime.baseUrl')}</dt>
            <dd className="mono" style={{ overflowWrap: 'anywhere' }}>
              {config.data.baseUrl}
            </dd>
            <dt>{t('adminRealtime.token')}</dt>
            <dd>
              {t('adminRealtime.tokenValue', { minutes: Math.round(config.data.tokenLifetimeSeconds / 60) })}
            </dd>
            <dt>{t('adminRealtime.cycleSize')}</dt>
            <dd>{config.data.skusPerCycle}</dd>
            <dt>{t('adminRealtime.cyclePeriod')}</dt>
            <dd>{t('adminRealtime.seconds', { count: config.data.cycleSeconds })}</dd>
            <dt>{t('adminRealtime.syncInterval')}</dt>
            <dd>{t('adminRealtime.seconds', { count: config.data.syncIntervalSeconds })}</dd>
            <dt>{t('adminRealtime.window')}</dt>
            <dd>{t('adminRealtime.minutes', { count: config.data.dataStorageWindowSeconds / 60 })}</dd>
            <dt>{t('adminRealtime.source')}</dt>
            <dd>{config.data.source}</dd>
          </dl>
        ) : config.isError ? (
          <LoadError error={config.error} onRetry={() => void config.refetch()} />
        ) : (
          <p className="muted">{t('admin.loading')}</p>
        )}
      </section>
    </section>
  );
}
