import { useTranslation } from 'react-i18next';
import { ESIM_FILTERS, type EsimFilter } from '@app/domain';

/** All / New / Active / Expired, each with its count (no counts until the list has loaded). */
export function FilterTabs(props: {
  value: EsimFilter;
  counts: Record<EsimFilter, number> | null;
  onChange: (filter: EsimFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="esim-filters" role="tablist" aria-label={t('esims.filters.label')}>
      {ESIM_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          role="tab"
          aria-selected={props.value === filter}
          className={props.value === filter ? 'active' : ''}
          onClick={() => props.onChange(filter)}
          data-testid={`filter-${filter}`}
        >
          {t(`esims.filters.${filter}`)}
          {props.counts && <span className="esim-filter-count">{props.counts[filter]}</span>}
        </button>
      ))}
    </div>
  );
}
