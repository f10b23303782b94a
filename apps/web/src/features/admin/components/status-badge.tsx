import { adminEsimBadgeVariant, adminOrderBadgeVariant } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { esimStatusLabel } from '../../../components/esim/esim-format';

/** The order status badge of admin §4 (success, secondary, destructive, outline). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge admin-badge-${adminOrderBadgeVariant(status)}`} data-testid="order-status">
      {t(`admin.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The eSIM status badge of admin §4: the status in words (the shop's), its provider code on hover. */
export function EsimStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`badge admin-badge-${adminEsimBadgeVariant(status)}`}
      data-testid="esim-status"
      data-status={status}
      title={status}
    >
      {esimStatusLabel(t, status)}
    </span>
  );
}
