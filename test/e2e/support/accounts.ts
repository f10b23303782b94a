import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';

/** The current TOTP code of the stack's admin (enrolled once by global-setup). */
export async function adminTotp(): Promise<string> {
  const secret = process.env.E2E_ADMIN_TOTP_SECRET;
  if (!secret) throw new Error('E2E_ADMIN_TOTP_SECRET is not set (global-setup enrols the admin)');
  return generate({ secret });
}

/**
 * Signs a request context in as the stack's admin: the password, then the TOTP code. Every admin
 * sign-in of the e2e tests goes through here (or signInAsAdmin).
 */
export async function signInAdminRequest(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/admin-signin', {
    data: { identifier: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
  const verified = await request.post('/api/auth/mfa/verify', {
    data: { code: await adminTotp() },
    headers: { origin: process.env.E2E_BASE_URL as string },
  });
  if (!verified.ok()) throw new Error(`admin TOTP failed: ${verified.status()} ${await verified.text()}`);
}

/** Signs the page's browser context in as the stack's admin (the cookie is shared with the page). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInAdminRequest(page.request);
}
