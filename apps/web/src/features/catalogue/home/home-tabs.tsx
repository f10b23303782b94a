import { useTranslation } from 'react-i18next';
import { TabList } from '../../../components/tabs';
import { HOME_TABS } from './use-destination-cards';

/** Popular / Countries / Regions (inside the home's Tabs, with the cards as their panel). */
export function HomeTabs() {
  const { t } = useTranslation();
  return (
    <TabList
      tabs={HOME_TABS}
      label={t('catalogue.home.destinations')}
      className="home-tabs"
      tabClassName="home-tab"
    >
      {(name) => t(`catalogue.home.tabs.${name}`)}
    </TabList>
  );
}
