import type { EsimView } from '@app/contracts';
import { canActivate, isEsimCancelled } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/navigation';
import { DialogTitle, Modal } from '../../../components/dialog';
import { copyText } from '../../../components/esim/copy-button';
import { EsimFlag } from '../../../components/esim/esim-flag';
import { dataLabel, daysLabel } from '../../../components/esim/esim-format';
import { InstallHelp } from '../../../components/esim/install-help';
import { downloadQrPng, EsimQr } from '../../../components/esim/qr-code';
import { EsimStatusBadge } from '../../../components/esim/status-badge';
import { useEsimTopUps } from '../api/get-esim';
import { TechnicalInfo } from './technical-info';
import { TopUpList } from './top-up-list';
import { destinationName } from '../../../lib/destination-name';
import { RenewAction } from './renew-action';

interface Props {
  esim: EsimView;
  onClose: () => void;
  onActivate: () => void;
  activating: boolean;
}

/**
 * The eSIM's dialog: QR code (160 px; download 512 px named after the ICCID), copy, iPhone and
 * Android instructions, top-ups, technical information, and Activate (pending only), Check Usage,
 * View Details. A cancelled eSIM shows the spec's notice instead of its QR code.
 */
export function EsimDetailDialog({ esim, onClose, onActivate, activating }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useGo();
  const topUps = useEsimTopUps(esim.id);
  const cancelled = isEsimCancelled(esim.status);

  return (
    <Modal
      onClose={onClose}
      className="dialog esim-dialog"
      labelledBy="esim-dialog-title"
      testId="esim-dialog"
    >
      <header className="esim-dialog-head">
        <EsimFlag countryCode={esim.countryCode} destination={esim.destination} />
        <div className="esim-card-title">
          <DialogTitle id="esim-dialog-title">{destinationName(esim, i18n.language)}</DialogTitle>
          <div className="muted small">
            {dataLabel(esim)} · {daysLabel(t, esim)} · {esim.orderNumber}
          </div>
        </div>
        <EsimStatusBadge status={esim.status} />
        <button type="button" className="icon-button" aria-label={t('esims.dialog.close')} onClick={onClose}>
          ×
        </button>
      </header>

      {cancelled ? (
        <div className="notice notice-danger" role="alert">
          <strong>{t('esims.dialog.cancelledTitle')}</strong>
          <p>{t('esims.dialog.cancelledText')}</p>
        </div>
      ) : (
        <section className="esim-qr-section">
          <EsimQr value={esim.qrCodeData} alt={t('esims.dialog.qrAlt', { iccid: esim.iccid })} />
          <div className="row center">
            <button type="button" onClick={() => void downloadQrPng(esim.qrCodeData, esim.iccid)}>
              {t('esims.dialog.download')}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => void copyText(esim.qrCodeData, t('esims.dialog.lpa'), t)}
            >
              {t('esims.dialog.copyCode')}
            </button>
          </div>
          <InstallHelp esim={esim} />
        </section>
      )}

      <section>
        <h3>{t('esims.dialog.topUps')}</h3>
        <TopUpList topUps={topUps.data?.topUps ?? esim.topUps} />
      </section>

      <section>
        <h3>{t('esims.dialog.technical')}</h3>
        <TechnicalInfo esim={esim} />
      </section>

      <div className="esim-dialog-actions">
        {canActivate(esim.status, 'details') && (
          <button type="button" onClick={onActivate} disabled={activating}>
            {t('esims.dialog.activateEsim')}
          </button>
        )}
        <button type="button" className="secondary" onClick={() => navigate(`/esim/${esim.id}/usage`)}>
          {t('esims.dialog.checkUsage')}
        </button>
        <button type="button" className="secondary" onClick={() => navigate(`/esim/${esim.id}/details`)}>
          {t('esims.dialog.viewDetails')}
        </button>
        <RenewAction esim={esim} className="" />
      </div>
    </Modal>
  );
}
