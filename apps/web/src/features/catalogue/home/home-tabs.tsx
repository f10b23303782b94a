import { useTranslation } from 'react-i18next';
import { HOME_TABS, type HomeTab } from './use-destination-cards';

/** Popular / Countries / Regions. */
export function HomeTabs({ tab, onChange }: { tab: HomeTab; onChange: (tab: HomeTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="home-tabs" role="tablist" aria-label={t('catalogue.home.destinations')}>
      {HOME_TABS.map((name) => (
        <button
          key={name}
          role="tab"
          type="button"
          aria-selected={tab === name}
          className={tab === name ? 'home-tab active' : 'home-tab'}
          onClick={() => onChange(name)}
        >
          {t(`catalogue.home.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
