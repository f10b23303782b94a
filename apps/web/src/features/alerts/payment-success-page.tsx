import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../lib/current-user';
import { useVerifiedOrder } from './api/rescue';
import './alerts.css';

/**
 * /payment-success?orderNumber=…&token=…: where a gateway return or the rescue page lands. What it
 * shows is the order as our server verified it (polled while the payment is being checked), never
 * what the URL says; then on to the eSIM (signed in) or the order link (token).
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber') ?? params.get('order');
  const token = params.get('token');
  const { user } = useCurrentUser();
  const order = useVerifiedOrder(orderNumber, token);

  if (!orderNumber || order.isError)
    return (
      <section className="payment-success card" data-testid="payment-success" data-state="missing">
        <h1>{t('alerts.paymentSuccess.missingTitle')}</h1>
        <p>{t('alerts.paymentSuccess.missingText')}</p>
        <div className="actions">
          <Link className="button" to="/my-esims">
            {t('alerts.paymentSuccess.myEsims')}
          </Link>
          <Link className="button ghost" to="/">
            {t('alerts.paymentSuccess.home')}
          </Link>
        </div>
      </section>
    );
  const data = order.data;
  const state = !data
    ? 'checking'
    : data.paymentStatus === 'completed' || data.paymentStatus === 'refunded'
      ? 'paid'
      : data.paymentStatus === 'failed'
        ? 'failed'
        : 'checking';
  if (state === 'checking' || !data)
    return (
      <section className="payment-success card" data-testid="payment-success" data-state="checking">
        <span className="spinner" aria-hidden="true" />
        <h1>{t('alerts.paymentSuccess.checking')}</h1>
        <p className="muted">{t('alerts.paymentSuccess.checkingText')}</p>
      </section>
    );
  if (state === 'failed')
    return (
      <section className="payment-success card" data-testid="payment-success" data-state="failed">
        <h1>{t('alerts.paymentSuccess.failedTitle')}</h1>
        <p>{t('alerts.paymentSuccess.failedText', { orderNumber: data.orderNumber })}</p>
        <Link className="button" to="/">
          {t('alerts.paymentSuccess.home')}
        </Link>
      </section>
    );
  const esim = data.esims[0];
  const orderLink = token
    ? `/order-confirmation?${new URLSearchParams({ orderNumber: data.orderNumber, token }).toString()}`
    : `/order-confirmation?${new URLSearchParams({ orderNumber: data.orderNumber }).toString()}`;
  const next =
    data.status === 'completed' ? t('alerts.paymentSuccess.ready') : t('alerts.paymentSuccess.preparing');
  return (
    <section className="payment-success card" data-testid="payment-success" data-state="paid">
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h1>{t('alerts.paymentSuccess.title')}</h1>
      <p>{t('alerts.paymentSuccess.paidText', { orderNumber: data.orderNumber, next })}</p>
      <p>
        <strong>${data.totalAmount}</strong> {data.currency}
      </p>
      <div className="actions">
        {user && esim ? (
          <Link className="button primary" to={`/esim/${esim.id}/usage`}>
            {t('alerts.paymentSuccess.viewEsim')}
          </Link>
        ) : user ? (
          <Link className="button primary" to="/my-esims">
            {t('alerts.paymentSuccess.myEsims')}
          </Link>
        ) : (
          <Link className="button primary" to={orderLink}>
            {t('alerts.paymentSuccess.viewOrder')}
          </Link>
        )}
      </div>
    </section>
  );
}
