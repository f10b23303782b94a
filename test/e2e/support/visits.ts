import { expect, type Page } from '@playwright/test';
import { APP_STARTED_COOKIE } from '@app/contracts';

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

/**
 * A first visit's drawn page runs the app from the visitor's first pointer move, touch, key or focus
 * (apps/web/public/boot.js): this is that first key (Shift, which does nothing else), then the wait
 * until the app has taken the page over. Live updates (catalogue pushes, the exchange rate) come
 * from then on.
 */
export async function startTheApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect.poll(() => page.evaluate('window.derlengApp === true')).toBe(true);
}

/**
 * A browser that has run the app before (it set APP_STARTED_COOKIE, libs/contracts): the api
 * leaves its pages to the app, which starts at once. Visitors with a cart or stored choices got
 * them from the app, so they are such browsers.
 */
export async function asBrowserThatRanTheApp(page: Page): Promise<void> {
  const url = process.env.E2E_BASE_URL as string;
  await page.context().addCookies([{ name: APP_STARTED_COOKIE, value: '1', url }]);
}
