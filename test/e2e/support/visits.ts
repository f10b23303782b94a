import type { Page } from '@playwright/test';

/** The session cookie's name in the test stack (SESSION_COOKIE_NAME's default, not secure). */
const SESSION_COOKIE = 'derleng_session';

/**
 * The visit as a browser holding a session cookie sees it: the api leaves the home and package pages
 * to the app (apps/api's FirstScreenRenderer draws only for visitors without one), which asks for
 * their data itself. The cookie names no session, so the visitor is still signed out.
 */
export async function withSessionCookie(page: Page): Promise<void> {
  const url = process.env.E2E_BASE_URL as string;
  await page.context().addCookies([{ name: SESSION_COOKIE, value: 'none', url }]);
}
