import './esim.css';
import { useTranslation } from 'react-i18next';
import { esimBadgeTone, orderBadgeTone } from '@app/domain';
import { esimStatusLabel } from './esim-format';

/** The eSIM's status in the spec's words and colours (libs/domain esim-status rules). */
export function EsimStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = esimStatusLabel(t, status);
  return (
    <span
      className={`tone-badge tone-${esimBadgeTone(status)}`}
      data-testid="esim-status"
      data-status={status}
    >
      {label}
    </span>
  );
}

const ORDER_STATUSES = [
  'completed',
  'confirmed',
  'processing',
  'pending',
  'needs_attention',
  'cancelled',
  'refunded',
];

/** The order's status: completed, confirmed, pending, failed and other colours (customer-area §2). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = ORDER_STATUSES.includes(status) ? t(`orders.status.${status}`) : status;
  return (
    <span
      className={`tone-badge tone-${orderBadgeTone(status)}`}
      data-testid="order-status"
      data-status={status}
    >
      {label}
    </span>
  );
}
