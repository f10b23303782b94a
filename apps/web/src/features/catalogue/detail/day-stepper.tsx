import { useTranslation } from 'react-i18next';
import { DAYPASS_MAX_DAYS, DAYPASS_MIN_DAYS } from '@app/domain';

/** DayPass duration: minus disabled at 1 day, plus disabled at 30 days. */
export function DayStepper({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="day-stepper" role="group" aria-label={t('catalogue.detail.chooseDays')}>
      <button
        type="button"
        className="stepper-button"
        aria-label={t('catalogue.detail.fewerDays')}
        disabled={days <= DAYPASS_MIN_DAYS}
        onClick={() => onChange(Math.max(DAYPASS_MIN_DAYS, days - 1))}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite" data-testid="daypass-days">
        {t('catalogue.detail.days', { count: days })}
      </output>
      <button
        type="button"
        className="stepper-button"
        aria-label={t('catalogue.detail.moreDays')}
        disabled={days >= DAYPASS_MAX_DAYS}
        onClick={() => onChange(Math.min(DAYPASS_MAX_DAYS, days + 1))}
      >
        +
      </button>
    </div>
  );
}
