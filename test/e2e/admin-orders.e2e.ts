import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { packagesOnSale } from './support/checkout';
import { buy, sandboxControl } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };

/** Fails the test if the page's main frame navigates (a reload) after this call. */
function watchReloads(page: Page): () => boolean {
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().includes('/order/')) reloaded = true;
  });
  return () => reloaded;
}

test.describe('admin panel: overview, users, orders', () => {
  test.afterEach(async () => {
    await sandboxControl('PUT', '/__control/roamesim', { insufficientBalance: false });
  });

  test('an admin finds a failed order by number, retries it and sees the eSIM without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    await sandboxControl('PUT', '/__control/roamesim', { insufficientBalance: true });
    const stamp = Date.now().toString().slice(-7);
    const bought = await buy(request, fixed, {
      fullName: 'Dara Admin-Test',
      phone: `+855 9${stamp.slice(0, 1)} ${stamp.slice(1)}`,
      email: `admin.e2e.${stamp}@example.com`,
    });

    await signInAsAdmin(page);
    await expect
      .poll(
        async () => {
          const reply = await page.request.get(`/api/admin/orders/${bought.orderNumber}`);
          return reply.ok() ? ((await reply.json()) as { status: string }).status : reply.status();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe('needs_attention');
    await sandboxControl('PUT', '/__control/roamesim', { insufficientBalance: false, cardDelayMs: 0 });

    await page.goto('/overview?subdomain=admin');
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('recent-orders')).toContainText(bought.orderNumber);
    await snap(page, 'admin-overview-en');

    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(bought.orderNumber);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('No eSIM');
    await expect(rows.first().getByTestId('order-status')).toHaveText('needs attention');
    // the payment method by its name, not its code
    await expect(rows.first()).toContainText('ABA PayWay (KHQR)');
    await expect(rows.first()).not.toContainText('payway_khqr');
    await snap(page, 'admin-orders-en');

    const reloaded = watchReloads(page);
    await rows.first().getByRole('link', { name: bought.orderNumber }).click();
    const order = page.getByTestId('admin-order');
    await expect(order.getByTestId('order-status').first()).toHaveText('needs attention');
    await expect(page.getByTestId('provider-lines')).toContainText('PROVIDER_BALANCE');
    await snap(page, 'admin-order-failed-en');

    await page.getByRole('button', { name: 'Retry provisioning' }).click();
    await expect(order.getByTestId('order-status').first()).toHaveText('completed', { timeout: 45_000 });
    await expect(page.getByTestId('admin-esim')).toHaveCount(1);
    await expect(page.getByTestId('admin-esim')).toContainText(/89852\d{14}/);
    await expect(page.getByRole('button', { name: 'Retry provisioning' })).toHaveCount(0);
    expect(reloaded()).toBe(false);
    await page.evaluate('window.scrollTo(0, 0)'); // the sticky header stays on top in the full-page shot
    await snap(page, 'admin-order-en');

    await chooseLanguage(page, 'km');
    await expect(page.getByRole('button', { name: 'ទាញយក QR' })).toBeVisible();
    // the eSIM's status in words, its provider code kept for support on hover
    const status = page.getByTestId('admin-esim').getByTestId('esim-status');
    await expect(status).toHaveText('រួចរាល់សម្រាប់ដំឡើង');
    await expect(status).toHaveAttribute('title', 'not_installed');
    await snap(page, 'admin-order-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-order-km-phone');
  });

  test('Users tab: search a customer and disable them; their session ends', async ({ page, playwright }) => {
    const stamp = Date.now().toString().slice(-7);
    const customer = {
      fullName: 'Srey Disable-Me',
      phone: `+855 7${stamp.slice(0, 1)} ${stamp.slice(1)}`,
      email: `disable.me.${stamp}@example.com`,
      password: 'Secret#123',
    };
    const customerContext = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect((await customerContext.post('/api/auth/signup-phone', { data: customer })).ok()).toBe(true);
    expect(
      (
        await customerContext.post('/api/auth/signin-phone', {
          data: { phone: customer.phone, password: 'Secret#123' },
        })
      ).ok(),
    ).toBe(true);
    expect(
      ((await (await customerContext.get('/api/auth/user')).json()) as { success: boolean }).success,
    ).toBe(true);

    await signInAsAdmin(page);
    await page.goto('/users?subdomain=admin');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await snap(page, 'admin-users-en');
    await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
    const rows = page.getByTestId('user-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(customer.fullName);
    await expect(rows.first()).toContainText('Pending');
    await rows.first().getByRole('button', { name: 'Disable' }).click();
    await expect(rows.first()).toContainText('Disabled');
    await expect(page.getByTestId('toast')).toContainText('User updated');
    expect(
      ((await (await customerContext.get('/api/auth/user')).json()) as { success: boolean }).success,
    ).toBe(false);
    await customerContext.dispose();

    // Phone size, then every tab in Khmer.
    await page.setViewportSize(PHONE);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await snap(page, 'admin-users-en-phone');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'អ្នកប្រើប្រាស់' })).toBeVisible();
    await snap(page, 'admin-users-km-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await snap(page, 'admin-users-km');
    await page.goto('/orders?subdomain=admin');
    await expect(page.getByRole('heading', { name: 'ការបញ្ជាទិញ' })).toBeVisible();
    await snap(page, 'admin-orders-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-orders-km-phone');
    await page.goto('/overview?subdomain=admin');
    await expect(page.getByRole('heading', { name: 'ទិដ្ឋភាពទូទៅ' })).toBeVisible();
    await expect(page.getByTestId('total-orders')).toBeVisible();
    await snap(page, 'admin-overview-km-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await snap(page, 'admin-overview-km');
    await chooseLanguage(page, 'en');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-overview-en-phone');
    await page.goto('/orders?subdomain=admin');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await snap(page, 'admin-orders-en-phone');
  });
});
