import { formatTime } from '@app/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { followBrowserNetwork, useOnline } from '../lib/online';
import './offline-state.css';

/**
 * A page (or part of one) that needs the network and has nothing saved: said in the shop's words,
 * with a retry; the page loads by itself once the network is back (TanStack Query resumes).
 */
export function NeedsNetwork() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const retry = () => {
    followBrowserNetwork();
    void queryClient.refetchQueries({ type: 'active' });
  };
  return (
    <div className="center-card offline-state" role="alert" data-testid="needs-network">
      <svg className="offline-state-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="12" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <h2>{t('app.offline.title')}</h2>
      <p className="muted">{t('app.offline.needsNetwork')}</p>
      <button type="button" onClick={retry}>
        {t('app.offline.retry')}
      </button>
    </div>
  );
}

/** Offline, above what this device saved: when it was read ("as of 14:05"). Online: nothing. */
export function SavedCopyNotice({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online || !updatedAt) return null;
  return (
    <p className="notice offline-saved" role="status" data-testid="saved-copy">
      {t('app.offline.savedCopy', { time: formatTime(updatedAt) })}
    </p>
  );
}
