import { useTranslation } from 'react-i18next';
import { isMobileDevice } from '../../../lib/checkout-storage';
import { QrCard } from '../../../components/qr-card';

/**
 * The order page of an unpaid KHQR order (reopened from its link, or after closing the dialog): the
 * same QR card as checkout, with its countdown and, once it runs out, 'New QR'. Payment is
 * confirmed by our server only; the page follows the order by push.
 */
export function KhqrPaymentPanel({ tranId, totalCents }: { tranId: string; totalCents: number }) {
  const { t } = useTranslation();
  return (
    <section className="card-payment-panel" data-testid="khqr-payment">
      <h2 className="section-title">{t('orders.payByKhqr')}</h2>
      <QrCard tranId={tranId} totalCents={totalCents} mobile={isMobileDevice()} />
    </section>
  );
}
