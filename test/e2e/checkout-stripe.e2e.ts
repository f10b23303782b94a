import { expect, test, type Page } from '@playwright/test';
import {
  buyOnPackagePage,
  expectCartHolds,
  fillCheckoutForm,
  orderedPackages,
  packagesOnSale,
  sessionWithCart,
} from './support/checkout';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
/**
 * Stripe's return to the shop: no order token in what Stripe keeps (its session id on success, the
 * order number on cancel); the page opens the order with the token this browser kept.
 */
const STRIPE_PAID = /\/order-confirmation\?stripe=return&session_id=cs_test_[A-Za-z0-9_]+$/;
const STRIPE_CANCELLED = /\/order-confirmation\?orderNumber=DL[A-Z0-9]+&stripe=cancelled$/;

/** Checkout with "Card (Stripe)" chosen: the browser lands on the sandbox's hosted Stripe page. */
async function checkoutWithCard(page: Page, label: string, open = true): Promise<void> {
  if (open) await page.goto('/checkout');
  await fillCheckoutForm(page);
  await expect(page.getByText(label)).toBeVisible();
  await page.locator('input[name="paymentMethod"][value="stripe"]').check();
  await page.locator('button.checkout-submit').click();
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
}

/** On the hosted page: a test card number and Pay. */
async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.locator('#cardNumber').fill(cardNumber);
  await page.locator('#submit').click();
}

test.describe('checkout by card (Stripe Checkout, confirmed by our server)', () => {
  test('desktop, English then Khmer: a guest pays by card on the hosted page and sees the eSIM', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await checkoutWithCard(page, 'Card (Stripe)');
    await expect(page.locator('#amount')).toHaveText(`$${Number(fixed.price).toFixed(2)}`);
    await snap(page, 'stripe-hosted-page-en');
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(STRIPE_PAID);
    await expect(page.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 45_000 });
    await expect(page.getByTestId('order-esim')).toHaveCount(1);
    await expect(page.getByTestId('card-payment')).toHaveCount(0);
    await snap(page, 'stripe-paid-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'ការបញ្ជាក់ការបញ្ជាទិញ' })).toBeVisible();
    await snap(page, 'stripe-paid-km');
  });

  test('phone, Khmer then English: a declined card shows the reason and the buyer tries again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }], 'km');
    await checkoutWithCard(page, 'កាត (Stripe)');
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    // The buyer goes back to the shop: the order page says why, and offers the card payment again.
    await page.locator('#cancel').click();
    await expect(page).toHaveURL(STRIPE_CANCELLED);
    const message = page.getByTestId('card-payment-message');
    await expect(message).toHaveText('កាតរបស់អ្នកត្រូវបានបដិសេធ។ សូមសាកល្បងកាតផ្សេង។', { timeout: 20_000 });
    await snap(page, 'stripe-declined-km-phone');
    await chooseLanguage(page, 'en');
    await expect(message).toHaveText('Your card was declined. Please try another card.');
    await snap(page, 'stripe-declined-en-phone');
    await page.getByRole('button', { name: 'Try again with a card' }).click();
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
    await payWithCard(page, '4242424242424242');
    await expect(page).toHaveURL(STRIPE_PAID);
    // The page opens in the language the cart was started in (Khmer): the status by its value.
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'completed', {
      timeout: 45_000,
    });
    await expect(page.getByTestId('order-esim')).toHaveCount(1);
  });

  test('a paid plan leaves the cart: the next card order holds only the next plan', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { fixed, dayPass } = await packagesOnSale(request);
    await sessionWithCart(page, request, []);
    // Plan A, bought from its page and paid by card.
    await buyOnPackagePage(page, fixed);
    await checkoutWithCard(page, 'Card (Stripe)', false);
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(STRIPE_PAID);
    await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 45_000 });
    await expectCartHolds(page, 0);
    // Plan B: checkout shows it alone, and the order holds it alone.
    await buyOnPackagePage(page, dayPass);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await checkoutWithCard(page, 'Card (Stripe)', false);
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(STRIPE_PAID);
    // Stripe's return carries no order token: the newest order this browser remembers is plan B's.
    const [{ orderNumber, token }] = (await page.evaluate(
      "JSON.parse(localStorage.getItem('guestOrders') ?? '[]')",
    )) as { orderNumber: string; token: string }[];
    expect(await orderedPackages(request, orderNumber, token)).toEqual([dayPass.id]);
    await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 45_000 });
    await expectCartHolds(page, 0);
  });
});
