import { useTranslation } from 'react-i18next';
import type { NetworkCoverage } from '@app/contracts';
import { DETAIL_COUNTRIES_SHOWN } from '@app/domain';
import { countryName } from '../../../lib/destination-name';
import { ExpandableList } from './expandable-list';

/** Where the package works: one country, or a region's countries (4 shown, the rest behind a button). */
export function CoverageBox({ coverage }: { coverage: NetworkCoverage }) {
  const { t, i18n } = useTranslation();
  if (coverage.totalCountries <= 1) {
    const first = coverage.countries[0];
    const country = first ? countryName(first, i18n.language) : coverage.countryDisplay;
    return (
      <section className="coverage-box">
        <p>{t('catalogue.detail.worksIn', { country })}</p>
      </section>
    );
  }
  return (
    <section className="coverage-box" aria-labelledby="coverage-title" data-testid="coverage-box">
      <h2 id="coverage-title">
        {t('catalogue.detail.coverageTitle')}
        <span className="muted">
          {' '}
          · {t('catalogue.detail.countries', { count: coverage.totalCountries })}
        </span>
      </h2>
      <ExpandableList
        className="chip-list"
        items={coverage.countries}
        shown={DETAIL_COUNTRIES_SHOWN}
        render={(country) => (
          <li key={country.code} className="chip">
            {countryName(country, i18n.language)}
          </li>
        )}
      />
    </section>
  );
}
