import type { AdminUserView, UserView } from '@app/contracts';
import { permissionsOf } from '@app/domain';
import type { User } from './user.entity';

export const toUserView = (user: User): UserView => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  phone: user.phone,
  role: user.role,
  staffRole: user.role === 'admin' ? user.staffRole : null,
  permissions: user.role === 'admin' ? permissionsOf(user.staffRole) : [],
  isVerified: user.isVerified,
  createdAt: user.createdAt.toISOString(),
});

/** Emails are compared and stored trimmed and in lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const toAdminUserView = (user: User): AdminUserView => ({
  ...toUserView(user),
  disabledAt: user.disabledAt?.toISOString() ?? null,
});
