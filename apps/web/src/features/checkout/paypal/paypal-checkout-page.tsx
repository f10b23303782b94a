import { formatUsd, fromDecimalString } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGo } from '../../../lib/navigation';
import type { TFunction } from 'i18next';
import { Spinner } from '../../../components/spinner';
import { destinationName } from '../../../lib/destination-name';
import { cartLinePlan } from '../../../lib/cart-line-name';
import { useCapturePaypalOrder, useCreatePaypalOrder } from '../../../lib/paypal-api';
import { clearPendingOrder, readPendingOrder, type PendingOrder } from '../../../lib/checkout-storage';
import { createFailedText, paymentFailedText, rememberPaypalError } from './paypal-messages';
import '../checkout.css';
import './paypal.css';

const cents = (value: string | null | undefined): number => {
  try {
    return value ? fromDecimalString(value) : 0;
  } catch {
    return 0;
  }
};

/**
 * /paypal-checkout: the pendingOrder's summary and a 'Pay with PayPal' button. Our server creates the
 * PayPal order and the browser goes to PayPal's approval page; PayPal sends it back here with
 * ?token=<PayPal order>&PayerID=…, and our server captures and verifies before anything is confirmed.
 * Open to guests like /checkout; without a readable pendingOrder it goes back to /checkout.
 */
