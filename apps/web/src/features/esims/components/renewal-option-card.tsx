import type { RenewalOption } from '@app/contracts';
import { formatUsd } from '@app/domain';
import { Riel } from '../../../components/riel';
import { useTranslation } from 'react-i18next';
import { renewalOptionName } from '../../../lib/renewal-option-name';

interface Props {
  option: RenewalOption;
  /** The renewed eSIM's destination, in the page's language. */
  destination: string;
  selected: boolean;
  onSelect: () => void;
}

/** One renewal option: data, days (or "per day" for a DayPass) and the server's price. */
export function RenewalOptionCard({ option, destination, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <label className={`renewal-option${selected ? ' selected' : ''}`} data-testid="renewal-option">
      <input type="radio" name="renewal-option" checked={selected} onChange={onSelect} />
      <span className="renewal-option-body">
        <strong>{renewalOptionName(t, option, destination, i18n.language)}</strong>
        <span className="muted small">
          {option.supportDaypass
            ? t('renewal.describeDayPass', { data: option.data, min: option.minDays, max: option.maxDays })
            : t('renewal.describeFixed', { data: option.data, days: option.days })}
        </span>
        <span className="renewal-option-badges">
          <span className="tone-badge tone-blue">{option.data}</span>
          {option.supportDaypass ? (
            <span className="tone-badge tone-grey">{t('renewal.dayPass')}</span>
          ) : (
            <span className="tone-badge tone-grey">{t('esims.days', { count: option.days })}</span>
          )}
        </span>
      </span>
      <span className="renewal-option-price">
        {option.supportDaypass
          ? t('renewal.perDay', { price: formatUsd(option.priceCents) })
          : formatUsd(option.priceCents)}
        <Riel cents={option.priceCents} />
      </span>
    </label>
  );
}
