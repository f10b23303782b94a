import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageComplete, PackageSummary } from '@app/contracts';
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
      <div className="home-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`detail-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="detail-tab-panel"
            className={tab === name ? 'home-tab active' : 'home-tab'}
            onClick={() => setTab(name)}
          >
            {t(`catalogue.detail.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id="detail-tab-panel" aria-labelledby={`detail-tab-${tab}`}>
        {tab === 'overview' ? <OverviewTab data={data} plan={plan} /> : null}
        {tab === 'network' ? <NetworkTab coverage={data.networkCoverage} /> : null}
        {tab === 'specs' ? <SpecsTab data={data} plan={plan} days={days} /> : null}
      </div>
    </section>
  );
}
