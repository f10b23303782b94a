import { useTranslation } from 'react-i18next';
import type { CartItemView } from '@app/contracts';
import { cartSummary, formatUsd } from '@app/domain';
import { RielLine } from '../../../components/riel';

/** Subtotal, 'Processing Fee' $0.00 and total, by the shared cart rule over the server's line prices. */
export function CartSummary({ items }: { items: readonly CartItemView[] }) {
  const { t } = useTranslation();
  const summary = cartSummary(
    items.map((item) => ({ priceCents: item.unitPriceCents, quantity: item.quantity })),
  );
  return (
    <dl className="cart-summary" data-testid="cart-summary">
      <dt>
        {t('cart.subtotal')} <span className="muted">({t('cart.items', { count: summary.itemCount })})</span>
      </dt>
      <dd data-testid="cart-subtotal">{formatUsd(summary.subtotalCents)}</dd>
      <dt>{t('cart.processingFee')}</dt>
      <dd data-testid="processing-fee">{formatUsd(summary.processingFeeCents)}</dd>
      <dt className="cart-total">{t('cart.total')}</dt>
      <dd className="cart-total" data-testid="cart-total">
        {formatUsd(summary.totalCents)}
      </dd>
      <RielLine cents={summary.totalCents} />
    </dl>
  );
}
