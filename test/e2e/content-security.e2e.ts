import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { packagesOnSale, sessionWithCart } from './support/checkout';
import { buy, esimOf, sandboxControl, signedInCustomer } from './support/esims';
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

test("the shop's pages and dialogs log no console error under the CSP (en, km)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  const { fixed } = await packagesOnSale(request);
  const pages = ['/', `/package/${fixed.id}`, '/cart', '/faq', '/terms', '/contact', '/find-order'];
  pages.push('/settings', '/my-esims', '/access-panels', '/paypal-debug', '/payment/status');
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('#root :is(h1, h2)').first()).toBeVisible();
  }

  // the sign-in dialog, in both languages
  for (const language of ['en', 'km'] as const) {
    await page.goto('/faq');
    await chooseLanguage(page, language);
    const login = page.getByRole('banner').getByRole('button', { name: /^(Login|ចូល)/ });
    await login.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snap(page, `csp-login-dialog-${language}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await chooseLanguage(page, 'en');

  // the payment dialog at checkout
  await sessionWithCart(page, request, [{ packageId: fixed.id }]);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Pay with a bank QR code instead' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Your Purchase' });
  await expect(payment).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();

  // a signed-in customer's eSIM: its dialog and the delete confirmation
  const customer = await signedInCustomer(page);
  await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0 });
  try {
    const bought = await buy(page.request, fixed, customer);
    await esimOf(page.request, bought.orderNumber);
  } finally {
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 2000 });
  }
  await page.goto('/my-esims');
  await page.getByTestId('esim-card').getByRole('button', { name: 'QR Code' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('delete-esim').click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();

  expect(errors).toEqual([]);
  expect(await violations()).toEqual([]);
});
