import type { UserView } from '@app/contracts';
import { canActivate, isEsimCancelled } from '@app/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CopyRow } from '../../components/esim/copy-button';
import '../../components/esim/esim.css';
import {
  dataLabel,
  dateLabel,
  daysLabel,
  esimDateRows,
  esimPlanName,
} from '../../components/esim/esim-format';
import { InstallHelp } from '../../components/esim/install-help';
import { EsimQr } from '../../components/esim/qr-code';
import { EsimStatusBadge } from '../../components/esim/status-badge';
import { EsimGuideActions } from '../../components/esim-guide-actions';
import { RequireUser } from '../../components/require-user';
import { Spinner } from '../../components/spinner';
import { destinationName } from '../../lib/destination-name';
import { useEsim, useEsimTopUps } from './api/get-esim';
import { EsimLoadError } from './components/esim-load-error';
import { PageHead } from './components/page-head';
import { TopUpList } from './components/top-up-list';
import { UsageBar } from './components/usage-bar';
import './esims.css';
import { useEsimPush } from './hooks/use-esim-push';

/** /esim/{id}/details: everything about one eSIM, ready to install. */
export function EsimDetailsPage() {
  const { id = '' } = useParams();
  return <RequireUser page="esimDetails">{(user) => <Details id={id} user={user} />}</RequireUser>;
}

function Details({ id, user }: { id: string; user: UserView }) {
  const { t, i18n } = useTranslation();
  const esim = useEsim(id);
  const topUps = useEsimTopUps(id, esim.isSuccess);
  useEsimPush();
  if (esim.isPending) return <Spinner label={t('esims.loading')} />;
  if (esim.isError) return <EsimLoadError error={esim.error} />;
  const view = esim.data;
  const cancelled = isEsimCancelled(view.status);
  return (
    <section className="page esims-page" data-testid="esim-details">
      <PageHead title={t('esims.details.title')} />
      <div className="esim-panel">
        <div className="usage-head">
          <h2>
            {cancelled
              ? t('esims.dialog.cancelledTitle')
              : canActivate(view.status, 'list')
                ? t('esims.details.readyToInstall')
                : esimPlanName(t, view, i18n.language)}
          </h2>
          <EsimStatusBadge status={view.status} />
        </div>
        {cancelled ? (
          <p className="notice notice-danger">{t('esims.dialog.cancelledText')}</p>
        ) : (
          <>
            <EsimQr value={view.qrCodeData} alt={t('esims.dialog.qrAlt', { iccid: view.iccid })} />
            <InstallHelp esim={view} />
            {/* The owner's PDF guide (the server opens the order for its signed-in owner). */}
            <EsimGuideActions
              order={{
                orderNumber: view.orderNumber,
                customerName: user.fullName,
                customerEmail: user.email,
                esim: { iccid: view.iccid, activationCode: view.activationCode, expiresAt: view.expiresAt },
              }}
            />
          </>
        )}
      </div>
      <div className="esim-panel">
        <h2>{t('esims.details.orderInfo')}</h2>
        <dl className="facts">
          <dt>{t('esims.usage.orderNumber')}</dt>
          <dd>{view.orderNumber}</dd>
          <dt>{t('esims.usage.destination')}</dt>
          <dd>{destinationName(view, i18n.language)}</dd>
          <dt>{t('esims.usage.dataAllowance')}</dt>
          <dd>{dataLabel(view)}</dd>
          <dt>{t('esims.usage.validity')}</dt>
          <dd>{daysLabel(t, view)}</dd>
          <dt>{t('esims.dialog.created')}</dt>
          <dd>{dateLabel(view.createdAt, i18n.language)}</dd>
          {esimDateRows(t, view, i18n.language).map((row) => (
            <Fragment key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
      <div className="esim-panel">
        <h2>{t('esims.dialog.technical')}</h2>
        <CopyRow label={t('esims.dialog.iccid')} value={view.iccid} />
        <CopyRow label={t('esims.dialog.activationCode')} value={view.activationCode} />
        <CopyRow label={t('esims.details.qrData')} value={view.qrCodeData} />
      </div>
      <div className="esim-panel">
        <h2>{t('esims.details.dataUsage')}</h2>
        <UsageBar
          usedMb={view.dataUsed}
          remainingMb={view.dataRemaining}
          totalMb={view.dataTotalMb}
          allowance={dataLabel(view)}
        />
      </div>
      <div className="esim-panel">
        <h2>{t('esims.details.topUps')}</h2>
        <TopUpList topUps={topUps.data?.topUps ?? view.topUps} />
      </div>
    </section>
  );
}
