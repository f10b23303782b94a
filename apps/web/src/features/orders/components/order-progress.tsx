import type { CustomerOrderView } from '@app/contracts';
import { isPreparingEsims } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** Where the order stands when it has no eSIM to show yet: paid and being prepared, held up (needs attention), unpaid. */
export function OrderProgress({ order }: { order: CustomerOrderView }) {
  const { t } = useTranslation();
  if (order.status === 'needs_attention') {
    return (
      <div className="notice notice-danger" role="alert" data-testid="order-failed">
        <strong>{t('orders.failedTitle')}</strong>
        <p>{order.failureCode ? t(`orders.failure.${order.failureCode}`) : order.failureReason}</p>
        <p>{t('orders.failedNote')}</p>
      </div>
    );
  }
  if (order.status === 'cancelled')
    return <div className="notice notice-danger">{t('orders.cancelledNote')}</div>;
  if (order.status === 'pending')
    return <div className="notice notice-progress">{t('orders.awaitingPayment')}</div>;
  if (isPreparingEsims(order.status))
    return (
      <div className="notice notice-progress" role="status" data-testid="order-preparing">
        <span className="spinner small-spinner" aria-hidden="true" /> {t('orders.preparing')}
      </div>
    );
  return null;
}
