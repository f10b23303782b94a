import { useTranslation } from 'react-i18next';
import type { CartItemView } from '@app/contracts';
import { formatUsd, listDataLabel } from '@app/domain';
import { Riel } from '../../../components/riel';
import { destinationName } from '../../../lib/destination-name';
import { cartLinePlan } from '../../../lib/cart-line-name';

/** A cart line: destination, plan (or the DayPass label), data and days badges, quantity, remove. */
export function CartLine({
  item,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItemView;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const data = listDataLabel(item.package.data);
  const days = item.customDays ?? item.package.days;
  return (
    <li className="cart-line" data-testid="cart-line">
      <div className="cart-line-head">
        <div>
          <p className="cart-line-destination">{destinationName(item.package, i18n.language)}</p>
          <p className="cart-line-plan">{cartLinePlan(t, item, i18n.language)}</p>
        </div>
        <p className="cart-line-total" data-testid="line-total">
          {formatUsd(item.lineTotalCents)}
        </p>
        <Riel cents={item.lineTotalCents} className="riel cart-line-riel" />
      </div>
      <div className="cart-line-badges">
        <span className="chip">{data}</span>
        <span className="chip">{t('cart.days', { count: days })}</span>
        {item.quantity > 1 ? (
          <span className="muted">{t('cart.each', { price: formatUsd(item.unitPriceCents) })}</span>
        ) : null}
      </div>
      <div className="cart-line-actions">
        <div className="day-stepper" role="group" aria-label={t('cart.quantity')}>
          <button
            type="button"
            className="stepper-button"
            aria-label={t('cart.decrease')}
            disabled={busy || item.quantity <= 1}
            onClick={() => onQuantity(item.quantity - 1)}
          >
            −
          </button>
          <output className="stepper-value" data-testid="quantity">
            {item.quantity}
          </output>
          <button
            type="button"
            className="stepper-button"
            aria-label={t('cart.increase')}
            disabled={busy}
            onClick={() => onQuantity(item.quantity + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className="link-button danger-link" disabled={busy} onClick={onRemove}>
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}
