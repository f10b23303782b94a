import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToStripeCheckout, useStripeStatus } from '../../../lib/card-payments';

/**
 * The order page of an unpaid card (Stripe) order: back from Stripe's hosted page it says we are
 * confirming (the server verifies; a read here queues a check), shows why the last card was declined,
 * and lets the buyer pay (again) on Stripe's page while the order can still be paid.
 */
export function CardPaymentPanel({
  orderId,
  orderNumber,
  token,
  returned,
}: {
  orderId: string;
  orderNumber: string;
  token: string | null;
  /** ?stripe= on the way back from Stripe: 'return' (paid or paying) or 'cancelled'. */
  returned: string | null;
}) {
  const { t } = useTranslation();
  const status = useStripeStatus(orderNumber, token, true);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const data = status.data;
  if (!data || data.orderStatus !== 'pending') return null;
  const decline = data.decline;
  const message = decline
    ? t(`cardPayment.declined.${decline.code}`)
    : returned === 'cancelled'
      ? t('cardPayment.cancelled')
      : returned === 'return'
        ? t('cardPayment.waiting')
        : t('cardPayment.unpaid');
  const pay = () => {
    setBusy(true);
    setFailed(false);
    goToStripeCheckout({ orderId, accessToken: token ?? undefined }).catch(() => {
      setBusy(false);
      setFailed(true);
    });
  };
  return (
    <section className="card-payment-panel" data-testid="card-payment">
      <h2 className="section-title">{t('cardPayment.title')}</h2>
      <p role={decline ? 'alert' : 'status'} data-testid="card-payment-message">
        {message}
      </p>
      {failed && <p role="alert">{t('cardPayment.failed')}</p>}
      {data.payable && (
        <button type="button" onClick={pay} disabled={busy}>
          {busy ? t('cardPayment.redirecting') : decline ? t('cardPayment.payAgain') : t('cardPayment.pay')}
        </button>
      )}
    </section>
  );
}
