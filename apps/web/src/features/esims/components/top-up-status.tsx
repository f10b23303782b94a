import { topUpBadgeIsGreen, topUpStatusLabelKey } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** A top-up's status badge: green when active; words in the visitor's language, else the status as is. */
export function TopUpStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = topUpStatusLabelKey(status);
  return (
    <span className={`tone-badge ${topUpBadgeIsGreen(status) ? 'tone-green' : 'tone-grey'}`}>
      {key === 'unknown' ? status : t(`esims.usage.topUpStatus.${key}`)}
    </span>
  );
}
