import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/current-user';
import { useAuthModal } from './auth-modal-context';
import './auth-ui.css';

/** The anonymous home's fixed bottom bar with the Login button (hidden once signed in). */
export function LoginBottomBar() {
  const { t } = useTranslation();
  const modal = useAuthModal();
  const { user, isLoading } = useCurrentUser();
  if (isLoading || user) return null;
  return (
    <>
      {/* Keeps the page's last lines above the fixed bar. */}
      <div className="bottom-bar-spacer" aria-hidden="true" />
      <nav className="bottom-bar" aria-label={t('account.login')}>
        <button className="bottom-bar-login" onClick={() => modal.open('signin')}>
          {t('account.login')}
        </button>
      </nav>
    </>
  );
}
