import type { EsimView } from '@app/contracts';
import { formatUsage } from '@app/domain';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGo } from '../../lib/navigation';
import '../../components/esim/esim.css';
import {
  dataLabel,
  dateLabel,
  dateTimeLabel,
  daysLabel,
  esimDateRows,
  esimPlanName,
} from '../../components/esim/esim-format';
import { EsimStatusBadge } from '../../components/esim/status-badge';
import { RequireUser } from '../../components/require-user';
import { SavedCopyNotice } from '../../components/offline-state';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { useSyncEsimStatus } from './api/esim-actions';
import { useEsim, useEsimUsage } from './api/get-esim';
import { EsimLoadError } from './components/esim-load-error';
import { PageHead } from './components/page-head';
import { TopUpStatus } from './components/top-up-status';
import { UsageBar } from './components/usage-bar';
import './esims.css';
import { useEsimPush } from './hooks/use-esim-push';
import { destinationName } from '../../lib/destination-name';
import { RenewAction } from './components/renew-action';
import { onlineManager } from '@tanstack/react-query';

/** A refresh waits this long for the sync's push before it gives up waiting (the data refetches anyway). */
const REFRESH_WAIT_MS = 15_000;

/** /esim/{id}/usage: the eSIM's data usage, its renewals and package, with a Refresh that syncs. */
export function EsimUsagePage() {
  const { id = '' } = useParams();
  return <RequireUser page="esimUsage">{() => <Usage id={id} />}</RequireUser>;
}

function Usage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useGo();
  const esim = useEsim(id);
  const usage = useEsimUsage(id);
  const sync = useSyncEsimStatus();
  const [refreshing, setRefreshing] = useState(false);
  useEsimPush(
    useCallback(
      (payload: { esimIds: string[]; failed: number }) => {
        if (!payload.esimIds.includes(id)) return;
        setRefreshing(false);
        if (payload.failed > 0) toast({ title: t('esims.usage.syncFailed'), variant: 'destructive' });
      },
      [id, t],
    ),
  );
  // Opening the page asks the provider for fresh usage once; the answer arrives by push
  // (esim_status_sync_complete), which refetches the figures shown. Offline, the saved figures are
  // shown as they are.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !onlineManager.isOnline()) return;
    asked.current = true;
    setRefreshing(true);
    sync.mutate(id, { onError: () => setRefreshing(false) });
  }, [id, sync]);
  useEffect(() => {
    if (!refreshing) return;
    const timer = setTimeout(() => setRefreshing(false), REFRESH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [refreshing]);

  if (esim.isPending) return <Spinner label={t('esims.loading')} />;
  if (esim.isError) return <EsimLoadError error={esim.error} />;
  const view: EsimView = esim.data;
  const current = usage.data;
  const topUps = current?.topUps ?? view.topUps;
  const totalUsed = [
    current?.dataUsed ?? view.dataUsed,
    ...topUps.map((topUp) => topUp.dataUsed),
  ].reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const refresh = () => {
    setRefreshing(true);
    sync.mutate(id, {
      onError: () => {
        setRefreshing(false);
        toast({ title: t('esims.usage.syncFailed'), variant: 'destructive' });
      },
    });
  };

  return (
    <section className="page esims-page" data-testid="esim-usage">
      <PageHead title={t('esims.usage.title')} />
      <SavedCopyNotice updatedAt={usage.dataUpdatedAt || esim.dataUpdatedAt} />
      <div className="esim-panel">
        <div className="usage-head">
          <h2>{t('esims.usage.overview')}</h2>
          <EsimStatusBadge status={current?.status ?? view.status} />
        </div>
        <UsageBar
          usedMb={current?.dataUsed ?? view.dataUsed}
          remainingMb={current?.dataRemaining ?? view.dataRemaining}
          totalMb={view.dataTotalMb}
          allowance={dataLabel(view)}
        />
        {view.packageType === 'DayPass' && <p className="muted small">{t('esims.usage.dayPass')}</p>}
        <dl className="facts">
          <dt>{t('esims.usage.package')}</dt>
          <dd>{esimPlanName(t, view, i18n.language)}</dd>
          <dt>{t('esims.usage.orderNumber')}</dt>
          <dd>{view.orderNumber}</dd>
          <dt>{t('esims.usage.activated')}</dt>
          <dd>
            {view.activatedAt ? dateLabel(view.activatedAt, i18n.language) : t('esims.usage.notActivated')}
          </dd>
          {esimDateRows(
            t,
            {
              ...view,
              status: current?.status ?? view.status,
              activatedAt: current?.activatedAt ?? view.activatedAt,
              expiresAt: current?.expiresAt ?? view.expiresAt,
            },
            i18n.language,
          ).map((row) => (
            <Fragment key={row.label}>
              <dt>{row.label}</dt>
              <dd data-testid="esim-date">{row.value}</dd>
            </Fragment>
          ))}
          <dt>{t('esims.usage.totalUsed')}</dt>
          <dd>{formatUsage(totalUsed)}</dd>
          <dt>{t('esims.usage.remaining')}</dt>
          <dd>
            {view.dataRemaining === null ? '—' : formatUsage(current?.dataRemaining ?? view.dataRemaining)}
          </dd>
          <dt>{t('esims.usage.lastUpdated')}</dt>
          <dd data-testid="last-updated">
            {view.lastSyncedAt || current?.lastSyncedAt
              ? dateTimeLabel(current?.lastSyncedAt ?? view.lastSyncedAt, i18n.language)
              : t('esims.usage.never')}
          </dd>
        </dl>
        <div className="page-actions">
          <button type="button" onClick={refresh} disabled={refreshing} data-testid="refresh-usage">
            {refreshing ? t('esims.usage.refreshing') : t('esims.usage.refresh')}
          </button>
          <button type="button" className="secondary" onClick={() => navigate(`/esim/${id}/renew`)}>
            {t('esims.usage.renew')}
          </button>
          {esim.data && <RenewAction esim={esim.data} className="" />}
        </div>
      </div>

      {topUps.length > 0 && (
        <div className="esim-panel" data-testid="renewals">
          <h2>{t('esims.usage.renewals')}</h2>
          {topUps.map((topUp, index) => (
            <div key={topUp.id} className="renewal">
              <div className="usage-head">
                <strong>{t('esims.usage.renewalNumber', { number: index + 1 })}</strong>
                <TopUpStatus status={topUp.status} />
              </div>
              <p className="muted small">
                {topUp.orderNumber || `renewal-${topUp.id}`} ·{' '}
                {t('esims.usage.addedDays', { count: topUp.daysAdded })}
              </p>
              <UsageBar
                usedMb={topUp.dataUsed}
                remainingMb={topUp.dataRemaining}
                totalMb={topUp.dataTotalMb}
                allowance={
                  view.packageType === 'DayPass'
                    ? t('esims.usage.perDayFor', {
                        data: topUp.dataAmount || topUp.data,
                        count: topUp.daysAdded,
                      })
                    : topUp.dataAmount || topUp.data
                }
              />
            </div>
          ))}
        </div>
      )}

      <div className="esim-panel">
        <h2>{t('esims.usage.packageInfo')}</h2>
        <dl className="facts">
          <dt>{t('esims.usage.destination')}</dt>
          <dd>{destinationName(view, i18n.language)}</dd>
          <dt>{t('esims.usage.dataAllowance')}</dt>
          <dd>{dataLabel(view)}</dd>
          <dt>{t('esims.usage.validity')}</dt>
          <dd>{daysLabel(t, view)}</dd>
        </dl>
      </div>
    </section>
  );
}
