import { expect, test } from '@playwright/test';
import { chooseLanguage, snap } from './support/screenshots';
import {
  documentStillMarked,
  expectGuestOrderPage,
  fillCheckoutForm,
  markDocument,
  packagesOnSale,
  sessionWithCart,
} from './support/checkout';
import { signedInCustomer } from './support/esims';

const PHONE = { width: 390, height: 844 };

test.describe('checkout with the PayWay gateway page', () => {
  test('cart → checkout → PayWay → Pay as a guest: confirmed without a reload, then the guest’s order page', async ({
    page,
    request,
  }) => {
    const { fixed, dayPass } = await packagesOnSale(request);
    await sessionWithCart(page, request, [
      { packageId: fixed.id, quantity: 2 },
      { packageId: dayPass.id, customDays: 3 },
    ]);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('summary-line')).toHaveCount(2);
    await expect(page.getByText('Processing Fee')).toBeVisible();
    await expect(page.getByText('3 Day(s) Pass')).toBeVisible();
    await expect(page.getByText('Custom', { exact: true })).toBeVisible();

    // The spec's validation messages.
    await page.locator('input[name="customerEmail"]').fill('not-an-email');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await snap(page, 'checkout-validation-en');

    // Quantity controls: minus on the fixed plan brings it back to 1.
    const fixedLine = page.getByTestId('summary-line').filter({ hasText: fixed.destination }).first();
    await fixedLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(fixedLine.locator('.quantity-value')).toHaveText('1');
    await expect(fixedLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    const total = await page.getByTestId('checkout-total').textContent();

    await fillCheckoutForm(page);
    await snap(page, 'checkout-step1-en');
    await markDocument(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    const overlay = page.getByRole('dialog', { name: 'ABA PayWay' });
    await expect(overlay).toBeVisible();
    const gateway = page.frameLocator('iframe[name="aba_webservice"]');
    await expect(gateway.locator('#amount')).toHaveText(`USD ${total!.replace(/[$ USD]/g, '')}`);
    await expect(gateway.getByRole('button', { name: 'Pay' })).toBeVisible();
    await snap(page, 'checkout-overlay-en');

    await gateway.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('payment-confirmed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('payment-confirmed')).toContainText('is paid');
    expect(await documentStillMarked(page)).toBe(true);
    await expect(page.locator('.checkout-step.current')).toContainText('PayWay Payment');
    await expect(page.getByRole('button', { name: 'View Your Order' })).toBeVisible();
    await snap(page, 'checkout-confirmed-en');
    const paid = /Order (DL[A-Z0-9]+) is paid/.exec(
      (await page.getByTestId('payment-confirmed').textContent()) ?? '',
    )?.[1];
    // A guest cannot open My eSIMs: on to the order link (client-side, still the same document).
    const shown = await expectGuestOrderPage(page, request);
    expect(shown).toBe(paid);
    expect(await documentStillMarked(page)).toBe(true);
    await snap(page, 'checkout-guest-order-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'ការបញ្ជាក់ការបញ្ជាទិញ' })).toBeVisible();
    await snap(page, 'checkout-guest-order-km');
  });

  test('a signed-in customer who pays still goes on to My eSIMs; Khmer confirmation', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    await signedInCustomer(page);
    await sessionWithCart(page, request, [{ packageId: fixed.id }], 'km');
    await page.goto('/checkout');
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: /^បង់ \$/ }).click();
    const gateway = page.frameLocator('iframe[name="aba_webservice"]');
    await gateway.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('payment-confirmed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'មើល eSIM របស់ខ្ញុំ' })).toBeVisible();
    await snap(page, 'checkout-confirmed-km');
    await expect(page).toHaveURL(/\/my-esims$/, { timeout: 10_000 });
  });

  test('a guest’s Khmer confirmation offers the order', async ({ page, request }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }], 'km');
    await page.goto('/checkout');
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: /^បង់ \$/ }).click();
    const gateway = page.frameLocator('iframe[name="aba_webservice"]');
    await gateway.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('payment-confirmed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'មើលការបញ្ជាទិញរបស់អ្នក' })).toBeVisible();
    await snap(page, 'checkout-confirmed-guest-km');
    await page.getByRole('button', { name: 'មើលការបញ្ជាទិញរបស់អ្នក' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=DL[A-Z0-9]+&token=[A-Za-z0-9_-]+$/);
  });

  test('Decline at the gateway → back to step 1 with the spec’s message', async ({ page, request }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await page.goto('/checkout');
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const gateway = page.frameLocator('iframe[name="aba_webservice"]');
    await gateway.getByRole('button', { name: 'Decline' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Payment processing error. Please try again.' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('dialog', { name: 'ABA PayWay' })).toBeHidden();
    await expect(page.locator('.checkout-step.current')).toContainText('Order Info');
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    await snap(page, 'checkout-declined-en');
  });

  test('the gateway’s Continue lands a signed-in customer on /my-esims, which asks our server (then its backup check) and cleans the URL', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    // No pushback: the return page asks before the worker's polling has confirmed the payment.
    const control = `${process.env.E2E_SANDBOX_URL}/__control/payway`;
    expect((await request.put(control, { data: { pushback: { drop: true } } })).ok()).toBe(true);
    try {
      await signedInCustomer(page);
      await sessionWithCart(page, request, [{ packageId: fixed.id }]);
      await page.goto('/checkout');
      await fillCheckoutForm(page);
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      const gateway = page.frameLocator('iframe[name="aba_webservice"]');
      const tranId = await gateway.locator('#tran_id').textContent();
      await gateway.getByRole('button', { name: 'Pay' }).click();
      const href = await gateway.getByRole('link', { name: 'Continue' }).getAttribute('href');
      expect(href).toMatch(new RegExp(`/my-esims\\?payment=success&tran_id=${tranId}&breakout=true$`));
      const returned = page.waitForRequest((sent) => sent.url().endsWith('/api/payway/process-return'));
      await page.goto(href!);
      expect((await returned).postDataJSON()).toEqual({ tran_id: tranId, payment_method: 'payway' });
      await expect(page).toHaveURL(/\/my-esims$/);
      await expect(page.getByTestId('gateway-return')).toHaveText('Checking your payment…');
      await expect(page.getByTestId('gateway-return')).toHaveText(
        'Payment confirmed. Your eSIM is being created.',
        {
          timeout: 25_000,
        },
      );
      const flag = await page.evaluate(
        (id) =>
          (
            globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
          ).localStorage.getItem(`payway_processed_${id}`),
        tranId,
      );
      expect(flag).not.toBeNull();
      await snap(page, 'gateway-return-en');
    } finally {
      await request.put(control, { data: { pushback: { drop: false } } });
    }
  });

  test('the gateway’s Continue (leaving the frame) takes a guest to their order page, never to sign-in', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    // No pushback: the checkout is still showing the gateway when the payer presses Continue.
    const control = `${process.env.E2E_SANDBOX_URL}/__control/payway`;
    expect((await request.put(control, { data: { pushback: { drop: true } } })).ok()).toBe(true);
    try {
      await sessionWithCart(page, request, [{ packageId: fixed.id }]);
      await page.goto('/checkout');
      await fillCheckoutForm(page);
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      const gateway = page.frameLocator('iframe[name="aba_webservice"]');
      const tranId = await gateway.locator('#tran_id').textContent();
      await gateway.getByRole('button', { name: 'Pay' }).click();
      const returned = page.waitForRequest((sent) => sent.url().endsWith('/api/payway/process-return'));
      // Continue targets the top window: a new document at /my-esims?payment=success&tran_id=…
      await gateway.getByRole('link', { name: 'Continue' }).click();
      expect((await returned).postDataJSON()).toEqual({ tran_id: tranId, payment_method: 'payway' });
      await expectGuestOrderPage(page, request);
      await snap(page, 'gateway-return-guest-order-en');
    } finally {
      await request.put(control, { data: { pushback: { drop: false } } });
    }
  });

  test('Khmer, on a phone: the form, the overlay and the empty cart', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const { dayPass } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: dayPass.id, customDays: 2 }], 'km');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'ការទូទាត់' })).toBeVisible();
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await snap(page, 'checkout-step1-km-phone');
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: /^បង់ \$/ }).click();
    const gateway = page.frameLocator('iframe[name="aba_webservice"]');
    await expect(gateway.getByRole('button', { name: 'Pay' })).toBeVisible();
    await snap(page, 'checkout-overlay-km-phone');
    await page.getByRole('button', { name: 'បិទ' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'ដកចេញ' }).click();
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'រកមើលកញ្ចប់' })).toHaveAttribute('href', '/');
    await snap(page, 'checkout-empty-km-phone');
  });

  test('English on a phone, Khmer on a desktop: the first step', async ({ page, request }) => {
    const { fixed } = await packagesOnSale(request);
    await page.setViewportSize(PHONE);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await page.goto('/checkout');
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await snap(page, 'checkout-step1-en-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'ការទូទាត់' })).toBeVisible();
    await snap(page, 'checkout-step1-km');
  });
});
