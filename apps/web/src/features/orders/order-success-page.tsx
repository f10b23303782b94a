import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import '../../components/esim/esim.css';
import { RequireUser } from '../../components/require-user';
import { Spinner } from '../../components/spinner';
import { TelegramLink } from '../../components/telegram-link';
import { useOrder } from './api/get-order';
import { InstallOffer } from '../../components/app-banners';
import { OrderBody } from './components/order-body';
import { OrderNotFound } from './components/order-not-found';
import { useOrderLive } from './hooks/use-order-live';
import './orders.css';

/** /order-success/{orderNumber} (signed in): the first order page of the spec, and the offer to link Telegram. */
export function OrderSuccessPage() {
  const { orderNumber = '' } = useParams();
  return <RequireUser page="order">{() => <SuccessBody orderNumber={orderNumber} />}</RequireUser>;
}

function SuccessBody({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const order = useOrder(orderNumber, null);
  useOrderLive(order.data?.id, null);
  if (order.isPending) return <Spinner label={t('orders.loading')} />;
  if (order.isError) return <OrderNotFound />;
  return (
    <section className="page orders-page">
      <h1>{t('orders.successTitle')}</h1>
      <OrderBody order={order.data} variant="success" />
      <InstallOffer />
      <TelegramLink offer />
    </section>
  );
}
