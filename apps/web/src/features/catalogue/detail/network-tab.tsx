import { useTranslation } from 'react-i18next';
import type { NetworkCoverage } from '@app/contracts';

/** Networks by country, or the placeholder when the provider gave none. */
export function NetworkTab({ coverage }: { coverage: NetworkCoverage }) {
  const { t } = useTranslation();
  const countries = Object.entries(coverage.networksByCountry);
  if (!countries.length) return <p className="muted">{t('catalogue.detail.networkMissing')}</p>;
  return (
    <ul className="network-list">
      {countries.map(([country, networks]) => (
        <li key={country}>
          <span className="network-country">{country}</span>
          <span className="network-operators">
            {networks.map((network) => (
              <span key={`${network.operator}-${network.type}`} className="chip">
                {network.operator} <span className="muted">{network.type}</span>
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
