import type { CustomerOrderEsim } from '@app/contracts';
import { isEsimCancelled } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { CopyRow } from '../../../components/esim/copy-button';
import { EsimFlag } from '../../../components/esim/esim-flag';
import { dataLabel, daysLabel, esimDateRows } from '../../../components/esim/esim-format';
import { InstallHelp } from '../../../components/esim/install-help';
import { downloadQrPng, EsimQr } from '../../../components/esim/qr-code';
import { EsimStatusBadge } from '../../../components/esim/status-badge';
import { destinationName } from '../../../lib/destination-name';

/** One eSIM of the order: QR and its download, ICCID, status, activation and LPA codes, expiry, install help. */
export function OrderEsim({ esim }: { esim: CustomerOrderEsim }) {
  const { t, i18n } = useTranslation();
  const cancelled = isEsimCancelled(esim.status);
  return (
    <article className="esim-panel order-esim" data-testid="order-esim" data-iccid={esim.iccid}>
      <header className="esim-dialog-head">
        <EsimFlag countryCode={esim.countryCode} destination={esim.destination} />
        <div className="esim-card-title">
          <strong>{destinationName(esim, i18n.language)}</strong>
          <div className="muted small">
            {dataLabel(esim)} · {daysLabel(t, esim)}
          </div>
        </div>
        <EsimStatusBadge status={esim.status} />
      </header>
      {cancelled ? (
        <div className="notice notice-danger">
          <strong>{t('esims.dialog.cancelledTitle')}</strong>
          <p>{t('esims.dialog.cancelledText')}</p>
        </div>
      ) : (
        <div className="order-esim-body">
          <div className="order-esim-qr">
            <EsimQr value={esim.lpaCode} alt={t('esims.dialog.qrAlt', { iccid: esim.iccid })} />
            <button
              type="button"
              className="secondary"
              onClick={() => void downloadQrPng(esim.lpaCode, esim.iccid)}
            >
              {t('esims.dialog.download')}
            </button>
          </div>
          <div className="order-esim-facts">
            <CopyRow label={t('esims.dialog.iccid')} value={esim.iccid} />
            <CopyRow label={t('esims.dialog.activationCode')} value={esim.activationCode} />
            <CopyRow label={t('esims.dialog.lpa')} value={esim.lpaCode} />
            {esimDateRows(t, esim, i18n.language).map((row) => (
              <p key={row.label} className="muted small" data-testid="esim-expiry">
                {row.label}: {row.value}
              </p>
            ))}
          </div>
        </div>
      )}
      {!cancelled && <InstallHelp esim={esim} />}
    </article>
  );
}
