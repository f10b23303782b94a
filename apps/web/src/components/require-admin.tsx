import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../lib/current-user';
import { storeAdmin } from '../lib/stored-user';
import { Spinner } from './spinner';

/**
 * The admin guard (UX only; every admin call is checked on the server): a spinner while the
 * session is checked, the panel for role admin, otherwise /signin?subdomain=admin.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label={t('account.admin.checking')} />;
  if (user?.role === 'admin') return <>{children}</>;
  storeAdmin(null);
  return <Navigate to="/signin?subdomain=admin" replace />;
}
