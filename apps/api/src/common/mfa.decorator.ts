import { SetMetadata } from '@nestjs/common';

export const MFA_STEP = 'mfa-step';
export const RECENT_MFA = 'recent-mfa';

/**
 * The two-step routes themselves: the guard resolves a session still waiting for its TOTP code
 * (every other route treats such a session as no session at all).
 */
export const MfaStep = () => SetMetadata(MFA_STEP, true);

/**
 * A sensitive admin action (role changes, refunds, provider credentials): the session must have
 * proved TOTP within the last 10 minutes (RECENT_MFA_MS), else 403 `MFA_RECHECK_REQUIRED`; the
 * admin web asks for a code (POST /api/auth/mfa/verify) and retries. Use with `@AdminOnly()`.
 */
export const RecentMfa = () => SetMetadata(RECENT_MFA, true);
