import type { AdminOrderEsim } from '@app/contracts';
import { QR_SIZE_ADMIN_DOWNLOAD_PX } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/esim/copy-button';
import { downloadQrPng, EsimQr } from '../../../components/esim/qr-code';
import { toast } from '../../../components/toast';
import { dateTime } from '../components/format';
import { EsimStatusBadge } from '../components/status-badge';

/** The order's eSIMs (admin §2.12): details, the QR code, Download QR (256 px) and Copy QR Data. */
export function OrderEsims({ esims }: { esims: AdminOrderEsim[] }) {
  const { t } = useTranslation();
  if (esims.length === 0) return <p className="muted">{t('admin.order.noEsims')}</p>;
  const download = (esim: AdminOrderEsim) =>
    downloadQrPng(esim.qrCodeData, esim.iccid, QR_SIZE_ADMIN_DOWNLOAD_PX).catch(() =>
      toast({
        title: t('admin.order.qrFailedTitle'),
        description: t('admin.order.qrFailed'),
        variant: 'destructive',
      }),
    );
  return (
    <>
      {esims.map((esim) => (
        <div className="admin-esim" key={esim.id} data-testid="admin-esim">
          <EsimQr value={esim.qrCodeData} alt={esim.iccid} size={120} />
          <dl className="admin-dl">
            <dt>ID</dt>
            <dd className="mono">{esim.id}</dd>
            <dt>{t('admin.order.iccid')}</dt>
            <dd className="mono">{esim.iccid}</dd>
            <dt>{t('admin.order.esimStatus')}</dt>
            <dd>
              <EsimStatusBadge status={esim.status} />
            </dd>
            <dt>{t('admin.order.providerOrder')}</dt>
            <dd className="mono">{esim.providerOrderNumber}</dd>
            <dt>{t('admin.order.activationCode')}</dt>
            <dd className="mono">{esim.activationCode}</dd>
            <dt>{t('admin.order.created', { date: '' }).trim()}</dt>
            <dd>{dateTime(esim.createdAt)}</dd>
            <dt>{t('admin.order.activated')}</dt>
            <dd>{dateTime(esim.activatedAt)}</dd>
          </dl>
          <div className="row" style={{ flexWrap: 'wrap', alignSelf: 'flex-start' }}>
            <button onClick={() => void download(esim)}>{t('admin.order.downloadQr')}</button>
            <button className="secondary" onClick={() => void copyText(esim.qrCodeData, 'QR', t)}>
              {t('admin.order.copyQr')}
            </button>
          </div>
        </div>
      ))}
    </>
  );
}
