import { useTranslation } from 'react-i18next';
import type { NetworkInfo } from '@app/contracts';
import { bestNetwork } from '../catalogue-text';

/** The Network and Secure tiles. */
export function InfoTiles({ networks }: { networks: readonly NetworkInfo[] }) {
  const { t } = useTranslation();
  const best = bestNetwork(networks);
  return (
    <div className="info-tiles">
      <div className="info-tile">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M4 20h2v-4H4zM9 20h2v-8H9zM14 20h2V8h-2zM19 20h2V4h-2z" fill="currentColor" />
        </svg>
        <span className="info-tile-title">{t('catalogue.detail.networkTile')}</span>
        <span className="info-tile-value">
          {best ? t('catalogue.detail.networkValue', { type: best }) : t('catalogue.detail.networkUnknown')}
        </span>
      </div>
      <div className="info-tile">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="info-tile-title">{t('catalogue.detail.secureTile')}</span>
        <span className="info-tile-value">{t('catalogue.detail.secureValue')}</span>
      </div>
    </div>
  );
}
