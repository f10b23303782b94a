import type { StaffPermission, StaffRole } from '@app/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from './current-user';

/**
 * What the signed-in staff member may do, from the permissions the server sends with the user
 * (its role's row of libs/domain staff-permissions.ts). Display only: the server checks each call.
 */
export function useStaffMay(): (permission: StaffPermission) => boolean {
  const { user } = useCurrentUser();
  const permissions = user?.permissions ?? [];
  return (permission) => permissions.includes(permission);
}

/** The signed-in staff member's role (null: not staff). Display only, as useStaffMay. */
export function useStaffRole(): StaffRole | null {
  return useCurrentUser().user?.staffRole ?? null;
}

/** A panel page the staff role may not open: a short notice instead of a page of refusals. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const may = useStaffMay();
  if (!permission || may(permission)) return <>{children}</>;
  return (
    <section className="page" data-testid="no-permission">
      <h1>{t('admin.staff.noAccessTitle')}</h1>
      <p className="muted">{t('admin.staff.noAccess')}</p>
    </section>
  );
}
