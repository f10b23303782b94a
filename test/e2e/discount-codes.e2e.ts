import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DiscountQuote } from '@app/contracts';
import { formatUsd } from '@app/domain';
import { signInAsAdmin } from './support/accounts';
import { expectGuestOrderPage, fillCheckoutForm, packagesOnSale, sessionWithCart } from './support/checkout';
import { latestMessageTo } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// One code made in the panel, then used by customers in English and Khmer.
test.describe.configure({ mode: 'serial' });

const CODE = `TEN${Date.now().toString(36).toUpperCase()}`;

/** What the server says the code takes off one unit of the package. */
async function quoteFor(request: APIRequestContext, packageId: number): Promise<DiscountQuote> {
  const response = await request.post('/api/discount-codes/check', {
    data: { code: CODE, items: [{ packageId, quantity: 1 }] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DiscountQuote;
}

/** Types the code under the order summary and applies it. */
async function applyCode(page: Page, label: RegExp, apply: RegExp, code: string): Promise<void> {
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: apply }).click();
}

test('staff create a 10 % code in the panel; it is listed with no uses', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto('/discounts?subdomain=admin');
  await expect(page.getByRole('heading', { name: 'Discount codes' })).toBeVisible();
  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New code' });
  await dialog.getByLabel('Code', { exact: true }).fill(CODE.toLowerCase());
  await dialog.getByLabel('Percent off').fill('10');
  await dialog.getByLabel('Uses in total (empty: no limit)').fill('50');
  await snap(page, 'admin-discount-new-en');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('discount-codes-table').getByRole('row').filter({ hasText: CODE });
  await expect(row).toContainText('10 %');
  await expect(row).toContainText('0 / 50');
  await snap(page, 'admin-discounts-en');
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'លេខកូដបញ្ចុះតម្លៃ' })).toBeVisible();
  await snap(page, 'admin-discounts-km');
  await page.setViewportSize(PHONE);
  await snap(page, 'admin-discounts-km-phone');
  await chooseLanguage(page, 'en');
});

test('a guest applies the code at checkout (en): the server’s total is shown, charged, and on the order and its email', async ({
  page,
  request,
}) => {
  const { fixed } = await packagesOnSale(request);
  const quote = await quoteFor(request, fixed.id);
  expect(quote.discountCents).toBe(Math.round(fixed.priceCents / 10));
  await sessionWithCart(page, request, [{ packageId: fixed.id }]);
  await page.goto('/checkout');
  await applyCode(page, /^Discount code$/, /^Apply$/, 'no-such-code');
  await expect(page.getByRole('alert').filter({ hasText: 'There is no such discount code.' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(`${formatUsd(fixed.priceCents)} USD`);

  await applyCode(page, /^Discount code$/, /^Apply$/, CODE.toLowerCase());
  await expect(page.getByTestId('discount-applied')).toContainText(`Code ${CODE} applied`);
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${formatUsd(quote.discountCents)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(`${formatUsd(quote.totalCents)} USD`);
  // back to the cart and on to checkout again: the code is still applied
  await page.goto('/cart');
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${formatUsd(quote.discountCents)}`);
  const email = `discount.${Date.now().toString(36)}@example.com`;
  await fillCheckoutForm(page, { name: 'Sok Dara', phone: '+855 12 345 678', email });
  await snap(page, 'checkout-discount-en');
  await page.getByRole('button', { name: `Pay ${formatUsd(quote.totalCents)}` }).click();
  const gateway = page.frameLocator('iframe[name="aba_webservice"]');
  await expect(gateway.locator('#amount')).toHaveText(`USD ${(quote.totalCents / 100).toFixed(2)}`);
  await gateway.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('payment-confirmed')).toBeVisible({ timeout: 20_000 });
  const orderNumber = await expectGuestOrderPage(page, request);
  await expect(page.getByTestId('order-discount')).toContainText(`Discount (${CODE})`);
  await expect(page.getByTestId('order-discount')).toContainText(`−${formatUsd(quote.discountCents)}`);
  await snap(page, 'order-discount-en');

  await expect
    .poll(async () => (await latestMessageTo(email, orderNumber))?.text ?? '', { timeout: 30_000 })
    .toContain(`Discount (${CODE}): −${formatUsd(quote.discountCents)} USD`);
  const message = await latestMessageTo(email, orderNumber);
  expect(message!.text).toContain(`Total paid: ${formatUsd(quote.totalCents)} USD`);
});

test('in Khmer on a phone: a refused code is named in Khmer, the code applies, and the order is paid at its total', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const { fixed } = await packagesOnSale(request);
  const quote = await quoteFor(request, fixed.id);
  await sessionWithCart(page, request, [{ packageId: fixed.id }], 'km');
  await page.goto('/checkout');
  await applyCode(page, /^លេខកូដបញ្ចុះតម្លៃ$/, /^ប្រើ$/, 'NOPE-NOPE');
  await expect(page.getByRole('alert').filter({ hasText: 'មិនមានលេខកូដបញ្ចុះតម្លៃនេះទេ។' })).toBeVisible();
  await snap(page, 'checkout-discount-refused-km-phone');
  await applyCode(page, /^លេខកូដបញ្ចុះតម្លៃ$/, /^ប្រើ$/, CODE);
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${formatUsd(quote.discountCents)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(`${formatUsd(quote.totalCents)} USD`);
  await snap(page, 'checkout-discount-km-phone');
  await fillCheckoutForm(page);
  await page.getByRole('button', { name: `បង់ ${formatUsd(quote.totalCents)}` }).click();
  const gateway = page.frameLocator('iframe[name="aba_webservice"]');
  await expect(gateway.locator('#amount')).toHaveText(`USD ${(quote.totalCents / 100).toFixed(2)}`);
  await gateway.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('payment-confirmed')).toBeVisible({ timeout: 20_000 });
});
