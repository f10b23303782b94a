import { useTranslation } from 'react-i18next';
import type { PackageSummary, PackageVariants } from '@app/contracts';
import { formatUsd } from '@app/domain';
import { Riel } from '../../../components/riel';
import { DayStepper } from './day-stepper';
import { listedPrice, planDataLabel } from './plan-price';

interface Props {
  variants: PackageVariants;
  selectedId: number;
  days: number;
  onSelect: (id: number) => void;
  onDays: (days: number) => void;
}

function PlanOption({
  plan,
  checked,
  onSelect,
  title,
  detail,
  price,
  priceCents,
}: {
  plan: PackageSummary;
  checked: boolean;
  onSelect: (id: number) => void;
  title: string;
  detail: string;
  price: string;
  priceCents: number;
}) {
  return (
    <li>
      <label className={checked ? 'plan-option selected' : 'plan-option'}>
        <input
          type="radio"
          name="plan"
          value={plan.id}
          checked={checked}
          onChange={() => onSelect(plan.id)}
        />
        <span className="plan-option-main">
          <span className="plan-option-title">{title}</span>
          <span className="plan-option-detail muted">{detail}</span>
        </span>
        <span className="plan-option-price">
          {price}
          <Riel cents={priceCents} />
        </span>
      </label>
    </li>
  );
}

/** 'Available Plans': fixed data plans, then DayPass plans with the day stepper of the chosen one. */
export function PlanPicker({ variants, selectedId, days, onSelect, onDays }: Props) {
  const { t } = useTranslation();
  const fixed = Object.values(variants.fixedPlans).flat();
  const dayPasses = Object.values(variants.dayPassPlans).flat();
  const chosenDayPass = dayPasses.some((plan) => plan.id === selectedId);
  return (
    <section className="plans" aria-labelledby="plans-title">
      <h2 id="plans-title">{t('catalogue.detail.availablePlans')}</h2>
      {fixed.length ? (
        <fieldset className="plan-group">
          <legend>{t('catalogue.detail.fixedPlans')}</legend>
          <ul>
            {fixed.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                checked={plan.id === selectedId}
                onSelect={onSelect}
                title={planDataLabel(t, plan)}
                detail={t('catalogue.detail.days', { count: plan.days })}
                price={formatUsd(listedPrice(plan))}
                priceCents={listedPrice(plan)}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}
      {dayPasses.length ? (
        <fieldset className="plan-group">
          <legend>{t('catalogue.detail.dayPassPlans')}</legend>
          <ul>
            {dayPasses.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                checked={plan.id === selectedId}
                onSelect={onSelect}
                title={planDataLabel(t, plan)}
                detail={t('catalogue.detail.type.dayPass')}
                price={t('catalogue.detail.pricePerDay', { price: formatUsd(listedPrice(plan)) })}
                priceCents={listedPrice(plan)}
              />
            ))}
          </ul>
          {chosenDayPass ? <DayStepper days={days} onChange={onDays} /> : null}
        </fieldset>
      ) : null}
    </section>
  );
}