export function PaypalCheckoutPage() {
  const { t } = useTranslation();
  const navigate = useGo();
  const [params] = useSearchParams();
  const [pending] = useState(readPendingOrder);
  const createOrder = useCreatePaypalOrder();
  const capture = useCapturePaypalOrder();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(params.get('cancelled') ? t('paypal.cancelled') : null);
  const captured = useRef(false);
  const returnToken = params.get('cancelled') ? null : params.get('token');

  const fail = (text: string) => {
    rememberPaypalError(text);
    setError(text);
  };

  useEffect(() => {
    if (pending === null || pending === 'unreadable') navigate('/checkout', { replace: true });
  }, [pending, navigate]);

  useEffect(() => {
    if (!returnToken || captured.current || !pending || pending === 'unreadable') return;
    captured.current = true;
    capture.mutate(
      { orderID: returnToken, orderData: { ...pending } },
      {
        onSuccess: (reply) => {
          if (!reply.success) {
            fail(`${reply.message || t('paypal.errors.captureFallback')} ${t('paypal.errors.captureAlert')}`);
            return;
          }
          clearPendingOrder();
          const target =
            reply.redirectUrl ??
            (reply.esimId
              ? `/esim/${reply.esimId}/details`
              : `/order-confirmation?orderNumber=${encodeURIComponent(reply.orderNumber)}`);
          navigate(target, { replace: true });
        },
        onError: (failure) => fail(paymentFailedText(t, failure)),
      },
    );
    // Once per return: the capture is idempotent on the server anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnToken]);

  if (pending === null || pending === 'unreadable') return <Spinner label={t('paypal.loading')} />;
  if (!pending.orderId || !pending.amount) return <NoOrder onBack={() => navigate('/checkout')} />;

  const pay = () => {
    setError(null);
    setNotice(null);
    createOrder.mutate(
      {
        orderId: pending.orderId,
        orderNumber: pending.orderNumber,
        accessToken: pending.accessToken,
        sessionId: pending.sessionId,
        amount: pending.amount,
        currency: 'USD',
        intent: 'CAPTURE',
      },
      {
        onSuccess: (reply) => window.location.assign(reply.approveUrl),
        onError: (failure) => fail(createFailedText(t, failure)),
      },
    );
  };

  const busy = createOrder.isPending || createOrder.isSuccess || capture.isPending;
  return (
    <section className="page paypal-page">
      <div className="checkout-head">
        <button type="button" className="secondary" onClick={() => navigate('/checkout')}>
          ← {t('paypal.backToCheckout')}
        </button>
        <h1>{t('paypal.title')}</h1>
      </div>
      {capture.isPending ? (
        <Spinner label={t('paypal.capturing')} />
      ) : (
        <div className="checkout-grid">
          <div className="stack">
            <Summary pending={pending} />
            {/* a rescue top-up's order keeps its contact details on the server only */}
            {pending.customer?.name ? (
              <section className="checkout-card" aria-labelledby="paypal-customer-title">
                <h2 id="paypal-customer-title">{t('paypal.customerTitle')}</h2>
                <dl className="paypal-facts">
                  <dt>{t('paypal.name')}</dt>
                  <dd>{pending.customer?.name}</dd>
                  <dt>{t('paypal.phone')}</dt>
                  <dd>{pending.customer?.phone}</dd>
                  {pending.customer?.email ? (
                    <>
                      <dt>{t('paypal.email')}</dt>
                      <dd>{pending.customer.email}</dd>
                    </>
                  ) : null}
                </dl>
              </section>
            ) : null}
          </div>
          <section className="checkout-card paypal-pay" aria-labelledby="paypal-pay-title">
            <h2 id="paypal-pay-title">{t('paypal.paymentTitle')}</h2>
            <p className="paypal-amount">
              <span className="muted">{t('paypal.amountDue')}</span>
              <strong>{formatUsd(cents(pending.amount))} USD</strong>
            </p>
            {notice && (
              <p className="paypal-notice" role="status">
                {notice}
              </p>
            )}
            {error && (
              <div className="error-box paypal-error" role="alert">
                <strong>{t('paypal.errorTitle')}</strong>
                <p>{error}</p>
                <div className="paypal-error-actions">
                  <button type="button" onClick={pay}>
                    {t('paypal.tryAgain')}
                  </button>
                  <button type="button" className="secondary" onClick={() => navigate('/paypal-debug')}>
                    {t('paypal.debugInfo')}
                  </button>
                </div>
              </div>
            )}
            <button type="button" className="paypal-button" disabled={busy} onClick={pay}>
              {createOrder.isPending || createOrder.isSuccess
                ? t('paypal.redirecting')
                : t('paypal.payButton')}
            </button>
            <p className="muted small">🔒 {t('paypal.secure')}</p>
            <button type="button" className="secondary" onClick={() => navigate('/checkout')}>
              {t('paypal.backToCheckout')}
            </button>
          </section>
        </div>
      )}
    </section>
  );
}

/** A line's plan as the cart named it; a record kept before lines carried their data keeps the provider's name. */
function linePlan(t: TFunction, item: PendingOrder['items'][number], language: string): string | undefined {
  const { data, days, plan } = item.package ?? {};
  if (data === undefined || days === undefined || plan === undefined) return plan;
  return cartLinePlan(t, { customDays: item.customDays, package: { plan, data, days } }, language);
}

function Summary({ pending }: { pending: PendingOrder }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="checkout-card order-summary" aria-labelledby="paypal-summary-title">
      <h2 id="paypal-summary-title">{t('paypal.summaryTitle')}</h2>
      <p className="muted small">{t('paypal.orderNumber', { number: pending.orderNumber })}</p>
      <ul className="summary-lines">
        {(pending.items ?? []).map((item, index) => (
          <li key={`${item.packageId}-${index}`} className="summary-line" data-testid="paypal-line">
            <div className="summary-line-main">
              <strong>{item.package ? destinationName(item.package, i18n.language) : null}</strong>
              <span className="muted small">{linePlan(t, item, i18n.language)}</span>
              <span className="muted small">{t('paypal.quantity', { count: item.quantity })}</span>
            </div>
            <span className="summary-amount">
              {formatUsd(cents(item.customPrice ?? item.package?.price) * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <dt className="total">{t('paypal.total')}</dt>
        <dd className="total" data-testid="paypal-total">
          {formatUsd(cents(pending.amount))} USD
        </dd>
      </dl>
    </section>
  );
}

function NoOrder({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="center-card" role="alert">
      <h1>{t('paypal.noOrderTitle')}</h1>
      <p className="muted">{t('paypal.noOrderText')}</p>
      <button type="button" onClick={onBack}>
        {t('paypal.backToCheckout')}
      </button>
    </div>
  );
}
