import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PaymentMethodsResponse } from '@app/contracts';
import { packagesOnSale, sessionWithCart } from './support/checkout';
import { chooseLanguage, snap } from './support/screenshots';
import { asBrowserThatRanTheApp } from './support/visits';

const PHONE = { width: 390, height: 844 };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const OLD_ANDROID =
  'Mozilla/5.0 (Linux; Android 8.1.0; SM-J530F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36';

/** A phone's browser (its user agent, size and touch) on a page the app draws. */
async function phone(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await asBrowserThatRanTheApp(page);
  return page;
}

test.describe('Is my phone eSIM-ready?', () => {
  test('on the package page: an iPhone on iOS 17.4 is likely ready, an old Android is not, and how to be sure', async ({
    browser,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    const page = await phone(browser, IPHONE);
    await page.goto(`/package/${fixed.id}`);
    const check = page.getByTestId('esim-ready');
    await check.getByText('Is my phone eSIM-ready?').click();
    const verdict = check.getByTestId('esim-ready-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'likely');
    await expect(verdict).toContainText('Likely ready');
    await expect(verdict).toContainText('This phone runs iOS 17.4, which installs eSIMs (12.1 or later)');
    await expect(check).toContainText('dial *#06# on the phone: if it shows an EID');
    await expect(check.getByRole('listitem').filter({ hasText: 'iPhone XS, XS Max, XR' })).toBeVisible();
    await snap(page, 'esim-ready-package-en-phone');
    await chooseLanguage(page, 'km');
    await expect(verdict).toContainText('ទំនងជាអាចប្រើបាន');
    await expect(check).toContainText('*#06#');
    await snap(page, 'esim-ready-package-km-phone');
    await page.context().close();

    const old = await phone(browser, OLD_ANDROID);
    await old.goto(`/package/${fixed.id}`);
    await old.getByText('Is my phone eSIM-ready?').click();
    const oldVerdict = old.getByTestId('esim-ready-verdict');
    await expect(oldVerdict).toHaveAttribute('data-verdict', 'too-old');
    await expect(oldVerdict).toContainText('This phone runs Android 8.1.0; eSIMs need Android 9 or later.');
    await old.context().close();
  });

  test('at checkout: a computer gets a clear "not sure" with how to check, and each method shows its brands’ marks', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await page.goto('/checkout');
    const check = page.getByTestId('esim-ready');
    await check.getByText('Is my phone eSIM-ready?').click();
    const verdict = check.getByTestId('esim-ready-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'computer');
    await expect(verdict).toContainText('Not sure: you are on a computer');
    await expect(check).toContainText('dial *#06# on the phone');

    // the marks are images named by their brands, beside the methods that take them
    const payway = page
      .locator('label.payment-method')
      .filter({ has: page.locator('input[value="payway_khqr"]') });
    for (const brand of ['ABA', 'KHQR', 'VISA', 'MasterCard'])
      await expect(payway.getByRole('img', { name: brand, exact: true })).toBeVisible();
    const { methods } = (await (await request.get('/api/payment-methods')).json()) as PaymentMethodsResponse;
    // PayPal is offered in the test stack
    expect(methods).toContain('paypal');
    const paypal = page
      .locator('label.payment-method')
      .filter({ has: page.locator('input[value="paypal"]') });
    await expect(paypal.getByRole('img', { name: 'PayPal', exact: true })).toBeVisible();
    await snap(page, 'esim-ready-checkout-en');
    await chooseLanguage(page, 'km');
    await expect(verdict).toContainText('មិនប្រាកដ');
    await expect(payway.getByRole('img', { name: 'KHQR', exact: true })).toBeVisible();
    await snap(page, 'esim-ready-checkout-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'esim-ready-checkout-km-phone');
  });
});
