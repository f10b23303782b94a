import type { EsimTopUpView } from '@app/contracts';
import { formatUsage } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { dateLabel } from '../../../components/esim/esim-format';
import { TopUpStatus } from './top-up-status';

/** The eSIM's renewals: order number, data, days added, status (green when active, else as is). */
export function TopUpList({ topUps }: { topUps: EsimTopUpView[] }) {
  const { t, i18n } = useTranslation();
  if (topUps.length === 0) return <p className="muted small">{t('esims.dialog.noTopUps')}</p>;
  return (
    <ul className="top-up-list">
      {topUps.map((topUp) => (
        <li key={topUp.id}>
          <div>
            <strong>{topUp.dataAmount || topUp.data}</strong>{' '}
            <span className="muted small">{t('esims.usage.addedDays', { count: topUp.daysAdded })}</span>
            <div className="muted small">
              {topUp.orderNumber} · {dateLabel(topUp.createdAt, i18n.language)}
              {topUp.dataUsed !== null && ` · ${formatUsage(topUp.dataUsed)}`}
            </div>
          </div>
          <TopUpStatus status={topUp.status} />
        </li>
      ))}
    </ul>
  );
}
