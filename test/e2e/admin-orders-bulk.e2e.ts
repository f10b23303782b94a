import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { packagesOnSale } from './support/checkout';
import { buy } from './support/esims';
import { subjectsTo } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const readySubject = (orderNumber: string) => `Your eSIM is ready – order ${orderNumber}`;

/** How many "eSIM is ready" emails the catcher holds for the order, at its customer's address. */
const readyEmails = async (email: string, orderNumber: string) =>
  (await subjectsTo(email)).filter((subject) => subject === readySubject(orderNumber)).length;

const selectRow = (page: Page, orderNumber: string) =>
  page.getByRole('checkbox', { name: `Select order ${orderNumber}` });

test.describe('admin orders: bulk actions', () => {
  test('two orders selected: the eSIM email is sent again to each, a retry skips them, each result shown', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { fixed } = await packagesOnSale(request);
    const tag = `bulkmail${Date.now().toString(36)}`;
    const customers = [1, 2].map((n) => ({
      fullName: `Bulk Guest ${n}`,
      phone: `+855 12 66${String(Date.now() % 1000).padStart(3, '0')}${n}`,
      email: `${tag}.${n}@example.com`,
    }));
    const orders: string[] = [];
    for (const customer of customers) orders.push((await buy(request, fixed, customer)).orderNumber);
    // Each order delivered, its first email in the inbox.
    for (const [index, orderNumber] of orders.entries())
      await expect
        .poll(() => readyEmails(customers[index].email, orderNumber), { timeout: 60_000, intervals: [500] })
        .toBe(1);

    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/orders?subdomain=admin');
    await page.getByTestId('orders-filters').getByRole('searchbox').fill(tag);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(2);

    const selected = page.getByTestId('bulk-selected');
    const resend = page.getByRole('button', { name: 'Resend eSIM email' });
    await expect(resend).toBeDisabled();
    for (const orderNumber of orders) await selectRow(page, orderNumber).check();
    await expect(selected).toHaveText('Selected: 2');
    await expect(page.getByRole('checkbox', { name: 'Select this page' })).toBeChecked();
    await snap(page, 'admin-orders-bulk-selected-en');

    await resend.click();
    const results = page.getByTestId('bulk-results');
    await expect(results.getByRole('heading')).toHaveText('Resend eSIM email: results');
    await expect(results.getByTestId('bulk-summary')).toHaveText('2 done, 0 skipped');
    for (const orderNumber of orders) {
      const row = results.getByTestId('bulk-result').filter({ hasText: orderNumber });
      await expect(row).toHaveAttribute('data-outcome', 'done');
      await expect(row).toContainText('The eSIM email is on its way');
    }
    // The selection is spent; the customers get their email a second time.
    await expect(selected).toHaveText('Selected: 0');
    for (const [index, orderNumber] of orders.entries())
      await expect
        .poll(() => readyEmails(customers[index].email, orderNumber), { timeout: 30_000, intervals: [500] })
        .toBe(2);
    await snap(page, 'admin-orders-bulk-results-en');

    // Both are delivered: a retry of provisioning skips each, saying why.
    await page.getByRole('checkbox', { name: 'Select this page' }).check();
    await expect(selected).toHaveText('Selected: 2');
    await page.getByRole('button', { name: 'Retry provisioning' }).click();
    await expect(results.getByRole('heading')).toHaveText('Retry provisioning: results');
    await expect(results.getByTestId('bulk-summary')).toHaveText('0 done, 2 skipped');
    for (const orderNumber of orders) {
      const row = results.getByTestId('bulk-result').filter({ hasText: orderNumber });
      await expect(row).toHaveAttribute('data-outcome', 'skipped');
      await expect(row).toContainText('Only a failed purchase can be retried');
    }

    await chooseLanguage(page, 'km');
    await expect(results.getByTestId('bulk-summary')).toHaveText('រួចរាល់ 0 រំលង 2');
    await page.getByRole('checkbox', { name: `ជ្រើសការបញ្ជាទិញ ${orders[0]}` }).check();
    await expect(selected).toHaveText('បានជ្រើស៖ 1');
    await snap(page, 'admin-orders-bulk-results-km');
    await page.setViewportSize(PHONE);
    await page.mouse.move(0, 0);
    await snap(page, 'admin-orders-bulk-phone-km');
    await chooseLanguage(page, 'en');
    await snap(page, 'admin-orders-bulk-phone-en');

    // Closing the results leaves the list as it was.
    await results.getByRole('button', { name: 'Close' }).click();
    await expect(results).toHaveCount(0);
    await expect(rows).toHaveCount(2);
  });
});
