import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGo } from '../../../lib/navigation';
import {
  CONFIRMATION_REDIRECT_DELAY_MS,
  PAYMENT_STATUS_MAX_CHECKS,
  PAYMENT_STATUS_POLL_INTERVAL_MS,
  shouldPollPaymentStatus,
} from '@app/domain';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { paymentStatusQuery, transactionKeys } from '../api/transaction-status';
import { guestOrderPath } from '../../../lib/checkout-storage';
import { useOrderUpdates } from '../hooks/use-order-updates';
import '../checkout.css';

const ICONS = { pending: '…', processing: '↻', confirmed: '✓', failed: '✕' } as const;

/**
 * /payment/status/{transactionId} (customer-area §2, §4): the verified state, re-read every 15 s
 * while pending or processing, at most 20 times (n/20), and at once when the server pushes a change.
 * Once the eSIM exists it opens it (signed in), or a guest's order link remembered by checkout (a
 * guest cannot open /esim/{id}/details, which needs a signed-in user).
 */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const { transactionId = '' } = useParams();
  const navigate = useGo();
  const queryClient = useQueryClient();
  const { user, isLoading: userLoading } = useCurrentUser();
  const status = useQuery({
    ...paymentStatusQuery(transactionId),
    enabled: transactionId !== '',
    retry: false,
    refetchInterval: (query) =>
      query.state.data && shouldPollPaymentStatus(query.state.data.status, query.state.dataUpdateCount)
        ? PAYMENT_STATUS_POLL_INTERVAL_MS
        : false,
  });
  const checks = status.dataUpdatedAt
    ? (queryClient.getQueryState(transactionKeys.payment(transactionId))?.dataUpdateCount ?? 0)
    : 0;
  const data = status.data;
  const announced = useRef<string | null>(null);
  const guestOrder =
    user || userLoading ? null : guestOrderPath({ tranId: transactionId, orderNumber: data?.orderNumber });
  const esimPath = data?.esimId ? (user ? `/esim/${data.esimId}/details` : guestOrder) : null;

  useOrderUpdates(data ? { orderId: data.orderId, transactionIds: [transactionId] } : null, () => undefined);

  useEffect(() => {
    if (!data || announced.current === data.status) return;
    if (data.status === 'failed') {
      announced.current = data.status;
      toast({
        title: t('checkout.status.failedTitle'),
        description: data.error ?? t('checkout.status.failedDefault'),
        variant: 'destructive',
      });
    }
    if (data.status === 'confirmed' && esimPath) {
      announced.current = data.status;
      toast({
        title: t('checkout.status.successToastTitle'),
        description: t('checkout.status.successToastText'),
        variant: 'success',
      });
      const timer = setTimeout(() => navigate(esimPath), CONFIRMATION_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [data, esimPath, navigate, t]);

  const unknown = status.error instanceof ApiError && status.error.status === 404;

  useEffect(() => {
    if (status.isError && !unknown)
      toast({
        title: t('checkout.status.errorTitle'),
        description: t('checkout.status.errorText'),
        variant: 'destructive',
      });
  }, [status.isError, unknown, t]);

  if (!transactionId)
    return (
      <section className="page checkout-page">
        <div className="checkout-card checkout-panel">
          <h1>{t('checkout.status.invalidTitle')}</h1>
          <p className="muted">{t('checkout.status.invalidText')}</p>
          <Link className="button" to="/">
            {t('checkout.status.returnHome')}
          </Link>
        </div>
      </section>
    );

  if (unknown)
    return (
      <section className="page checkout-page">
        <div className="checkout-card checkout-panel" role="alert" data-testid="payment-unknown">
          <h1>{t('checkout.status.unknownTitle')}</h1>
          <p className="muted">{t('checkout.status.unknownText', { transactionId })}</p>
          <Link className="button" to="/find-order">
            {t('checkout.status.findOrder')}
          </Link>
        </div>
      </section>
    );

  if (status.isError)
    return (
      <section className="page checkout-page">
        <div className="checkout-card checkout-panel" role="alert">
          <h1>{t('checkout.status.errorTitle')}</h1>
          <p className="muted">{t('checkout.status.errorText')}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {t('checkout.status.tryAgain')}
          </button>
        </div>
      </section>
    );

  const state = data?.status ?? 'pending';
  const polling = data ? shouldPollPaymentStatus(state, checks) : true;
  return (
    <section className="page checkout-page">
      <h1>{t('checkout.status.title')}</h1>
      <div
        className={`checkout-card checkout-panel status-${state}`}
        data-testid="payment-status"
        data-status={data ? state : 'loading'}
        aria-live="polite"
      >
        <div
          className={`panel-icon ${state === 'confirmed' || state === 'processing' ? 'ok' : state === 'failed' ? 'bad' : ''}`}
          aria-hidden="true"
        >
          {status.isPending ? <span className="spinner" /> : ICONS[state]}
        </div>
        <h2>{t(`checkout.status.${state}Title`)}</h2>
        <p className="muted">
          {state === 'failed'
            ? (data?.error ?? t('checkout.status.failedDefault'))
            : t(`checkout.status.${state}Text`)}
        </p>
        <dl className="status-facts">
          <dt>{t('checkout.status.transaction')}</dt>
          <dd>{transactionId}</dd>
          {data && (
            <>
              <dt>{t('checkout.status.order')}</dt>
              <dd>{data.orderNumber}</dd>
            </>
          )}
        </dl>
        <p className="muted small" data-testid="poll-counter">
          {polling
            ? t('checkout.status.checks', { count: checks, max: PAYMENT_STATUS_MAX_CHECKS })
            : state === 'pending' || state === 'processing'
              ? t('checkout.status.stopped')
              : t('checkout.status.checks', { count: checks, max: PAYMENT_STATUS_MAX_CHECKS })}
        </p>
        <div className="status-actions">
          {esimPath && (
            <Link className="button" to={esimPath}>
              {user ? t('checkout.status.viewEsim') : t('checkout.status.viewOrder')}
            </Link>
          )}
          {user && (
            <Link className="button secondary" to="/my-esims">
              {t('checkout.status.allEsims')}
            </Link>
          )}
          <Link className="button secondary" to="/">
            {t('checkout.status.tryAgain')}
          </Link>
          <Link className="button secondary" to="/contact">
            {t('checkout.status.contactSupport')}
          </Link>
        </div>
      </div>
    </section>
  );
}
