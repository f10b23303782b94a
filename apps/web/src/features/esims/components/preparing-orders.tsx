import type { CustomerOrderView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { destinationName } from '../../../lib/destination-name';

/**
 * The customer's paid orders whose eSIMs are still being made: one card each, "Preparing your
 * eSIM…", so right after paying My eSIMs says the truth instead of "No eSIMs Found". The cards
 * leave when the order is provisioned (the eSIM and order pushes refetch both lists).
 */
export function PreparingOrders({ orders }: { orders: CustomerOrderView[] }) {
  const { t, i18n } = useTranslation();
  if (orders.length === 0) return null;
  return (
    <ul className="preparing-orders" aria-label={t('esims.preparing.title')}>
      {orders.map((order) => {
        const first = order.items[0];
        return (
          <li
            key={order.id}
            className="esim-card preparing-order"
            data-testid="esim-preparing"
            data-order-number={order.orderNumber}
          >
            <div className="preparing-order-head" role="status">
              <span className="spinner preparing-spinner" aria-hidden="true" />
              <strong>{t('esims.preparing.title')}</strong>
            </div>
            {first && (
              <p className="preparing-order-plan">
                {destinationName(first, i18n.language)} · {first.data}
              </p>
            )}
            <p className="muted small">
              {t('esims.preparing.paid', { orderNumber: order.orderNumber })} {t('esims.preparing.text')}
            </p>
            <Link to={`/order/${order.id}/details`}>{t('esims.preparing.view')}</Link>
          </li>
        );
      })}
    </ul>
  );
}
