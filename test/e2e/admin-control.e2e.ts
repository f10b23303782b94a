import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAdminRequest, signInAsAdmin } from './support/accounts';
import { fillCheckoutForm, packagesOnSale, sessionWithCart } from './support/checkout';
import { expectNoSidewaysScroll } from './support/layout';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const PAUSED = 'The shop is not taking new orders right now';

/** Contexts a test opened (admin and customers side by side), closed after it. */
const opened: BrowserContext[] = [];
async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: process.env.E2E_BASE_URL });
  opened.push(context);
  return context.newPage();
}
test.afterEach(async ({ request }) => {
  // Never leave the shop stopped for the next test, whatever happened in this one.
  await signInAdminRequest(request);
  await request.post('/api/monitoring/resume', { headers: { origin: process.env.E2E_BASE_URL as string } });
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function adminPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await newPage(browser, viewport);
  await signInAsAdmin(page);
  return page;
}

test.describe('admin Control, System and Server Control', () => {
  test('Emergency Stop: checkout is refused with the message and a banner; an issued payment still confirms; Resume reopens', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await adminPage(browser);
    const { fixed } = await packagesOnSale(request);

    // Customer A reaches the gateway before the stop: the payment attempt is issued.
    const first = await newPage(browser);
    await sessionWithCart(first, request, [{ packageId: fixed.id }]);
    await first.goto('/checkout');
    await fillCheckoutForm(first);
    await first.getByRole('button', { name: /^Pay \$/ }).click();
    const gatewayA = first.frameLocator('iframe[name="aba_webservice"]');
    await expect(gatewayA.getByRole('button', { name: 'Pay' })).toBeVisible();

    await admin.goto('/control?subdomain=admin');
    await expect(admin.getByTestId('stop-state')).toHaveText('The shop is taking orders.');
    await admin.getByTestId('emergency-stop').getByRole('button', { name: 'Emergency Stop' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Stop taking orders now?' });
    await dialog.getByRole('button', { name: 'Emergency Stop' }).click();
    await expect(admin.getByTestId('stop-state')).toContainText('Stopped since');
    await expect(admin.getByTestId('stop-state')).toContainText('provisioning, esim-sync, catalogue');
    await expect(admin.locator('tr[data-queue="provisioning"]')).toContainText('paused');
    await expect(admin.locator('tr[data-queue="payments"]')).toContainText('running');
    await snap(admin, 'admin-control-stopped-en');

    // Customer B: the storefront says so, and checkout is refused with the message.
    const second = await newPage(browser);
    await sessionWithCart(second, request, [{ packageId: fixed.id }]);
    await second.goto('/');
    await expect(second.getByTestId('shop-stopped-banner')).toContainText(PAUSED);
    await snap(second, 'shop-stopped-banner-en');
    await second.goto('/checkout');
    await fillCheckoutForm(second);
    await second.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(second.locator('.checkout-alert')).toContainText(PAUSED);
    await expect(
      second.frameLocator('iframe[name="aba_webservice"]').getByRole('button', { name: 'Pay' }),
    ).toHaveCount(0);
    await snap(second, 'checkout-stopped-en');

    // Customer A pays the attempt issued before the stop: it is verified and confirmed.
    await gatewayA.getByRole('button', { name: 'Pay' }).click();
    await expect(first.getByTestId('payment-confirmed')).toBeVisible({ timeout: 20_000 });

    // Resume: the banner goes (pushed), and customer B's next try reaches the gateway.
    await admin.getByTestId('emergency-stop').getByRole('button', { name: 'Resume' }).click();
    await expect(admin.getByTestId('stop-state')).toHaveText('The shop is taking orders.');
    await expect(admin.locator('tr[data-queue="provisioning"]')).toContainText('running');
    await expect(second.getByTestId('shop-stopped-banner')).toHaveCount(0);
    await second.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(
      second.frameLocator('iframe[name="aba_webservice"]').getByRole('button', { name: 'Pay' }),
    ).toBeVisible();
  });

  test('Control tab: queues pause and resume, Force Logout asks first; English and Khmer, desktop and phone', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto('/control?subdomain=admin');
    await expect(page.getByRole('heading', { name: 'Control', exact: true })).toBeVisible();
    const row = page.locator('tr[data-queue="esim-sync"]');
    await row.getByRole('button', { name: 'Pause' }).click();
    await expect(row).toContainText('paused');
    await row.getByRole('button', { name: 'Resume' }).click();
    await expect(row).toContainText('running');
    await expect(page.getByRole('link', { name: /Queue dashboard/ }).first()).toHaveAttribute(
      'href',
      '/api/admin/queues',
    );
    await page.getByRole('button', { name: 'Force Logout All' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Sign out everyone but you?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Test PayWay (ABA)' })).toBeVisible();
    await snap(page, 'admin-control-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'ការគ្រប់គ្រង', exact: true })).toBeVisible();
    await snap(page, 'admin-control-km');

    await page.setViewportSize(PHONE);
    await expect(page.locator('tr[data-queue="payments"] td').first()).toHaveAttribute('data-label', 'ជួរ');
    await expectNoSidewaysScroll(page);
    await snap(page, 'admin-control-phone-km');
    // On a phone the language switch sits in the closed menu: switch on a desktop width.
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseLanguage(page, 'en');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-control-phone-en');
  });

  test('System tab: live cards for the database, queue, Redis, SMTP, providers and the build', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto('/system?subdomain=admin');
    await expect(page.getByTestId('card-database')).toContainText('Healthy');
    await expect(page.getByTestId('card-database')).toContainText(/migrations applied/);
    await expect(page.getByTestId('card-queue')).toContainText('BullMQ on Redis');
    await expect(page.getByTestId('card-redis')).toContainText('Healthy');
    await expect(page.getByTestId('card-smtp')).toContainText('Healthy');
    await expect(page.getByTestId('card-app')).toContainText(/Version \d+\.\d+\.\d+/);
    await snap(page, 'admin-system-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByTestId('card-database')).toContainText('ល្អ');
    // What the probes saw comes as codes, worded in Khmer by the app.
    await expect(page.getByTestId('card-queue')).toContainText('ជួរការងារថែទាំ៖ រង់ចាំ');
    await expect(page.getByTestId('card-redis')).toContainText('(ជួរការងារ និងពេលវេលាជាក់ស្ដែង)');
    await expect(page.getByTestId('card-smtp')).toContainText('សារស្វាគមន៍៖ 220');
    await snap(page, 'admin-system-km');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await snap(page, 'admin-system-phone-km');
  });

  test('Server Control: probes run on open; metric cards; Backup, Logs and Sync Restart; how to add a worker', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto('/servers?subdomain=admin');
    // Refresh All ran by itself when the page opened.
    await expect(page.getByTestId('probe-table').getByRole('row', { name: /PostgreSQL/ })).toContainText(
      'online',
      { timeout: 45_000 },
    );
    await expect(page.getByTestId('process-metrics')).toContainText('Worker processes');
    const [backup] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(backup.suggestedFilename()).toMatch(/^derleng-data-export-.*\.json$/);
    const backupFile = JSON.parse(await streamText(await backup.createReadStream())) as {
      tables: Record<string, unknown[]>;
    };
    expect(backupFile.tables.package.length).toBeGreaterThan(0);
    const [logs] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Logs' }).click(),
    ]);
    expect(logs.suggestedFilename()).toMatch(/^derleng-logs-\d{4}-\d{2}-\d{2}\.json$/);
    const log = JSON.parse(await streamText(await logs.createReadStream())) as {
      entries: { kind: string }[];
    };
    expect(log.entries.some((entry) => entry.kind === 'admin_action')).toBe(true);
    await page.getByRole('button', { name: 'Sync Restart' }).click();
    await expect(page.getByTestId('toast').getByText('A catalogue sync cycle was queued')).toBeVisible();
    await page.getByText('How to add a worker').click();
    await expect(page.getByTestId('add-worker')).toContainText('WORKER_QUEUES=');
    await snap(page, 'admin-servers-control-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('button', { name: 'នាំចេញទិន្នន័យ' })).toBeVisible();
    await expect(page.getByTestId('probe-table').getByRole('row', { name: /PayPal/ })).toContainText(
      'HTTP 200 · សាកល្បង (Sandbox)',
    );
    await expect(page.getByTestId('probe-table')).not.toContainText('maintenance queue');
    await snap(page, 'admin-servers-control-km');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await snap(page, 'admin-servers-phone-km');
  });
});

test.describe('the admin panel', () => {
  test('on a phone: a collapsible menu, card rows, and no page wider than 390 px', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await adminPage(browser, PHONE);
    await page.goto('/overview?subdomain=admin');
    const nav = page.locator('#admin-tabs');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await snap(page, 'admin-menu-phone-en');
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/orders\?subdomain=admin/);
    await expect(nav).toBeHidden();
    const paths = await nav.evaluate((element) =>
      [...element.querySelectorAll('a[href*="subdomain=admin"]')].map((a) => a.getAttribute('href')!),
    );
    expect(paths.length).toBeGreaterThanOrEqual(11);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
    }
    await page.goto('/orders?subdomain=admin');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    // each cell of a card row is named by its column (the first is the bulk actions' Select)
    const cells = page.getByTestId('order-row').first().locator('td');
    await expect(cells.nth(0)).toHaveAttribute('data-label', 'Select');
    await expect(cells.nth(1)).toHaveAttribute('data-label', /Order Number/);
    await snap(page, 'admin-orders-phone-en');
    await chooseLanguage(page, 'km');
    await expectNoSidewaysScroll(page);
    await snap(page, 'admin-orders-phone-km');
  });

  test('the Orders tab shows a new order as it is placed, without focus or reload', async ({
    browser,
    request,
  }) => {
    const page = await adminPage(browser);
    await page.goto('/orders?subdomain=admin');
    await expect(page.getByTestId('orders-table')).toBeVisible();
    const { fixed } = await packagesOnSale(request);
    const created = await request.post('/api/create-order', {
      data: {
        customerName: 'Live Row',
        customerEmail: 'live.row@example.com',
        customerPhone: '+855 12 345 678',
        items: [{ packageId: fixed.id, quantity: 1 }],
        totalAmount: (fixed.priceCents / 100).toFixed(2),
        paymentMethod: 'payway_khqr',
        sessionId: `e2elive${Date.now().toString(36)}`,
      },
    });
    expect(created.status()).toBe(201);
    const { orderNumber } = (await created.json()) as { orderNumber: string };
    await expect(page.getByTestId('order-row').filter({ hasText: orderNumber })).toBeVisible();
  });

  test('a failing admin page shows "Something went wrong" inside the panel; Try Again renders it again', async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    let broken = true;
    await page.route('**/api/admin/system/status', (route) =>
      broken ? route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.goto('/system?subdomain=admin');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();
    await snap(page, 'admin-route-error-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'មានបញ្ហាកើតឡើង' })).toBeVisible();
    await snap(page, 'admin-route-error-km');
    broken = false;
    await chooseLanguage(page, 'en');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('card-database')).toBeVisible();
  });

  test('an ended session goes to sign-in, carrying the page to come back to', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto('/orders?subdomain=admin');
    await expect(page.getByTestId('orders-table')).toBeVisible();
    // The session ends on the server (signed out elsewhere); the page's next call gets a 401.
    await page.request.post('/api/auth/signout', { headers: { origin: process.env.E2E_BASE_URL as string } });
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/signin\?subdomain=admin&next=%2Foverview%3Fsubdomain%3Dadmin$/);
    await expect(page.getByRole('button', { name: 'Sign In to Admin Panel' })).toBeVisible();
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
