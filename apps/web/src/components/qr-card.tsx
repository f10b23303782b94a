import { useTranslation } from 'react-i18next';
import { formatUsd, QR_SIZE_SCREEN_PX } from '@app/domain';
import { Riel } from './riel';
import { useQrData, useRenewQr } from '../lib/qr-data-api';
import { minutesSeconds, useCountdown } from '../lib/use-countdown';
import './qr-card.css';

interface Props {
  tranId: string;
  totalCents: number;
  mobile: boolean;
}

/**
 * Step 2 of the dialog: the total and the KHQR we render (a placeholder icon when there is none),
 * with a live countdown to its expiry. When it runs out the QR is withdrawn and 'New QR' asks the
 * server for a fresh KHQR attempt, which it makes while the order can still be paid (for
 * NEW_QR_GRACE_MINUTES after the last one ran out).
 */
export function QrCard({ tranId, totalCents, mobile }: Props) {
  const { t } = useTranslation();
  const qr = useQrData(tranId);
  const renew = useRenewQr(tranId);
  const data = qr.data;
  const live = data?.success && data.qrCodeUrl ? data : null;
  const left = useCountdown(live?.expiresAt);
  const expired = (live !== null && left === 0) || data?.reason === 'expired';
  const shown = expired ? null : live;
  const closed = data?.reason === 'closed';
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
            aria-label={
              expired
                ? t('checkout.dialog.qrExpired')
                : qr.isPending
                  ? t('checkout.dialog.qrLoading')
                  : t('checkout.dialog.qrUnavailable')
            }
          >
            {qr.isPending || data?.reason === 'preparing' ? (
              <span className="spinner" aria-hidden="true" />
            ) : (
              '▦'
            )}
          </div>
        )}
      </div>
      <p className="muted small" role={expired || closed ? 'alert' : undefined}>
        {closed
          ? t('checkout.dialog.qrClosed')
          : expired
            ? t('checkout.dialog.qrExpired')
            : shown
              ? t('checkout.dialog.scan')
              : qr.isPending
                ? t('checkout.dialog.qrLoading')
                : t('checkout.dialog.qrUnavailable')}
      </p>
      {shown && left !== null && (
        <p className="qr-countdown" data-testid="qr-countdown">
          <span aria-hidden="true">{t('checkout.dialog.countdown', { time: minutesSeconds(left) })}</span>
          {/* Announced once a minute, not every second. */}
          <span className="sr-only" aria-live="polite">
            {t('checkout.dialog.countdownMinutes', { count: Math.ceil(left / 60) })}
          </span>
        </p>
      )}
      {expired && !closed && (
        <button type="button" onClick={() => renew.mutate()} disabled={renew.isPending}>
          {t('checkout.dialog.newQr')}
        </button>
      )}
      {expired && !closed && renew.isError && !renew.isPending && (
        <p className="qr-renew-failed" role="alert" data-testid="new-qr-failed">
          {t('checkout.dialog.newQrFailed')}
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
