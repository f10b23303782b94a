import { expect, test } from '@playwright/test';
import {
  buyOnPackagePage,
  expectCartHolds,
  expectGuestOrderPage,
  fillCheckoutForm,
  ORDER_LINK,
  orderedPackages,
  packagesOnSale,
  sessionWithCart,
} from './support/checkout';
import { checkoutWithPaypal, decideAtPaypal, withPaypalCaptureIssue } from './support/paypal';
import { chooseLanguage, snap } from './support/screenshots';

test.describe('checkout with PayPal (created and captured by our server)', () => {
  test('a guest pays with PayPal on its approval page and lands on the order page with the eSIM', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await checkoutWithPaypal(page);
    await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
    await expect(page.getByTestId('paypal-line')).toHaveCount(1);
    await expect(page.getByTestId('paypal-total')).toHaveText(`$${fixed.price} USD`.replace('$$', '$'));
    await expect(page.getByText('Sok Dara')).toBeVisible();
    await snap(page, 'paypal-checkout-en');

    // Cancelled at PayPal: back on the page with a message, nothing paid.
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await decideAtPaypal(page, 'Cancel');
    await expect(page).toHaveURL(/\/paypal-checkout\?cancelled=1&token=/);
    await expect(page.getByRole('status')).toHaveText(
      'You cancelled the payment at PayPal. Nothing was charged; you can try again.',
    );

    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await decideAtPaypal(page, 'Approve');
    await expectGuestOrderPage(page, request);
    const pending = await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
      ).localStorage.getItem('pendingOrder'),
    );
    expect(pending).toBeNull();
  });

  test('a declined PayPal payment shows the spec’s alert, Try Again and Debug Info', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await withPaypalCaptureIssue(request, 'INSTRUMENT_DECLINED', async () => {
      await checkoutWithPaypal(page);
      await page.getByRole('button', { name: 'Pay with PayPal' }).click();
      await decideAtPaypal(page, 'Approve');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        'PayPal payment failed. Your payment method was declined. Please try a different payment method.',
      );
      await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await snap(page, 'paypal-declined-en');
      await alert.getByRole('button', { name: 'Debug Info' }).click();
    });
    await expect(page).toHaveURL(/\/paypal-debug$/);
    await expect(page.getByRole('heading', { name: 'PayPal Debug' })).toBeVisible();
    await expect(page.getByText('INSTRUMENT_DECLINED').or(page.getByText(/declined/))).toBeVisible();
    await snap(page, 'paypal-debug-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'ការបំបាត់កំហុស PayPal' })).toBeVisible();
    await snap(page, 'paypal-debug-km');
  });

  test('Khmer: the PayPal page', async ({ page, request }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }], 'km');
    await checkoutWithPaypal(page);
    await expect(page.getByRole('heading', { name: 'បង់ប្រាក់ជាមួយ PayPal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'បង់ប្រាក់ជាមួយ PayPal' })).toBeVisible();
    await expect(page.getByTestId('paypal-line')).toContainText(fixed.destinationKm);
    await expect(page.getByTestId('paypal-line')).not.toContainText(fixed.destination);
    await snap(page, 'paypal-checkout-km');
  });

  test('a paid plan leaves the cart; a plan added while paying at PayPal stays, and is all the next order holds', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { fixed, dayPass } = await packagesOnSale(request);
    await sessionWithCart(page, request, []);
    const payWithPaypal = async () => {
      await fillCheckoutForm(page);
      await page.locator('input[name="paymentMethod"][value="paypal"]').check();
      await page.locator('button.checkout-submit').click();
      await expect(page).toHaveURL(/\/paypal-checkout$/);
      await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    };
    await buyOnPackagePage(page, fixed);
    await payWithPaypal();
    // On PayPal's page, the customer puts plan B into the cart from another tab.
    const other = await page.context().newPage();
    await buyOnPackagePage(other, dayPass);
    await other.close();
    await decideAtPaypal(page, 'Approve');
    await expectGuestOrderPage(page, request);
    // A came out of the cart with the payment; B, added while paying, stayed.
    await expectCartHolds(page, 1);
    await expect(page.getByTestId('cart-line')).toContainText(dayPass.destination);
    await page.goto('/checkout');
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await payWithPaypal();
    await decideAtPaypal(page, 'Approve');
    await expect(page).toHaveURL(ORDER_LINK, { timeout: 20_000 });
    const [, orderNumber, token] = ORDER_LINK.exec(page.url())!;
    expect(await orderedPackages(request, orderNumber!, token)).toEqual([dayPass.id]);
    await expectCartHolds(page, 0);
  });
});
