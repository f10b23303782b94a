import { expect, test } from '@playwright/test';
import { documentStillMarked, markDocument, packagesOnSale } from './support/checkout';
import { buy, esimOf, sameOrigin, sandboxControl, signedInCustomer } from './support/esims';
import { latestTextTo } from './support/mail';
import { decideAtPaypal } from './support/paypal';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };

test.describe('usage alerts and the rescue top-up link', () => {
  test.use({ viewport: PHONE });
  test.afterEach(async () => {
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 2000 });
  });

  test('past 80 % the email arrives; its link tops up signed out by KHQR; the open usage page follows by push; tampered or revoked links are refused', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { fixed } = await packagesOnSale(request);
    const customer = await signedInCustomer(page);
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
    const bought = await buy(page.request, fixed, customer);
    const esim = await esimOf(page.request, bought.orderNumber);
    const { dataTotalMb } = (await (await page.request.get(`/api/esims/${esim.id}`)).json()) as {
      dataTotalMb: number;
    };

    // The traveller installs it and uses 85 % of the data; the next sync notices.
    await sandboxControl('POST', '/__control/roamesim/install', { iccid: esim.iccid });
    await sandboxControl('POST', '/__control/roamesim/use', { iccid: esim.iccid, mb: dataTotalMb * 0.85 });
    expect(
      (await page.request.post(`/api/esims/${esim.id}/sync-status`, { headers: sameOrigin() })).status(),
    ).toBe(202);
    let text: string | null = null;
    await expect
      .poll(async () => (text = await latestTextTo(customer.email, 'of your')), {
        timeout: 60_000,
        intervals: [1000],
      })
      .not.toBeNull();
    expect(text).toContain('has used 85%');
    const link = /\/esim\/[0-9a-f-]+\/rescue\?t=[A-Za-z0-9_.-]+/.exec(text as unknown as string)?.[0];
    expect(link).toBeDefined();

    // The signed-in customer's usage page stays open: the top-up must reach it by push.
    await page.goto(`/esim/${esim.id}/usage`);
    await expect(page.getByRole('heading', { name: 'eSIM Usage' })).toBeVisible();
    await expect(page.getByTestId('renewals')).toHaveCount(0);
    await markDocument(page);

    // A fresh browser with no session opens the link.
    const fresh = await browser.newContext({ viewport: PHONE, baseURL: process.env.E2E_BASE_URL });
    const rescue = await fresh.newPage();
    await rescue.goto(link as string);
    await expect(rescue.getByRole('heading', { name: 'Top up your eSIM' })).toBeVisible();
    await expect(rescue.getByTestId('rescue-plan')).toContainText('85% used');
    await expect(rescue.locator('body')).not.toContainText(esim.iccid);
    const options = rescue.getByTestId('rescue-option');
    await expect(options.first()).toBeVisible();
    await snap(rescue, 'rescue-phone-en');
    await chooseLanguage(rescue, 'km');
    await expect(rescue.getByRole('heading', { name: 'បញ្ចូលទឹកប្រាក់ eSIM របស់អ្នក' })).toBeVisible();
    // Khmer all the way: the plan and the options by their Khmer names, dates without AM/PM, riel
    const rescuePage = rescue.getByTestId('rescue-page');
    await expect(rescue.getByTestId('rescue-plan')).toContainText(fixed.destinationKm);
    await expect(options.first()).toContainText(fixed.destinationKm);
    await expect(rescuePage).not.toContainText(fixed.destination);
    await expect(rescuePage).not.toContainText(/AM|PM/);
    await expect(options.first().getByTestId('riel')).toContainText('៛');
    await snap(rescue, 'rescue-phone-km');
    await chooseLanguage(rescue, 'en');
    const offered = options.filter({ hasNotText: 'a day' }).first();
    await offered.click();
    await rescue.getByTestId('rescue-pay').click();
    const qr = rescue.getByRole('img', { name: 'KHQR' });
    await expect(qr).toBeVisible({ timeout: 20_000 });
    await snap(rescue, 'rescue-khqr-phone-en');
    const tranId = await qr.getAttribute('data-tran-id');
    expect(tranId).toMatch(/Q1$/);

    // The bank app pays the QR.
    const bank = await fresh.newPage();
    await bank.goto(`${process.env.E2E_SANDBOX_URL}/payway/bank-app?tran_id=${tranId}`);
    await bank.getByRole('button', { name: 'Pay' }).click();
    await expect(bank.locator('#result')).toHaveText('Payment successful');
    await bank.close();

    // Verified by our server: the payment success page, signed out.
    await expect(rescue).toHaveURL(/\/payment-success\?orderNumber=DL/, { timeout: 45_000 });
    const success = rescue.getByTestId('payment-success');
    await expect(success).toHaveAttribute('data-state', 'paid');
    await expect(success.getByRole('link', { name: 'View my order' })).toBeVisible();
    await snap(rescue, 'payment-success-phone-en');
    await chooseLanguage(rescue, 'km');
    await expect(rescue.getByRole('heading', { name: 'ការបង់ប្រាក់បានជោគជ័យ' })).toBeVisible();
    await snap(rescue, 'payment-success-phone-km');

    // The open usage page shows the new plan without a reload.
    await expect(page.getByTestId('renewals')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('renewals')).toContainText('Renewal #1');
    expect(await documentStillMarked(page)).toBe(true);
    await snap(page, 'rescue-usage-after-topup-phone-en');

    // The same link, paid by PayPal this time: PayPal's page, then the order's page, signed out.
    await rescue.goto(link as string);
    await chooseLanguage(rescue, 'en');
    await rescue.getByTestId('rescue-option').filter({ hasNotText: 'a day' }).first().click();
    await rescue.getByRole('radio', { name: 'PayPal' }).check();
    await expect(rescue.getByTestId('rescue-pay')).toContainText('with PayPal');
    await snap(rescue, 'rescue-paypal-phone-en');
    await rescue.getByTestId('rescue-pay').click();
    await decideAtPaypal(rescue, 'Approve');
    await expect(rescue).toHaveURL(/\/order-confirmation\?/, { timeout: 45_000 });
    await expect(page.getByTestId('renewals')).toContainText('Renewal #2', { timeout: 60_000 });

    // A link altered by one character: refused with a clear page.
    const tampered = (link as string).slice(0, -1) + ((link as string).endsWith('A') ? 'B' : 'A');
    await rescue.goto(tampered);
    await expect(rescue.getByTestId('rescue-refused')).toHaveAttribute('data-problem', 'RESCUE_LINK_INVALID');
    await snap(rescue, 'rescue-refused-invalid-phone-km');
    await chooseLanguage(rescue, 'en');
    await expect(rescue.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

    // A password change revokes the link.
    const changed = await page.request.post('/api/auth/change-password', {
      headers: sameOrigin(),
      data: { current: customer.password, new: 'Another#456', confirm: 'Another#456' },
    });
    expect(changed.status()).toBe(200);
    await rescue.goto(link as string);
    await expect(rescue.getByTestId('rescue-refused')).toHaveAttribute('data-problem', 'RESCUE_LINK_REVOKED');
    await expect(rescue.getByRole('heading', { name: 'This link was cancelled' })).toBeVisible();
    await snap(rescue, 'rescue-refused-revoked-phone-en');
    await fresh.close();
  });

  test('/access-panels offers only links; /payment-success without an order says so', async ({ page }) => {
    await page.goto('/access-panels');
    const panel = page.getByTestId('access-panels');
    await expect(panel.getByRole('heading', { name: 'Admin access' })).toBeVisible();
    await expect(page.getByTestId('admin-app-link')).toHaveAttribute('href', '/?subdomain=admin');
    await expect(page.getByTestId('queues-link')).toHaveAttribute('href', '/api/admin/queues');
    await expect(panel).not.toContainText(/password|@/i);
    expect(await page.evaluate('JSON.stringify(window.localStorage)')).not.toContain('admin');
    await snap(page, 'access-panels-phone-en');
    await chooseLanguage(page, 'km');
    await expect(panel.getByRole('heading', { name: 'ការចូលប្រើរបស់អ្នកគ្រប់គ្រង' })).toBeVisible();
    await snap(page, 'access-panels-phone-km');

    await page.goto('/payment-success?orderNumber=DL000000NOPE00');
    await expect(page.getByTestId('payment-success')).toHaveAttribute('data-state', 'missing');
    await snap(page, 'payment-success-missing-phone-km');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'No payment to show' })).toBeVisible();
    await snap(page, 'payment-success-missing-phone-en');
  });
});
