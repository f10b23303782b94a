import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatUsd } from '@app/domain';
import { signInAsAdmin } from './support/accounts';
import { documentStillMarked, markDocument, packagesOnSale, type SalePackage } from './support/checkout';
import { sameOrigin, sandboxControl } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';
import { startTheApp } from './support/visits';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The dearest fixed plan: no other test buys or reprices it. */
async function dearestFixedPlan(request: APIRequestContext): Promise<SalePackage & { apiCode: string }> {
  await packagesOnSale(request);
  const all = (await (await request.get('/api/packages')).json()) as (SalePackage & { apiCode: string })[];
  return all.filter((pkg) => !pkg.isDayPass).sort((a, b) => b.priceCents - a.priceCents || a.id - b.id)[0];
}

test.describe('admin Packages and Settings tabs', () => {
  test('an admin finds a package and edits its price: an open storefront tab shows it without a reload; the Available switch', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const pkg = await dearestFixedPlan(request);
    const newPriceCents = pkg.priceCents + 1100;

    const shop = await context.newPage();
    await shop.goto(`/package/${pkg.id}`);
    await expect(shop.getByTestId('buy-button')).toHaveText(`Buy ${formatUsd(pkg.priceCents)}`);
    await markDocument(shop);
    // the customer has used the page (a first visit's drawn page runs the app from the first key)
    await startTheApp(shop);

    await signInAsAdmin(page);
    try {
      await page.goto('/packages?subdomain=admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
      await expect(page.getByTestId('package-stats')).toContainText('Online');
      await page.getByRole('searchbox', { name: 'Search' }).fill(pkg.apiCode);
      const rows = page.getByTestId('package-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(pkg.destination);
      await expect(page.getByText('Showing 1 to 1 of 1 packages')).toBeVisible();

      await rows.first().getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Package' });
      await expect(dialog.getByRole('textbox', { name: 'Destination' })).toBeDisabled();
      await snap(page, 'admin-package-dialog-en');
      await dialog.getByRole('textbox', { name: 'Sale Price (USD)' }).fill((newPriceCents / 100).toFixed(2));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('toast')).toContainText('Package updated successfully');
      await expect(rows.first().getByTestId('package-price')).toHaveText(formatUsd(newPriceCents));

      // The storefront heard package_update and refetched: same document, new price.
      await expect(shop.getByTestId('buy-button')).toHaveText(`Buy ${formatUsd(newPriceCents)}`);
      expect(await documentStillMarked(shop)).toBe(true);

      // Available off: the package leaves the shop's list; on again: it is back.
      const available = rows.first().getByRole('switch', { name: 'Available' });
      await available.click();
      await expect(available).not.toBeChecked();
      await expect
        .poll(async () =>
          ((await (await request.get('/api/packages')).json()) as SalePackage[]).some((p) => p.id === pkg.id),
        )
        .toBe(false);
      await available.click();
      await expect(available).toBeChecked();
      await expect
        .poll(async () =>
          ((await (await request.get('/api/packages')).json()) as SalePackage[]).some((p) => p.id === pkg.id),
        )
        .toBe(true);

      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await expect(rows).toHaveCount(10);
      await snap(page, 'admin-packages-en');
      await page.getByRole('button', { name: 'Delete' }).first().click();
      // The first rows are synced packages: withdrawn, not deleted.
      await expect(page.getByRole('alertdialog')).toContainText('withdrawn rather than deleted');
      await snap(page, 'admin-package-delete-en');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await page.setViewportSize(PHONE);
      await snap(page, 'admin-packages-en-phone');
      await chooseLanguage(page, 'km');
      await expect(page.getByRole('heading', { level: 1, name: 'កញ្ចប់' })).toBeVisible();
      await snap(page, 'admin-packages-km-phone');
      await page.setViewportSize(DESKTOP);
      await snap(page, 'admin-packages-km');
      await chooseLanguage(page, 'en');
    } finally {
      const reset = await page.request.patch(`/api/admin/packages/${pkg.id}`, {
        headers: sameOrigin(),
        data: { priceCents: pkg.priceCents },
      });
      expect(reset.ok(), await reset.text()).toBe(true);
      await page.request.patch(`/api/admin/packages/${pkg.id}/availability`, {
        headers: sameOrigin(),
        data: { isAvailable: true },
      });
    }
  });

  test('an admin adds a package with the dialog, and deletes it (never sold: deleted outright)', async ({
    page,
  }) => {
    const apiCode = `E2E-${Date.now().toString(36).toUpperCase()}`;
    // RoameSIM sets the plan up for the account first: a code it cannot provision is refused.
    await sandboxControl('POST', '/__control/roamesim/api-code', { apiCode });
    await signInAsAdmin(page);
    await page.goto('/overview?subdomain=admin');
    await page.getByRole('button', { name: 'Add Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Package' });
    const fill = (name: string, value: string) => dialog.getByRole('textbox', { name }).fill(value);
    await fill('Destination', 'Atlantis');
    await fill('Continent', 'Europe');
    await fill('Data', '3GB');
    await fill('Days', '15');
    await fill('Country Code', 'AT');
    await fill('Sale Price (USD)', '19.00');
    await fill('Cost Price (USD)', '3.50');
    await fill('API Code', apiCode);
    await snap(page, 'admin-package-add-en');
    // A code RoameSIM has not set up is refused, with the reason, and the dialog keeps the form.
    await fill('API Code', `${apiCode}-UNKNOWN`);
    await dialog.getByRole('button', { name: 'Add Package' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Failed to create package' })).toContainText(
      'RoameSIM cannot provision this API code',
    );
    await fill('API Code', apiCode);
    await dialog.getByRole('button', { name: 'Add Package' }).click();
    await expect(page.getByTestId('toast')).toContainText('Package created successfully');

    await page.getByRole('searchbox', { name: 'Search' }).fill(apiCode);
    const rows = page.getByTestId('package-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('package-price')).toHaveText('$19.00');
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `This will permanently delete the package Atlantis 3GB (${apiCode}) and cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toast').last()).toContainText('Package deleted successfully');
    await expect(rows).toHaveCount(0);
  });

  test('Settings: the markup, the data-management buttons and the static info', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/settings?subdomain=admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Markup (× wholesale)' })).toHaveValue('5');
    await expect(page.getByRole('button', { name: 'Import Real Packages' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Export All Data' })).toHaveAttribute(
      'href',
      '/api/admin/packages/export.csv',
    );
    await expect(page.getByRole('button', { name: 'Update to 5x Markup' })).toBeEnabled();
    await expect(page.getByText('v1.0.0')).toBeVisible();
    await expect(page.getByText('PostgreSQL')).toBeVisible();

    await page.getByRole('textbox', { name: 'Markup (× wholesale)' }).fill('0.5');
    await page.getByRole('button', { name: 'Save markup' }).click();
    await expect(page.getByTestId('toast')).toContainText('The markup is a number from 1 to 100');
    await page.getByRole('textbox', { name: 'Markup (× wholesale)' }).fill('5');
    await page.getByRole('button', { name: 'Save markup' }).click();
    await expect(page.getByTestId('toast').last()).toContainText('Settings Updated');

    const csv = await page.request.get('/api/admin/packages/export.csv');
    expect((await csv.text()).split('\r\n')[0]).toMatch(/^id,destination,continent/);

    await snap(page, 'admin-settings-en');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-settings-en-phone');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { level: 1, name: 'ការកំណត់' })).toBeVisible();
    await snap(page, 'admin-settings-km-phone');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'admin-settings-km');
    await chooseLanguage(page, 'en');
  });
});
