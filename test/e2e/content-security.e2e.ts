import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { chooseLanguage, snap } from './support/screenshots';

/** Collects every Content-Security-Policy violation the page reports (blocked styles, sockets, …). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(`
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(event.effectiveDirective + ' ' + (event.blockedURI || '(inline)') + ' at ' + event.sourceFile),
    );
  `);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  return async () => [...((await page.evaluate('window.cspViolations ?? []')) as string[]), ...logged];
}

test('the storefront renders and talks to /ws under the CSP, with nothing blocked', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  await expect(page.getByTestId('destination-card').first()).toBeVisible({ timeout: 60_000 });
  // The stylesheet applied: the page is laid out by our CSS, not the browser's defaults.
  expect(await page.evaluate('getComputedStyle(document.body).margin')).toBe('0px');
  await snap(page, 'csp-storefront-en');
  await chooseLanguage(page, 'km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await snap(page, 'csp-storefront-km');
  expect(await violations()).toEqual([]);
});

test('the admin app renders under the CSP and gets a /ws push', async ({ page }) => {
  const violations = await recordViolations(page);
  await signInAsAdmin(page);
  await page.goto('/servers?subdomain=admin');
  await expect(page.getByRole('heading', { name: 'Server Command Center' })).toBeVisible();
  // Refresh All runs by itself when the page opens; the check's result arrives as a socket push
  // (connect-src 'self' covers the same-origin /ws).
  await expect(page.getByTestId('probe-table').getByRole('row', { name: /PostgreSQL/ })).toContainText(
    'online',
    { timeout: 45_000 },
  );
  await snap(page, 'csp-admin-en');
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'មជ្ឈមណ្ឌលបញ្ជាម៉ាស៊ីនមេ' })).toBeVisible();
  await snap(page, 'csp-admin-km');
  expect(await violations()).toEqual([]);
});
