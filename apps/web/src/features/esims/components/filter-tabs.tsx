import { useTranslation } from 'react-i18next';
import { ESIM_FILTERS, type EsimFilter } from '@app/domain';
import { TabList } from '../../../components/tabs';

/**
 * All / New / Active / Expired, each with its count (no counts until the list has loaded); inside
 * the page's Tabs, with the list as their panel.
 */
export function FilterTabs(props: { counts: Record<EsimFilter, number> | null }) {
  const { t } = useTranslation();
  return (
    <TabList
      tabs={ESIM_FILTERS}
      label={t('esims.filters.label')}
      className="esim-filters"
      testId={(filter) => `filter-${filter}`}
    >
      {(filter) => (
        <>
          {t(`esims.filters.${filter}`)}
          {props.counts && <span className="esim-filter-count">{props.counts[filter]}</span>}
        </>
      )}
    </TabList>
  );
}
