import type { UserView } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../lib/current-user';
import { useAuthModal } from './auth-modal-context';
import { Spinner } from './spinner';
import './auth-ui.css';

/**
 * The customer guard (UX only; the server checks every call): a signed-in user sees the page,
 * anyone else the spec's 'Authentication Required' screen with 'Go to Home' and a sign-in button.
 */
export function RequireUser({
  children,
  message,
  fallback,
}: {
  children: ReactNode | ((user: UserView) => ReactNode);
  message?: string;
  /** Shown instead of the 'Authentication Required' screen, when given (null shows nothing). */
  fallback?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modal = useAuthModal();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label={t('account.guard.checking')} />;
  if (user) return <>{typeof children === 'function' ? children(user) : children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return (
    <div className="center-card auth-required" role="alert">
      <div className="auth-required-icon" aria-hidden="true">
        🔒
      </div>
      <h1>{t('account.guard.title')}</h1>
      <p className="muted">{message ?? t('account.guard.text')}</p>
      <div className="stack">
        <button onClick={() => modal.open('signin')}>{t('account.signIn')}</button>
        <button className="secondary" onClick={() => navigate('/')}>
          {t('account.guard.goHome')}
        </button>
      </div>
    </div>
  );
}
