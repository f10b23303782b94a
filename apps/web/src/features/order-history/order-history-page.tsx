import type { CustomerOrderView } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dateLabel } from '../../components/esim/esim-format';
import { OrderStatusBadge } from '../../components/esim/status-badge';
import { RequireUser } from '../../components/require-user';
import { destinationName } from '../../lib/destination-name';
import { Spinner } from '../../components/spinner';
import '../../components/store-ui.css';
import { useCurrentUser } from '../../lib/current-user';
import { useMyOrders } from '../../lib/my-orders';
import './order-history.css';

/** What an order bought, in one line: its first line's destination and plan, and how many more. */
function itemsLabel(order: CustomerOrderView, t: TFunction, language: string): string {
  const first = order.items[0];
  if (!first) return order.package ? destinationName(order.package, language) : '—';
  const name = `${destinationName(first, language)} · ${first.data}`;
  const kind = order.kind === 'topup' ? ` (${t('shop.history.topUp')})` : '';
  const more = order.items.length > 1 ? ` ${t('shop.history.more', { count: order.items.length - 1 })}` : '';
  return `${name}${kind}${more}`;
}

function OrderRows({ orders }: { orders: CustomerOrderView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="order-history-table" data-testid="order-history">
      <thead>
        <tr>
          <th scope="col">{t('shop.history.order')}</th>
          <th scope="col">{t('shop.history.date')}</th>
          <th scope="col">{t('shop.history.items')}</th>
          <th scope="col">{t('shop.history.total')}</th>
          <th scope="col">{t('shop.history.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid="order-history-row" data-order-number={order.orderNumber}>
            <th scope="row" data-label={t('shop.history.order')}>
              <Link
                to={`/order/${order.id}/details`}
                aria-label={t('shop.history.view', { orderNumber: order.orderNumber })}
                className="mono"
              >
                {order.orderNumber}
              </Link>
            </th>
            <td data-label={t('shop.history.date')}>{dateLabel(order.createdAt, i18n.language)}</td>
            <td data-label={t('shop.history.items')}>{itemsLabel(order, t, i18n.language)}</td>
            <td data-label={t('shop.history.total')}>${order.totalAmount}</td>
            <td data-label={t('shop.history.status')}>
              <OrderStatusBadge status={order.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function History() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const orders = useMyOrders(user !== null);
  if (orders.isPending) return <Spinner label={t('shop.history.loading')} />;
  if (orders.isError)
    return (
      <div className="notice notice-danger" role="alert">
        <p>{t('shop.history.error')}</p>
        <button type="button" onClick={() => void orders.refetch()}>
          {t('shop.history.retry')}
        </button>
      </div>
    );
  if (orders.data.length === 0)
    return (
      <div className="order-history-empty">
        <h2>{t('shop.history.empty')}</h2>
        <p className="muted">{t('shop.history.emptyText')}</p>
        <Link className="button" to="/">
          {t('shop.history.browse')}
        </Link>
      </div>
    );
  return <OrderRows orders={orders.data} />;
}

/** /orders: the signed-in customer's orders with their status and a link to each order's page. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  return (
    <div className="store-page order-history-page">
      <RequireUser page="order">
        <h1>{t('shop.history.title')}</h1>
        <p className="muted">{t('shop.history.intro')}</p>
        <History />
      </RequireUser>
    </div>
  );
}
