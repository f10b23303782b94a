import type { UserView } from '@app/contracts';
import type { StaffRole } from '@app/domain';

/** The Role choices of the Users page: a customer, or staff with one of the staff roles. */
export type RoleChoice = 'user' | StaffRole;

export const ROLE_CHOICES: readonly RoleChoice[] = ['user', 'owner', 'admin', 'support', 'finance'];

export const roleChoiceOf = (user: Pick<UserView, 'role' | 'staffRole'>): RoleChoice =>
  user.role === 'admin' && user.staffRole ? user.staffRole : 'user';

/** The text key of a role choice. */
export const roleTextKey = (choice: RoleChoice) =>
  (
    ({
      user: 'admin.users.roleUser',
      owner: 'admin.users.roleOwner',
      admin: 'admin.users.roleAdmin',
      support: 'admin.users.roleSupport',
      finance: 'admin.users.roleFinance',
    }) as const
  )[choice];
