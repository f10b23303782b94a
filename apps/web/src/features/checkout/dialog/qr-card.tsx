import { useTranslation } from 'react-i18next';
import { formatUsd, QR_SIZE_SCREEN_PX } from '@app/domain';
import { Riel } from '../../../components/riel';
import { useQrData } from '../api/qr-data';

interface Props {
  tranId: string;
  totalCents: number;
  mobile: boolean;
}

/** Step 2 of the dialog: the total and the KHQR we render (a placeholder icon when there is none). */
export function QrCard({ tranId, totalCents, mobile }: Props) {
  const { t, i18n } = useTranslation();
  const qr = useQrData(tranId);
  const data = qr.data;
  const shown = data?.success && data.qrCodeUrl ? data : null;
  return (
    <div className="qr-card" data-testid="qr-card">
      <div className="qr-total">
        <span className="muted">{t('checkout.dialog.total')}</span>
        <strong>{formatUsd(totalCents)} USD</strong>
        <Riel cents={totalCents} />
      </div>
      <div className="qr-frame" style={{ width: QR_SIZE_SCREEN_PX + 24, height: QR_SIZE_SCREEN_PX + 24 }}>
        {shown ? (
          <img
            src={shown.qrCodeUrl as string}
            alt="KHQR"
            width={QR_SIZE_SCREEN_PX}
            height={QR_SIZE_SCREEN_PX}
            data-tran-id={shown.tranId ?? ''}
          />
        ) : (
          <div
            className="qr-placeholder"
            role="img"
            aria-label={qr.isPending ? t('checkout.dialog.qrLoading') : t('checkout.dialog.qrUnavailable')}
          >
            {qr.isPending || data?.reason === 'preparing' ? (
              <span className="spinner" aria-hidden="true" />
            ) : (
              '▦'
            )}
          </div>
        )}
      </div>
      <p className="muted small">
        {shown
          ? t('checkout.dialog.scan')
          : qr.isPending
            ? t('checkout.dialog.qrLoading')
            : t('checkout.dialog.qrUnavailable')}
      </p>
      {shown?.expiresAt && (
        <p className="muted small">
          {t('checkout.dialog.expires', {
            time: new Date(shown.expiresAt).toLocaleTimeString(i18n.language, {
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </p>
      )}
      {mobile && shown?.deeplink && (
        <a className="button" href={shown.deeplink}>
          {t('checkout.dialog.payMobile')}
        </a>
      )}
    </div>
  );
}
