import { adminEsimBadgeVariant, adminOrderBadgeVariant } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** The order status badge of admin §4 (success, secondary, destructive, outline). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge admin-badge-${adminOrderBadgeVariant(status)}`} data-testid="order-status">
      {t(`admin.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The eSIM status badge of admin §4. */
export function EsimStatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge admin-badge-${adminEsimBadgeVariant(status)}`} data-testid="esim-status">
      {status}
    </span>
  );
}
