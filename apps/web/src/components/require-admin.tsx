import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { adminSignInPath } from '../lib/admin-return';
import { useCurrentUser } from '../lib/current-user';
import { storeAdmin } from '../lib/stored-user';
import { Spinner } from './spinner';

/**
 * The admin guard (UX only; every admin call is checked on the server): a spinner while the
 * session is checked, the panel for role admin, otherwise /signin?subdomain=admin with `next`, the page to come back to.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <Spinner label={t('account.admin.checking')} />;
  if (user?.role === 'admin') return <>{children}</>;
  storeAdmin(null);
  // An ended session comes back to this page after signing in again.
  return <Navigate to={adminSignInPath(`${location.pathname}${location.search}`)} replace />;
}
