import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageComplete, PackageSummary } from '@app/contracts';
import { TabList, TabPanel, Tabs } from '../../../components/tabs';
import { NetworkTab } from './network-tab';
import { OverviewTab } from './overview-tab';
import { SpecsTab } from './specs-tab';

const TABS = ['overview', 'network', 'specs'] as const;
type Tab = (typeof TABS)[number];

/** Overview / Network / Specs of the package and the chosen plan. */
export function DetailTabs({
  data,
  plan,
  days,
}: {
  data: PackageComplete;
  plan: PackageSummary;
  days: number;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <section className="detail-tabs">
      <Tabs value={tab} onChange={setTab}>
        <TabList tabs={TABS} className="home-tabs" tabClassName="home-tab">
          {(name) => t(`catalogue.detail.tabs.${name}`)}
        </TabList>
        <TabPanel className="tab-panel">
          {tab === 'overview' ? <OverviewTab data={data} plan={plan} /> : null}
          {tab === 'network' ? <NetworkTab coverage={data.networkCoverage} /> : null}
          {tab === 'specs' ? <SpecsTab data={data} plan={plan} days={days} /> : null}
        </TabPanel>
      </Tabs>
    </section>
  );
}
