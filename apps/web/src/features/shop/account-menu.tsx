import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../../components/auth-modal-context';
import { useCurrentUser } from '../../lib/current-user';

// Only signed-in customers get the menu: its code is loaded for them alone.
const AccountMenu = lazy(() => import('./account-dropdown').then((m) => ({ default: m.AccountMenu })));

/** The header's account control: Login for visitors, a menu (orders, settings, sign out) once signed in. */
export function AccountControl() {
  const { t } = useTranslation();
  const modal = useAuthModal();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  if (!user)
    return (
      <button type="button" className="header-login" onClick={() => modal.open('signin')}>
        {t('account.login')}
      </button>
    );
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
