import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import '../../components/esim/esim.css';
import { RequireUser } from '../../components/require-user';
import { useStripeReturn } from '../../lib/card-payments';
import { guestTokenOf, rememberGuestOrder } from '../../lib/guest-orders';
import { Spinner } from '../../components/spinner';
import { TelegramLink } from '../../components/telegram-link';
import { useOrder } from './api/get-order';
import { fromDecimalString, isOrderPaid } from '@app/domain';
import { CardPaymentPanel } from './components/card-payment-panel';
import { KhqrPaymentPanel } from './components/khqr-payment-panel';
import { InstallOffer } from '../../components/app-banners';
import { OrderBody } from './components/order-body';
import { OrderNotFound } from './components/order-not-found';
import { useOrderLive } from './hooks/use-order-live';
import './orders.css';

/** The checkout's saved order (local storage key pendingOrder), the spec's fallback order number. */
function savedOrderNumber(): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem('pendingOrder') ?? 'null') as {
      orderNumber?: unknown;
    } | null;
    return typeof saved?.orderNumber === 'string' ? saved.orderNumber : null;
  } catch {
    return null;
  }
}

/**
 * /order-confirmation (open): ?orderNumber or ?order (else the saved last order number), with the
 * order link's ?token for a guest. tran_id / tranId / paymentId may come along from a payment
 * return; the order is found by its number. Back from Stripe the URL carries no token: the success
 * URL names Stripe's session (?session_id, the server answers the order's number), the cancel URL
 * the order number, and a guest's token is the one this browser kept for that order.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const stripeSession = params.get('session_id');
  const stripeReturn = useStripeReturn(stripeSession);
  if (stripeSession && stripeReturn.isPending) return <Spinner label={t('orders.loading')} />;
  const ref =
    params.get('orderNumber') ??
    params.get('order') ??
    (stripeSession ? (stripeReturn.data?.orderNumber ?? null) : savedOrderNumber());
  const token = params.get('token') ?? (ref ? guestTokenOf(ref) : null);
  return <ConfirmationBody orderRef={ref} token={token} stripe={params.get('stripe')} />;
}

/** /order/{id}/details (signed in): the same page, by order id. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  return <RequireUser page="order">{() => <ConfirmationBody orderRef={id} token={null} />}</RequireUser>;
}

function ConfirmationBody({
  orderRef,
  token,
  stripe = null,
}: {
  orderRef: string | null;
  token: string | null;
  /** On the way back from Stripe's hosted page: 'return' or 'cancelled'. */
  stripe?: string | null;
}) {
  const { t } = useTranslation();
  const order = useOrder(orderRef, token);
  useOrderLive(order.data?.id, token);
  const openedNumber = order.data?.orderNumber;
  useEffect(() => {
    // An order link that opened its order is kept, so the home page and My eSIMs list it.
    if (token && openedNumber) rememberGuestOrder({ orderNumber: openedNumber, token });
  }, [token, openedNumber]);
  if (!orderRef) return <OrderNotFound />;
  if (order.isPending) return <Spinner label={t('orders.loading')} />;
  if (order.isError) return <OrderNotFound />;
  return (
    <section className="page orders-page">
      <h1>{t('orders.confirmationTitle')}</h1>
      {order.data.paymentMethod === 'stripe' && order.data.status === 'pending' && (
        <CardPaymentPanel
          orderId={order.data.id}
          orderNumber={order.data.orderNumber}
          token={token}
          returned={stripe}
        />
      )}
      {order.data.khqrTransactionId && (
        <KhqrPaymentPanel
          tranId={order.data.khqrTransactionId}
          totalCents={fromDecimalString(order.data.totalAmount)}
        />
      )}
      <OrderBody order={order.data} variant="confirmation" token={token} />
      {token && isOrderPaid(order.data.status) ? (
        <TelegramLink scope={{ kind: 'order', orderNumber: order.data.orderNumber, token }} />
      ) : null}
      <InstallOffer />
    </section>
  );
}
