import type { CustomerOrderView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { dateLabel } from '../../../components/esim/esim-format';
import { OrderStatusBadge } from '../../../components/esim/status-badge';
import { orderLineName } from '../order-line-name';

/** Order number, date, status (coloured), payment, lines and total. */
export function OrderSummaryCard({ order }: { order: CustomerOrderView }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="esim-panel" data-testid="order-summary">
      <div className="usage-head">
        <h2>{t('orders.summary.title')}</h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="facts">
        <dt>{t('orders.summary.orderNumber')}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
        <dt>{t('orders.summary.date')}</dt>
        <dd>{dateLabel(order.createdAt, i18n.language)}</dd>
        <dt>{t('orders.summary.customer')}</dt>
        <dd>{order.customerName}</dd>
        <dt>{t('orders.summary.payment')}</dt>
        <dd>{order.paymentStatus === 'completed' ? t('orders.summary.paid') : t('orders.summary.unpaid')}</dd>
      </dl>
      <ul className="order-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {orderLineName(t, item, i18n.language)}
              {item.customDays ? ` · ${t('esims.days', { count: item.customDays })}` : ''}{' '}
              <span className="muted">{t('orders.summary.quantity', { count: item.quantity })}</span>
            </span>
            <span>${item.lineAmount}</span>
          </li>
        ))}
        {order.discount && (
          <li data-testid="order-discount">
            <span>{t('checkout.summary.discount', { code: order.discount.code })}</span>
            <span>−${order.discount.amount}</span>
          </li>
        )}
        <li className="order-total">
          <strong>{t('orders.summary.total')}</strong>
          <strong>
            ${order.totalAmount} {order.currency}
          </strong>
        </li>
      </ul>
    </div>
  );
}
