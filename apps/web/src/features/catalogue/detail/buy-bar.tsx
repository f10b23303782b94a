import { useTranslation } from 'react-i18next';
import { formatUsd } from '@app/domain';
import { Riel } from '../../../components/riel';

/** The fixed bottom button: 'Buy $X', 'Adding to Cart...' while the add is on its way. */
export function BuyBar({ price, busy, onBuy }: { price: number; busy: boolean; onBuy: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="buy-bar">
      <button type="button" className="buy-button" disabled={busy} onClick={onBuy} data-testid="buy-button">
        {busy ? t('catalogue.detail.adding') : t('catalogue.detail.buy', { price: formatUsd(price) })}
      </button>
      <Riel cents={price} className="riel buy-bar-riel" />
    </div>
  );
}
