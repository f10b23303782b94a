import type { Page } from '@playwright/test';

/** Signs the page's browser context in as the stack's admin (the cookie is shared with the page). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/admin-signin', {
    data: { identifier: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
}
