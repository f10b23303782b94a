import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { Client } from 'pg';
import { TotpCodes } from '../../support/totp-codes';

/** The e2e admins (global-setup enrols them; the first is E2E_ADMIN_EMAIL's). */
interface E2eAdmin {
  email: string;
  password: string;
  secret: string;
  usedStep: number;
}

const totpCodes = new TotpCodes();

let admins: E2eAdmin[] | undefined;

/** Read once from E2E_ADMINS, their enrolment steps noted as used. */
function e2eAdmins(): E2eAdmin[] {
  if (admins) return admins;
  const enrolled = JSON.parse(process.env.E2E_ADMINS ?? '[]') as E2eAdmin[];
  if (enrolled.length === 0) throw new Error('E2E_ADMINS is not set (global-setup enrols the admins)');
  // A worker started again after a failed test does not know which codes the earlier worker gave:
  // the server may have taken up to the next step's (it accepts one step ahead), so those count as used.
  // Worker n starts with index n; a worker started again gets a new index, its slot stays the same.
  const restarted =
    Number(process.env.TEST_WORKER_INDEX ?? 0) !== Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const lastGiven = Math.floor(Date.now() / 30_000) + 1;
  for (const admin of enrolled)
    totpCodes.usedStep(admin.secret, restarted ? Math.max(admin.usedStep, lastGiven) : admin.usedStep);
  return (admins = enrolled);
}

/**
 * A TOTP code of the first e2e admin that the server has not taken yet: each code works once, so
 * sign-ins close together wait for a fresh one.
 */
export async function adminTotp(): Promise<string> {
  return totpCodes.next(e2eAdmins()[0]!.secret);
}

/** A TOTP code the server has not taken yet of the e2e admin with this email (signInAsAdmin's answer). */
export async function adminTotpOf(email: string): Promise<string> {
  const admin = e2eAdmins().find((candidate) => candidate.email === email);
  if (!admin) throw new Error(`no e2e admin ${email}`);
  return totpCodes.next(admin.secret);
}

/**
 * The page's admin session as if its code was given 11 minutes ago (the server's clock moved on):
 * sensitive actions then ask for a fresh one. Written in the stack's database; the session is the
 * one of the page's cookie (its token's SHA-256, as the server keeps it).
 */
export async function codeGivenLongAgo(page: Page): Promise<void> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'derleng_session');
  if (!cookie) throw new Error('the page has no session cookie');
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const moved = await db.query(
      `UPDATE user_session SET mfa_verified_at = now() - interval '11 minutes' WHERE token_hash = $1`,
      [createHash('sha256').update(cookie.value).digest()],
    );
    if (moved.rowCount !== 1) throw new Error('the page session was not found');
  } finally {
    await db.end();
  }
}

/**
 * Signs a request context in as an e2e admin: the password, then the TOTP code. The first admin
 * whose next code is due now (each code works once), else the first one once its code is.
 * Every admin sign-in of the e2e tests goes through here (or signInAsAdmin). Returns the email.
 */
export async function signInAdminRequest(request: APIRequestContext): Promise<string> {
  const all = e2eAdmins();
  const admin = all.find((candidate) => totpCodes.dueNow(candidate.secret)) ?? all[0]!;
  const response = await request.post('/api/auth/admin-signin', {
    data: { identifier: admin.email, password: admin.password },
  });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
  const verified = await request.post('/api/auth/mfa/verify', {
    data: { code: await totpCodes.next(admin.secret) },
    headers: { origin: process.env.E2E_BASE_URL as string },
  });
  if (!verified.ok()) throw new Error(`admin TOTP failed: ${verified.status()} ${await verified.text()}`);
  return admin.email;
}

/** Signs the page's browser context in as the stack's admin (the cookie is shared with the page). */
export async function signInAsAdmin(page: Page): Promise<string> {
  return signInAdminRequest(page.request);
}
