import { expect, test } from '@playwright/test';
import { documentStillMarked, markDocument, packagesOnSale } from './support/checkout';
import { buy, esimOf, sandboxControl, signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe('Renewal of an eSIM', () => {
  test.afterEach(async () => {
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 2000 });
  });

  test('a signed-in customer renews an eSIM through /esim/{id}/renew and checkout; the open usage page shows the top-up without a reload', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const { fixed } = await packagesOnSale(request);
    const customer = await signedInCustomer(page);
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
    const bought = await buy(page.request, fixed, customer);
    const esim = await esimOf(page.request, bought.orderNumber);

    // the usage page stays open in a second tab: the renewal must reach it by push
    const usage = await context.newPage();
    await usage.setViewportSize(DESKTOP);
    await usage.goto(`/esim/${esim.id}/usage`);
    await expect(usage.getByRole('heading', { name: 'eSIM Usage' })).toBeVisible();
    await expect(usage.getByTestId('renewals')).toHaveCount(0);
    await markDocument(usage);

    // The customer works in the first tab (a click in a background tab's gateway frame submits nothing).
    await page.bringToFront();
    await page.setViewportSize(DESKTOP);
    await page.goto(`/esim/${esim.id}/usage`);
    await page.getByRole('button', { name: 'Renew eSIM' }).click();
    await expect(page).toHaveURL(new RegExp(`/esim/${esim.id}/renew$`));
    await expect(page.getByRole('heading', { name: 'Renew eSIM' })).toBeVisible();
    const options = page.getByTestId('renewal-option');
    await expect(options.first()).toBeVisible();

    // nothing chosen: the spec's alert
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByTestId('renewal-submit').click();
    await expect.poll(() => alerts).toEqual(['Please select a renewal package']);

    // the server's options: renewable packages of this destination, priced by it
    const offered = (await (await page.request.get(`/api/esims/${esim.id}/renewal-packages`)).json()) as {
      renewalOptions: {
        id: number;
        name: string;
        price: string;
        data: string;
        days: number;
        supportDaypass: boolean;
      }[];
    };
    const choice = offered.renewalOptions.find((candidate) => !candidate.supportDaypass)!;
    await expect(options).toHaveCount(offered.renewalOptions.length);
    await options.filter({ hasText: choice.name }).first().click();
    await expect(page.getByTestId('renewal-total')).toHaveText(`$${choice.price}`);
    await snap(page, 'renew-desktop-en');
    await page.setViewportSize(PHONE);
    await snap(page, 'renew-phone-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'បន្ត eSIM' })).toBeVisible();
    // Khmer all the way: the eSIM's destination and each option named in Khmer, not the provider's English
    const renewed = (await (await page.request.get(`/api/esims/${esim.id}`)).json()) as {
      destination: string;
      destinationKm: string;
      data: string;
      days: number;
    };
    const { destination, destinationKm } = renewed;
    expect(destinationKm).not.toBe('');
    await expect(page.getByTestId('esim-renew').locator('header')).toContainText(destinationKm);
    const chosen = options.filter({ has: page.locator('input:checked') });
    await expect(chosen.locator('strong')).toHaveText(`${destinationKm} ${choice.data} ${choice.days} ថ្ងៃ`);
    await expect(chosen).toContainText(`${choice.data} សម្រាប់ ${choice.days} ថ្ងៃ`);
    await expect(page.getByTestId('esim-renew')).not.toContainText(destination);
    await snap(page, 'renew-phone-km');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'renew-desktop-km');
    await chooseLanguage(page, 'en');

    await page.getByTestId('renewal-submit').click();
    await expect(page).toHaveURL(/\/checkout\?renewalOrder=DL[A-Z0-9]+&originalOrder=DL[A-Z0-9]+&amount=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('originalOrder')).toBe(bought.orderNumber);
    expect(url.searchParams.get('amount')).toBe(choice.price);
    expect(url.searchParams.get('payWayTransactionId')).toBe(`${url.searchParams.get('renewalOrder')}C1`);
    await expect(page.getByTestId('renewal-line')).toContainText(bought.orderNumber);
    // the renewal order is placed: its details are shown, not an editable form
    await expect(page.getByTestId('placed-order')).toContainText(url.searchParams.get('renewalOrder')!);
    await expect(page.locator('input[name="customerName"]')).toHaveCount(0);
    await snap(page, 'renew-checkout-en');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const gateway = page.frameLocator('iframe[name="aba_webservice"]');
    await expect(gateway.locator('#amount')).toHaveText(`USD ${choice.price}`);
    await gateway.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('payment-confirmed')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/my-esims$/, { timeout: 30_000 });

    // the open usage page: the renewal card arrives by push, the document never reloaded
    const renewals = usage.getByTestId('renewals');
    await expect(renewals).toBeVisible({ timeout: 45_000 });
    await expect(renewals).toContainText('Renewal #1');
    await expect(renewals).toContainText(`+${choice.days} days`);
    expect(await documentStillMarked(usage)).toBe(true);
    await snap(usage, 'renew-usage-desktop-en');
    await usage.setViewportSize(PHONE);
    await snap(usage, 'renew-usage-phone-en');
    await chooseLanguage(usage, 'km');
    await expect(usage.getByTestId('renewals')).toContainText('ការបន្តលេខ 1');
    // the plan is named in Khmer, as on the package page
    await expect(usage.locator('dl.facts').first()).toContainText(
      `${destinationKm} ${renewed.data} ${renewed.days} ថ្ងៃ`,
    );
    await expect(usage.locator('dl.facts').first()).not.toContainText(destination);
    await expect(usage.getByTestId('renewals')).toContainText('មិនទាន់ចាប់ផ្តើម');
    await snap(usage, 'renew-usage-phone-km');

    // My eSIMs: the top-up badge and the dialog's list
    await expect(page.getByTestId('esim-card').first()).toContainText('1 top-up');
    await snap(page, 'renew-my-esims-en');
  });
});
