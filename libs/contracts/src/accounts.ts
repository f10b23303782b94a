import type { StaffPermission, StaffRole } from '@app/domain';

/** Accounts as the api returns them (never the password hash). `admin` is a staff account. */
export type UserRole = 'user' | 'admin';

export interface UserView {
  id: string;
  fullName: string;
  email: string;
  /** Normalised: '+' and digits only. */
  phone: string;
  role: UserRole;
  /** A staff account's role (owner, admin, support, finance); null for customers. */
  staffRole: StaffRole | null;
  /** What the staff role may do in the panel (libs/domain staff-permissions.ts); empty for customers. */
  permissions: StaffPermission[];
  isVerified: boolean;
  createdAt: string;
}

/** POST /api/auth/signin-phone, /api/auth/admin-signin, /api/auth/update-profile. */
export interface AuthUserResponse {
  success: true;
  user: UserView;
  message: string;
  /** Admin sign-in: the session waits for two-step verification, to set up ('enrol') or give ('verify'). */
  mfa?: 'enrol' | 'verify';
}

/** GET /api/auth/user: 200 either way, `user` null when the request has no valid session. */
export type CurrentUserResponse = { success: true; user: UserView } | { success: false; user: null };

/** POST /api/auth/signup-phone, change-password, signout; DELETE /api/users/{id}. */
export interface AccountMessageResponse {
  success: true;
  message: string;
}

/** Stable error codes of the account endpoints, mapped to texts by the web. */
export type AccountErrorCode =
  | 'SIGN_IN_FAILED'
  | 'ADMIN_SIGN_IN_FAILED'
  | 'TOO_MANY_ATTEMPTS'
  | 'PHONE_TAKEN'
  | 'EMAIL_TAKEN'
  | 'CURRENT_PASSWORD_INCORRECT'
  | 'LAST_ADMIN'
  | 'NOTHING_TO_UPDATE'
  | 'CSRF_REJECTED'
  | 'IDENTITY_MISMATCH'
  | 'NO_ROUTE_POLICY'
  | 'CURRENT_PASSWORD_REQUIRED'
  | 'RESET_CODE_INVALID'
  | 'MFA_REQUIRED'
  | 'MFA_ENROLMENT_REQUIRED'
  | 'MFA_CODE_INVALID'
  | 'MFA_RECHECK_REQUIRED';
