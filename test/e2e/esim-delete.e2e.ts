import { expect, test } from '@playwright/test';
import { packagesOnSale } from './support/checkout';
import { buy, esimOf, sandboxControl, signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };

test.describe('an eSIM on My eSIMs', () => {
  test.afterEach(async () => {
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 2000 });
  });

  test('is deleted by a labelled control that asks first; Escape and Cancel keep it and give the focus back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    const customer = await signedInCustomer(page);
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0 });
    const bought = await buy(page.request, fixed, customer);
    const esim = await esimOf(page.request, bought.orderNumber);
    await page.goto('/my-esims');
    const card = page.getByTestId('esim-card');
    await expect(card).toHaveCount(1);

    // a word on the control, not a bare ×; its name says which eSIM
    const remove = card.getByRole('button', { name: `Delete eSIM ${esim.iccid}` });
    await expect(remove).toHaveText('Delete');
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete eSIM' });
    await expect(confirm).toContainText('For 30 days you can restore it under Recently deleted.');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(card).toHaveCount(1);

    // Khmer on a phone: the control reads in Khmer, the filter chips stay whole inside the page
    await chooseLanguage(page, 'km');
    await page.setViewportSize(PHONE);
    const removeKm = card.getByRole('button', { name: `លុប eSIM ${esim.iccid}` });
    await expect(removeKm).toHaveText('លុប');
    const chips = page.locator('.esim-filters [role="tab"]');
    await expect(chips).toHaveCount(4);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // the chip holds its words (nothing spills out of it)
      expect(await chip.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await snap(page, 'esim-delete-control-km-phone');
    await removeKm.click();
    await snap(page, 'esim-delete-confirm-km-phone');
    await page.getByRole('alertdialog').getByRole('button', { name: 'លុប eSIM' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('recently-deleted').locator('li')).toHaveCount(1);
    await chooseLanguage(page, 'en');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('recently-deleted').getByRole('button', { name: 'Restore' }).click();
    await expect(card).toHaveCount(1);
    await snap(page, 'esim-delete-control-en');
  });

  test('its details page names the destination and the plan in Khmer', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    expect(fixed.destinationKm).not.toBe('');
    const customer = await signedInCustomer(page);
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0 });
    const bought = await buy(page.request, fixed, customer);
    const esim = await esimOf(page.request, bought.orderNumber);
    await page.goto(`/esim/${esim.id}/details`);
    const details = page.getByTestId('esim-details');
    await expect(details).toContainText(fixed.destination);
    await expect(page).toHaveTitle('eSIM Details · Derleng eSIM');
    await chooseLanguage(page, 'km');
    await expect(details).toContainText(fixed.destinationKm);
    await expect(details.locator('dl.facts')).not.toContainText(fixed.destination);
    await expect(page).toHaveTitle(/^ព័ត៌មានលម្អិត eSIM · /);
    await snap(page, 'esim-details-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'esim-details-km-phone');
  });
});
