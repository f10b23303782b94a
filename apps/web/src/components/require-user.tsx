import type { UserView } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useGo } from '../lib/navigation';
import { useCurrentUser } from '../lib/current-user';
import { useAuthModal } from './auth-modal-context';
import { useOnline } from '../lib/online';
import { NeedsNetwork } from './offline-state';
import { Spinner } from './spinner';
import './auth-ui.css';

export type GuardedPage = 'checkout' | 'esimDetails' | 'esimUsage' | 'esimRenew' | 'order' | 'myEsims';

/**
 * The customer guard (UX only; the server checks every call): a signed-in user sees the page,
 * anyone else the spec's 'Authentication Required' screen naming the page, with 'Go to Home' and a
 * sign-in button that comes back to this page once signed in. Offline, with no saved answer of who
 * is signed in, it says the page needs the network.
 */
export function RequireUser({
  children,
  page,
  message,
  fallback,
}: {
  children: ReactNode | ((user: UserView) => ReactNode);
  /** The page guarded, named in the message ('Please sign in to see your eSIM's usage'). */
  page: GuardedPage;
  message?: string;
  /** Shown instead of the 'Authentication Required' screen, when given (null shows nothing). */
  fallback?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useGo();
  const location = useLocation();
  const modal = useAuthModal();
  const { user, isLoading, answered } = useCurrentUser();
  const online = useOnline();
  if (isLoading) return <Spinner label={t('account.guard.checking')} />;
  // offline with no saved answer: who is signed in cannot be known, nor anything of theirs shown
  if (!answered && !online) return <NeedsNetwork />;
  if (user) return <>{typeof children === 'function' ? children(user) : children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return (
    <div className="center-card auth-required" role="alert">
      <div className="auth-required-icon" aria-hidden="true">
        🔒
      </div>
      <h1>{t('account.guard.title')}</h1>
      <p className="muted" data-testid="guard-text">
        {message ?? t('account.guard.text', { page: t(`account.guard.pages.${page}`) })}
      </p>
      <div className="stack">
        <button
          onClick={() =>
            modal.open('signin', { returnTo: `${location.pathname}${location.search}${location.hash}` })
          }
        >
          {t('account.signIn')}
        </button>
        <button className="secondary" onClick={() => navigate('/')}>
          {t('account.guard.goHome')}
        </button>
      </div>
    </div>
  );
}
