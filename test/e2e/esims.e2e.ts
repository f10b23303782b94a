import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  documentStillMarked,
  fillCheckoutForm,
  markDocument,
  packagesOnSale,
  sessionWithCart,
} from './support/checkout';
import { buy, esimOf, roamesim, sameOrigin, sandboxControl, signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const cards = (page: Page) => page.getByTestId('esim-card');

test.describe('My eSIMs', () => {
  test.afterEach(async () => {
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 2000, insufficientBalance: false });
  });

  test('a confirmed payment: the eSIM appears on the open /my-esims page without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    await signedInCustomer(page);
    // the card data takes a while at RoameSIM: the paid order shows as being prepared (never the
    // empty state), then the push brings the eSIM
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 6000 });
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await page.goto('/checkout');
    await fillCheckoutForm(page);
    await markDocument(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.frameLocator('iframe[name="aba_webservice"]').getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/my-esims$/, { timeout: 20_000 });
    await expect(page.getByTestId('esim-preparing')).toContainText('Preparing your eSIM…');
    await expect(page.getByTestId('esims-empty')).toHaveCount(0);
    await snap(page, 'my-esims-waiting-en');
    await expect(cards(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('esim-preparing')).toHaveCount(0);
    expect(await documentStillMarked(page)).toBe(true);
    await expect(cards(page).first()).toContainText(fixed.destination);
    await expect(cards(page).first().getByTestId('esim-status')).toHaveText('Ready to Install');
    await expect(page.getByTestId('esim-count')).toHaveText('1 eSIM');
    await snap(page, 'my-esims-arrived-en');
  });

  test('states, filters, the detail dialog, delete, usage and details (en, km, phone)', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { fixed } = await packagesOnSale(request);
    const customer = await signedInCustomer(page);
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
    // one eSIM that ran out, one in use with a renewal, one new, one cancelled at the provider
    const expired = await buy(page.request, fixed, customer);
    const expiredEsim = await esimOf(page.request, expired.orderNumber);
    await sandboxControl('POST', '/__control/roamesim/install', { iccid: expiredEsim.iccid });
    await sandboxControl('POST', '/__control/roamesim/advance', { hours: 24 * 40 });
    const active = await buy(page.request, fixed, customer);
    const activeEsim = await esimOf(page.request, active.orderNumber);
    await sandboxControl('POST', '/__control/roamesim/install', { iccid: activeEsim.iccid });
    await sandboxControl('POST', '/__control/roamesim/advance', { hours: 20 });
    const client = roamesim();
    const renewable = (await client.getIccidSupportPackageInfo(activeEsim.iccid)).packages.find(
      (pkg) => !pkg.dayPass,
    );
    await client.renewCardByApiCode({ iccid: activeEsim.iccid, apiCode: renewable!.apiCode });
    const cancelled = await buy(page.request, fixed, customer);
    const cancelledEsim = await esimOf(page.request, cancelled.orderNumber);
    const cancelledOrder = (await (await page.request.get(`/api/esims/${cancelledEsim.id}`)).json()) as {
      providerOrderNumber: string;
    };
    await client.refundOrder({ orderNum: cancelledOrder.providerOrderNumber });
    const fresh = await buy(page.request, fixed, customer);
    await esimOf(page.request, fresh.orderNumber);
    expect(
      (await page.request.post('/api/esims/sync-all-status', { data: {}, headers: sameOrigin() })).status(),
    ).toBe(202);
    await expect
      .poll(
        async () => {
          const list = (await (await page.request.get('/api/esims')).json()) as { status: string }[];
          return list.map((esim) => esim.status).sort();
        },
        { timeout: 30_000 },
      )
      .toEqual(['active', 'cancelled', 'expired', 'not_installed']);

    // the signed-in home shows the most relevant eSIM: the active one, green, with its usage
    await page.goto('/');
    const banner = page.getByTestId('esim-banner');
    await expect(banner).toHaveAttribute('data-tone', 'green');
    await expect(banner).toContainText('Data Usage:');
    await expect(banner).toContainText(activeEsim.iccid);
    await snap(page, 'home-esim-banner-en');

    await page.goto('/my-esims');
    await expect(cards(page)).toHaveCount(4);
    // the spec's order: active, new, expired, cancelled
    await expect(cards(page).getByTestId('esim-status')).toHaveText([
      'Active',
      'Ready to Install',
      'Expired',
      'Cancelled',
    ]);
    await expect(page.getByTestId('filter-all')).toContainText('4');
    await expect(page.getByTestId('filter-new')).toContainText('1');
    await expect(page.getByTestId('filter-active')).toContainText('1');
    await expect(page.getByTestId('filter-expired')).toContainText('1');
    await expect(cards(page).first()).toContainText('1 top-up');
    await snap(page, 'my-esims-states-en');
    await page.getByTestId('filter-new').click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('button', { name: 'Activate' })).toBeVisible();
    await page.getByTestId('filter-expired').click();
    await expect(cards(page)).toHaveCount(1);
    await page.getByTestId('filter-all').click();

    // the detail dialog of the active eSIM: QR, download named after the ICCID, copy, tabs, top-ups
    await cards(page).first().getByRole('button', { name: 'QR Code' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('esim-qr').locator('img')).toHaveAttribute('width', '160');
    await expect(dialog.getByTestId('esim-qr')).toHaveAttribute('data-value', /^LPA:1\$/);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download QR Code' }).click();
    expect((await download).suggestedFilename()).toBe(`${activeEsim.iccid}.png`);
    await expect(dialog.getByRole('tab', { name: 'iPhone' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('ICCID', { exact: true })).toBeVisible();
    await expect(dialog.locator('.top-up-list li')).toHaveCount(1);
    await snap(page, 'esim-dialog-en');
    // on a computer the phone-only install says so
    await dialog.getByTestId('one-tap-ios').click();
    await expect(page.getByTestId('toast')).toContainText('Mobile Device Required');
    // Behind the open dialog the toast is outside the modal's reach: it goes by itself (5 s).
    await expect(page.getByTestId('toast')).toBeHidden({ timeout: 15_000 });
    await dialog.getByRole('tab', { name: 'Android' }).click();
    await snap(page, 'esim-dialog-android-en');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // the cancelled eSIM shows the notice instead of its QR code
    await cards(page).nth(3).click();
    await expect(page.getByRole('dialog')).toContainText('eSIM Cancelled');
    await expect(page.getByRole('dialog').getByTestId('esim-qr')).toHaveCount(0);
    await snap(page, 'esim-dialog-cancelled-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    // Khmer, then a phone
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'eSIM របស់ខ្ញុំ' })).toBeVisible();
    await snap(page, 'my-esims-states-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'my-esims-states-km-phone');
    await chooseLanguage(page, 'en');
    await snap(page, 'my-esims-states-en-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // delete: the confirmation, then gone from the list (kept on the server)
    await cards(page).nth(2).getByTestId('delete-esim').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('For 30 days you can restore it under Recently deleted.');
    await snap(page, 'esim-delete-confirm-en');
    await confirm.getByRole('button', { name: 'Delete eSIM' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByTestId('filter-expired')).toContainText('0');
    // hidden, not gone: Restore brings it back, and deleting again hides it once more
    const deleted = page.getByTestId('recently-deleted');
    await expect(deleted.locator('li')).toHaveCount(1);
    await snap(page, 'esim-recently-deleted-en');
    await deleted.getByRole('button', { name: 'Restore' }).click();
    await expect(cards(page)).toHaveCount(4);
    await expect(deleted).toHaveCount(0);
    await cards(page).nth(2).getByTestId('delete-esim').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete eSIM' }).click();
    await expect(cards(page)).toHaveCount(3);

    // usage of the active eSIM, with its renewal; Refresh syncs through the push
    await cards(page).first().getByRole('button', { name: 'Usage' }).click();
    await expect(page).toHaveURL(new RegExp(`/esim/${activeEsim.id}/usage$`));
    await expect(page.getByRole('heading', { name: 'eSIM Usage' })).toBeVisible();
    await expect(page.getByTestId('renewals')).toContainText('Renewal #1');
    await page.getByTestId('refresh-usage').click();
    await expect(page.getByTestId('refresh-usage')).toHaveText('Refresh', { timeout: 20_000 });
    await expect(page.getByTestId('data-used').first()).toHaveText(/MB|GB/);
    await snap(page, 'esim-usage-en');
    await chooseLanguage(page, 'km');
    await snap(page, 'esim-usage-km');
    await chooseLanguage(page, 'en');

    await page.goto(`/esim/${activeEsim.id}/details`);
    await expect(page.getByRole('heading', { name: 'eSIM Details' })).toBeVisible();
    await expect(page.getByTestId('esim-details')).toContainText(activeEsim.iccid);
    await snap(page, 'esim-details-en');
    await page.setViewportSize(PHONE);
    await snap(page, 'esim-details-en-phone');

    // the order success page of the new eSIM
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/order-success/${fresh.orderNumber}`);
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
    await expect(page.getByTestId('order-esim')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Download PDF Guide' })).toBeVisible();
    await snap(page, 'order-success-en');

    // When the server cannot make the guide it asks the browser to: the page fetches the English
    // guide texts and downloads the simpler PDF it builds.
    await page.route('**/api/pdf/generate-esim-guide', (route) =>
      route.fulfill({
        json: { success: false, pdfData: null, fileName: null, useClientGeneration: true, error: null },
      }),
    );
    const guide = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF Guide' }).click();
    const file = await guide;
    expect(file.suggestedFilename()).toBe(`esim-guide-${fresh.orderNumber}.pdf`);
    const pdf = readFileSync((await file.path()) as string, 'latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain('(eSIM Installation Guide) Tj');
    expect(pdf).toContain(fresh.orderNumber);
    await page.unroute('**/api/pdf/generate-esim-guide');
  });

  test('no eSIMs, not signed in, a failing list: the spec’s texts (en, km)', async ({ page }) => {
    await page.goto('/my-esims');
    await expect(page.getByTestId('esims-auth-required')).toContainText(
      'Please log in with your phone number to view your eSIMs',
    );
    await expect(page.getByRole('button', { name: 'Go to Login' })).toBeVisible();
    await snap(page, 'my-esims-signed-out-en');
    const customer = await signedInCustomer(page);
    await page.goto('/my-esims');
    await expect(page.getByTestId('esims-empty')).toContainText('No eSIMs Found');
    await expect(page.getByRole('button', { name: 'Browse Packages' })).toBeVisible();
    await expect(page.getByTestId('esim-count')).toHaveText('0 eSIMs');
    await snap(page, 'my-esims-empty-en');
    await page.route('**/api/esims-fresh*', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'Error Loading eSIMs' });
    await expect(failed).toContainText(`Failed to load eSIMs for ${customer.phone}. Please try again.`, {
      timeout: 15_000,
    });
    await snap(page, 'my-esims-error-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('button', { name: 'ព្យាយាមម្តងទៀត' })).toBeVisible();
    await snap(page, 'my-esims-error-km');
    await page.unroute('**/api/esims-fresh*');
    await page.getByRole('button', { name: 'ព្យាយាមម្តងទៀត' }).click();
    await expect(page.getByTestId('esims-empty')).toContainText('រកមិនឃើញ eSIM');
    await snap(page, 'my-esims-empty-km');
  });

  test('the order link opens a guest’s order, and an iPhone gets the one-tap install', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    // RoameSIM takes a few seconds: the page shows the order being prepared, then switches by itself
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 6000 });
    const guest = await buy(request, fixed, {
      fullName: 'Guest Traveller',
      phone: '+855 12 777 888',
      email: 'guest@example.com',
    });
    const context = await browser.newContext({ viewport: PHONE, userAgent: IPHONE_UA });
    const page = await context.newPage();
    await page.goto(
      `/order-confirmation?orderNumber=${guest.orderNumber}&token=${encodeURIComponent(guest.accessToken)}`,
    );
    await expect(page.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
    await expect(page.getByTestId('order-preparing')).toBeVisible();
    await markDocument(page);
    await snap(page, 'order-confirmation-preparing-en-iphone');
    await expect(page.getByTestId('order-esim')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('order-preparing')).toHaveCount(0);
    expect(await documentStillMarked(page)).toBe(true);
    await expect(page.getByTestId('order-status')).toHaveText('Completed');
    const oneTap = page.getByTestId('one-tap-ios');
    await expect(oneTap).toHaveAttribute(
      'href',
      /^https:\/\/esimsetup\.apple\.com\/esim_qrcode_provisioning\?carddata=LPA:1\$/,
    );
    await snap(page, 'order-confirmation-en-iphone');
    await chooseLanguage(page, 'km');
    // the order's lines and its eSIM name the destination in Khmer, never the provider's English
    await expect(page.getByTestId('order-summary')).toContainText(fixed.destinationKm);
    await expect(page.getByTestId('order-summary')).not.toContainText(fixed.destination);
    await snap(page, 'order-confirmation-km-iphone');
    // without the token (neither in the link nor kept by this browser) the order is not found
    await page.evaluate("localStorage.removeItem('guestOrders')");
    await page.goto(`/order-confirmation?orderNumber=${guest.orderNumber}`);
    await expect(page.getByTestId('order-not-found')).toBeVisible();
    await context.close();
  });

  test('provisioning that fails shows the customer why (insufficient provider balance)', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    await sandboxControl('PUT', '/__control/roamesim', { insufficientBalance: true });
    const order = await buy(request, fixed, {
      fullName: 'Guest Traveller',
      phone: '+855 12 777 999',
      email: 'late@example.com',
    });
    await page.goto(
      `/order-confirmation?orderNumber=${order.orderNumber}&token=${encodeURIComponent(order.accessToken)}`,
    );
    const failed = page.getByTestId('order-failed');
    await expect(failed).toContainText('Our eSIM supplier could not issue your eSIM right now', {
      timeout: 30_000,
    });
    await expect(failed).toContainText('Your payment is safe.');
    // A paid order the supplier could not fill waits for a person (retry or refund): 'Delayed'.
    await expect(page.getByTestId('order-status')).toHaveText('Delayed');
    await snap(page, 'order-failed-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByTestId('order-failed')).toContainText('អ្នកផ្គត់ផ្គង់ eSIM');
    await snap(page, 'order-failed-km');
  });
});
