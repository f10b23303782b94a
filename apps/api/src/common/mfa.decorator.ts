import { SetMetadata } from '@nestjs/common';

export const MFA_STEP = 'mfa-step';
export const RECENT_MFA = 'recent-mfa';

/**
 * The two-step routes themselves: the guard resolves a session still waiting for its TOTP code
 * (every other route treats such a session as no session at all).
 */
export const MfaStep = () => SetMetadata(MFA_STEP, true);

/**
 * A sensitive admin action: refunds, user create/edit/delete (roles included), provider settings
 * and credentials, Force Logout All, Backup Data, Emergency Stop and Resume (the list is in
 * docs/admin.md "Sensitive actions"; test/integration/admin/sensitive-actions.int-spec.ts reads it
 * back from the routes). The session must have proved TOTP within the last 10 minutes
 * (RECENT_MFA_MS), else 403 `MFA_RECHECK_REQUIRED`; the admin web asks for a code
 * (POST /api/auth/mfa/verify) and retries the call once (apps/web/src/lib/step-up.ts). Use with
 * `@AdminOnly()`.
 */
export const RecentMfa = () => SetMetadata(RECENT_MFA, true);
