import { expect, test } from '@playwright/test';
import { packagesOnSale, sessionWithCart } from './support/checkout';
import { snap } from './support/screenshots';

/** The app's dialogs (Radix UI): focus moves in and comes back, Escape closes; the KHQR countdown. */
test.describe('dialogs', () => {
  test('the sign-in dialog takes the focus, keeps it inside, and Escape closes it, giving the focus back to Login', async ({
    page,
  }) => {
    await page.goto('/faq');
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Derleng eSIM' });
    await expect(dialog).toBeVisible();
    // Focus is inside the dialog, not left on the page behind it.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement)))
      .toBe(true);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
    // the page behind scrolls again
    expect(await page.evaluate("document.documentElement.classList.contains('scroll-locked')")).toBe(false);
    // the close button gives it back too
    await login.click();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate("document.documentElement.classList.contains('scroll-locked')")).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('the KHQR dialog counts down to the QR’s expiry and offers a new QR when it runs out', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await page.clock.install();
    await page.goto('/checkout');
    const opener = page.getByRole('button', { name: 'Pay with a bank QR code instead' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement)))
      .toBe(true);
    await dialog.locator('input[name="firstName"]').fill('Sok');
    await dialog.locator('input[name="lastName"]').fill('Dara');
    await dialog.locator('input[name="email"]').fill('sok.countdown@example.com');
    await dialog.locator('input[name="phone"]').fill('+855 12 345 678');
    await dialog.getByRole('button', { name: 'ABA KHQR', exact: true }).click();
    await expect(dialog.getByRole('img', { name: 'KHQR' })).toBeVisible({ timeout: 15_000 });

    // A live countdown from the attempt's 15-minute lifetime.
    const countdown = dialog.getByTestId('qr-countdown');
    await expect(countdown).toHaveText(/^Expires in 1[45]:\d\d/);
    const first = await countdown.textContent();
    await page.clock.fastForward('00:05');
    await expect(countdown).not.toHaveText(first as string);
    await snap(page, 'khqr-countdown-en');

    // When it runs out the QR is withdrawn and New QR asks the server for a fresh one.
    await page.clock.fastForward('16:00');
    await expect(dialog.getByRole('img', { name: 'KHQR' })).toHaveCount(0);
    await expect(dialog.getByText('This QR code has expired')).toBeVisible();
    // A New QR that cannot reach the server says so, and the button stays to try again.
    await page.route('**/api/payway/qr-data/*?renew=1', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'New QR' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'A new QR code could not be made' }),
    ).toBeVisible();
    await snap(page, 'khqr-new-qr-failed-en');
    await page.unroute('**/api/payway/qr-data/*?renew=1');
    // New QR asks for a fresh QR (renew=1); the polling alone never makes one.
    const again = page.waitForResponse(
      (response) => response.url().includes('/api/payway/qr-data/') && response.url().endsWith('?renew=1'),
    );
    await dialog.getByRole('button', { name: 'New QR' }).click();
    expect((await again).ok()).toBe(true);
    await expect(dialog.getByTestId('new-qr-failed')).toHaveCount(0);

    // Escape closes the payment dialog too, and the focus is back on the control that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
