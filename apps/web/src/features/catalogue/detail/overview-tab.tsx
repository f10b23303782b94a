import { useTranslation } from 'react-i18next';
import type { PackageComplete, PackageSummary } from '@app/contracts';
import { DETAIL_OPERATORS_SHOWN } from '@app/domain';
import { shortCoverage } from '../catalogue-text';
import { ExpandableList } from './expandable-list';
import { coverageText, packageTerms, planName } from './package-terms';

/** Plan, coverage, operators (first 4 and an expander) and the provider's terms. */
export function OverviewTab({ data, plan }: { data: PackageComplete; plan: PackageSummary }) {
  const { t, i18n } = useTranslation();
  const operators = [...new Set(data.package.networkData.map((network) => network.operator))];
  return (
    <dl className="overview">
      <dt>{t('catalogue.detail.plan')}</dt>
      <dd>{planName(t, plan, i18n.language)}</dd>
      <dt>{t('catalogue.detail.coverage')}</dt>
      <dd title={coverageText(data, i18n.language)} data-testid="coverage-text">
        {shortCoverage(coverageText(data, i18n.language))}
      </dd>
      <dt>{t('catalogue.detail.operators')}</dt>
      <dd className="network-box">
        {operators.length ? (
          <ExpandableList
            className="chip-list"
            items={operators}
            shown={DETAIL_OPERATORS_SHOWN}
            moreLabel={t('catalogue.detail.showAllOperators', { count: operators.length })}
            render={(operator) => (
              <li key={operator} className="chip">
                {operator}
              </li>
            )}
          />
        ) : (
          <p className="muted">{t('catalogue.detail.networkMissing')}</p>
        )}
      </dd>
      {data.package.remark.length ? (
        <>
          <dt>{t('catalogue.detail.terms')}</dt>
          <dd>
            <ul className="terms">
              {packageTerms(t, data, plan, i18n.language).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
