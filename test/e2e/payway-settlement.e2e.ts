import { expect, test } from '@playwright/test';
import { PaywayClient } from '../../libs/providers/src/payway';
import { signInAsAdmin } from './support/accounts';
import { packagesOnSale } from './support/checkout';
import { buy, esimOf, sandboxControl, signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

/** PayWay's settlement from riel accounts, and the admin's daily reconciliation with the gateways. */
test.describe('PayWay settlement and reconciliation', () => {
  test.afterEach(async () => {
    await sandboxControl('PUT', '/__control/payway', { payFromKhrAccount: false, shortfallMinor: 0 });
  });

  test('a USD order paid from a riel account completes and shows the eSIM; a real shortfall is flagged and not fulfilled', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { fixed } = await packagesOnSale(page.request);
    const customer = await signedInCustomer(page);
    await sandboxControl('PUT', '/__control/payway', { payFromKhrAccount: true, khrPerUsd: 4100 });
    const paid = await buy(page.request, fixed, customer);
    const esim = await esimOf(page.request, paid.orderNumber);
    await page.goto('/my-esims');
    // The card names its eSIM by ICCID in its delete button's label.
    const card = page.getByRole('button', { name: new RegExp(esim.iccid) }).first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await snap(page, 'riel-account-esim-en');
    await chooseLanguage(page, 'km');
    await expect(card).toBeVisible();
    await snap(page, 'riel-account-esim-km');
    await chooseLanguage(page, 'en');

    await sandboxControl('PUT', '/__control/payway', { payFromKhrAccount: true, shortfallMinor: 100 });
    const short = await buy(page.request, fixed, customer);
    // The customer leaves; an admin signs in on this browser.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await expect
      .poll(
        async () => {
          const reply = await page.request.get(`/api/admin/orders/${short.orderNumber}`);
          const detail = (await reply.json()) as { payments?: { refundReason: string | null }[] };
          return detail.payments?.map((payment) => payment.refundReason).find(Boolean) ?? null;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe('amount_mismatch');
    const detail = (await (await page.request.get(`/api/admin/orders/${short.orderNumber}`)).json()) as {
      status: string;
      esims: unknown[];
    };
    expect(detail.status).toBe('pending');
    expect(detail.esims).toHaveLength(0);
    await page.goto(`/order/${short.orderNumber}?subdomain=admin`);
    await expect(page.getByTestId('admin-order')).toContainText(short.orderNumber);
    await snap(page, 'riel-account-shortfall-admin-en');
  });

  test('the admin reconciles today: a payment PayWay took that we never saw is listed', async ({ page }) => {
    test.setTimeout(90_000);
    const stranger = `ZE${Date.now().toString(36).toUpperCase()}`;
    const payway = new PaywayClient({
      baseUrl: process.env.E2E_SANDBOX_URL as string,
      merchantId: 'derleng_sandbox',
      apiKey: 'sandbox-payway-api-key',
      timeoutMs: 10_000,
      hashViewTypeAndPaymentGate: false,
      acceptUnsignedPushback: false,
    });
    await payway.createKhqr({ tranId: stranger, amount: { amountMinor: 777, currency: 'USD' } });
    await sandboxControl('POST', '/__control/payway/pay', { tran_id: stranger });

    await signInAsAdmin(page);
    await page.goto('/orders?subdomain=admin');
    const section = page.getByTestId('reconciliation');
    await expect(section.getByRole('heading', { name: 'Reconciliation' })).toBeVisible();
    await section.getByRole('button', { name: 'Reconcile this day' }).click();
    const payways = section.locator('[data-testid="reconciliation-run"][data-provider="payway"]');
    await expect(payways.first()).toHaveAttribute('data-status', 'differences', { timeout: 30_000 });
    const row = payways.first().getByRole('row').filter({ hasText: stranger });
    await expect(row).toContainText('Paid at the gateway, not here');
    await expect(row).toContainText('$7.77');
    await row.scrollIntoViewIfNeeded();
    await snap(page, 'admin-reconciliation-en');
    await chooseLanguage(page, 'km');
    await expect(section.getByRole('heading', { name: 'ការផ្ទៀងផ្ទាត់' })).toBeVisible();
    await snap(page, 'admin-reconciliation-km');
  });
});
