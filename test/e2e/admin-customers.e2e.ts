import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { packagesOnSale } from './support/checkout';
import { buy, esimOf, signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe('admin customers and notes', () => {
  test('staff find a customer by ICCID, open their page, and a note on their order appears on its timeline', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { fixed } = await packagesOnSale(request);
    // A customer of their own browser buys an eSIM.
    const shopper = await browser.newContext();
    const shopperPage = await shopper.newPage();
    const customer = await signedInCustomer(shopperPage);
    const bought = await buy(shopperPage.request, fixed, customer);
    const esim = await esimOf(shopperPage.request, bought.orderNumber);
    await shopper.close();

    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/users?subdomain=admin');
    await page.getByRole('searchbox').fill(esim.iccid);
    const rows = page.getByTestId('user-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(customer.email);
    await rows.getByTestId('customer-link').click();

    const profile = page.getByTestId('customer-profile');
    await expect(profile).toContainText(customer.email);
    await expect(page.getByTestId('customer-esim')).toContainText(esim.iccid);
    await expect(page.getByTestId('customer-order')).toContainText(bought.orderNumber);
    const customerNote = 'Asked for a receipt by phone';
    await page.getByTestId('customer-notes').getByRole('textbox').fill(customerNote);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('customer-notes').getByTestId('staff-note')).toContainText(customerNote);
    await snap(page, 'admin-customer-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: /អតិថិជន/ })).toBeVisible();
    await snap(page, 'admin-customer-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-customer-phone-km');
    await chooseLanguage(page, 'en');
    await snap(page, 'admin-customer-phone-en');
    await page.setViewportSize(DESKTOP);

    // From the customer page to the order: a note there shows on the order's timeline.
    await page.getByTestId('customer-order').getByRole('link', { name: bought.orderNumber }).click();
    await expect(page.getByTestId('admin-order')).toBeVisible();
    await expect(page.getByTestId('order-customer-link')).toHaveText(customer.fullName);
    const orderNote = 'Customer says the QR code did not scan; sent the manual code';
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByRole('textbox').fill(orderNote);
    await timeline.getByRole('button', { name: 'Add note' }).click();
    const noted = timeline.locator('li[data-kind="staff.note"]');
    await expect(noted).toHaveCount(1);
    await expect(noted).toContainText(orderNote);
    await expect(noted).toContainText('Internal note');
    await noted.scrollIntoViewIfNeeded();
    await snap(page, 'admin-order-note-en');
    await chooseLanguage(page, 'km');
    await expect(noted).toContainText('កំណត់ចំណាំផ្ទៃក្នុង');
    await snap(page, 'admin-order-note-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-order-note-phone-km');
    await chooseLanguage(page, 'en');
  });
});
