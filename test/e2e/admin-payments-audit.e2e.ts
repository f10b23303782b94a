import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The sandbox's PayWay key (the stack's PAYWAY_API_KEY default). */
const SANDBOX_PAYWAY_KEY = 'sandbox-payway-api-key';
const WRONG_KEY = 'wrong-e2e-key-7731';

test.describe('admin Payments and Audit tabs', () => {
  test('an admin sets PayWay credentials, tests them against the sandbox, switches the mode, and finds the changes in the Audit tab', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const adminEmail = await signInAsAdmin(page);
    try {
      await page.goto('/payments?subdomain=admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeVisible();
      for (const provider of ['payway', 'paypal', 'stripe', 'roamesim'])
        await expect(page.getByTestId(`provider-card-${provider}`)).toBeVisible();
      // Stripe is enabled in the test stack (STRIPE_ENABLED): checkout uses it.
      await expect(page.getByTestId('provider-card-stripe')).not.toContainText('Not used by checkout');
      // Turning card payments off takes Stripe out of checkout; on again, checkout offers it.
      await page.getByRole('tab', { name: 'Stripe' }).click();
      const offerCards = page
        .getByRole('tabpanel', { name: 'Stripe' })
        .getByLabel('Offer card payments at checkout');
      const checkoutMethods = async () =>
        ((await (await page.request.get('/api/payment-methods')).json()) as { methods: string[] }).methods;
      await expect(offerCards).toBeChecked();
      await offerCards.uncheck();
      await expect(page.getByTestId('provider-card-stripe')).toContainText('Not used by checkout');
      await expect.poll(checkoutMethods).not.toContain('stripe');
      await offerCards.check();
      await expect(page.getByTestId('provider-card-stripe')).not.toContainText('Not used by checkout');
      await expect.poll(checkoutMethods).toContain('stripe');
      await page.getByRole('tab', { name: 'PayWay (ABA)' }).click();
      const panel = page.getByRole('tabpanel', { name: 'PayWay (ABA)' });
      const card = page.getByTestId('provider-card-payway');

      // A wrong API key: stored masked, refused by the sandbox's PayWay.
      await panel.getByLabel('API key').fill(WRONG_KEY);
      await panel.getByRole('button', { name: 'Save credentials' }).click();
      await expect(page.getByTestId('toast').last()).toContainText('Settings saved');
      await expect(panel.getByTestId('current-apiKey')).toHaveText(`••••${WRONG_KEY.slice(-4)}`);
      await expect(panel.getByLabel('API key')).toHaveValue('');
      await panel.getByRole('button', { name: 'Test connection' }).click();
      await expect(page.getByTestId('toast').last()).toContainText('The provider refused these credentials');
      await expect(card.getByTestId('provider-status')).toHaveText('Connection failed');

      // The right key: the test passes and the badge says so.
      await panel.getByLabel('API key').fill(SANDBOX_PAYWAY_KEY);
      await panel.getByRole('button', { name: 'Save credentials' }).click();
      await expect(panel.getByTestId('current-apiKey')).toHaveText('••••-key');
      await panel.getByRole('button', { name: 'Test connection' }).click();
      await expect(page.getByTestId('toast').last()).toContainText('Connection successful');
      await expect(card.getByTestId('provider-status')).toHaveText('Connected');
      await expect(page.getByText(WRONG_KEY)).toHaveCount(0);

      // Switching to production: the summary stops asking for it and warns about the sandbox address.
      const summary = page.getByTestId('production-summary');
      await expect(summary).toContainText('PayWay (ABA): not in Production mode');
      await panel.getByRole('button', { name: 'Switch to Production' }).click();
      await expect(panel.getByTestId('provider-mode')).toHaveText('Production');
      await expect(summary).not.toContainText('PayWay (ABA): not in Production mode');
      await expect(summary).toContainText('PayWay (ABA): Base URL is a sandbox address');
      await snap(page, 'admin-payments-en');
      await page.setViewportSize(PHONE);
      await snap(page, 'admin-payments-en-phone');
      await chooseLanguage(page, 'km');
      await expect(page.getByRole('heading', { level: 1, name: 'ការកំណត់ការទូទាត់' })).toBeVisible();
      await expect(page.getByTestId('provider-card-payway').getByTestId('provider-status')).toHaveText(
        'បានភ្ជាប់',
      );
      await snap(page, 'admin-payments-km-phone');
      await page.setViewportSize(DESKTOP);
      await snap(page, 'admin-payments-km');
      await chooseLanguage(page, 'en');

      // RoameSIM's credentials: read-only until Edit Credentials; Cancel returns to read-only, draft cleared.
      await page.getByRole('tab', { name: 'RoameSIM API' }).click();
      const roamesim = page.getByRole('tabpanel', { name: 'RoameSIM API' });
      const credentialFields = roamesim.locator('input:not([type=checkbox]), textarea');
      await expect(roamesim.getByTestId('current-phone')).toBeVisible();
      await expect(credentialFields).toHaveCount(0);
      await snap(page, 'admin-payments-roamesim-en');
      await roamesim.getByRole('button', { name: 'Edit Credentials' }).click();
      await expect(credentialFields).toHaveCount(4);
      await roamesim.locator('input[name="phone"]').fill('+855 12 345 678');
      await expect(roamesim.getByRole('button', { name: 'Save credentials' })).toBeEnabled();
      await snap(page, 'admin-payments-roamesim-edit-en');
      await roamesim.getByRole('button', { name: 'Cancel' }).click();
      await expect(credentialFields).toHaveCount(0);
      await roamesim.getByRole('button', { name: 'Edit Credentials' }).click();
      await expect(roamesim.locator('input[name="phone"]')).toHaveValue('');
      await roamesim.getByRole('button', { name: 'Cancel' }).click();

      // The Audit tab: the mode switch and the credential changes, masked, by this admin.
      await page.getByRole('link', { name: 'Audit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
      await page.getByLabel('Action').selectOption({ label: 'Provider mode switched' });
      const rows = page.getByTestId('audit-row');
      await expect(rows.first()).toContainText('provider:payway');
      await expect(rows.first()).toContainText('mode: sandbox → production');
      await expect(rows.first()).toContainText(adminEmail);
      await page.getByLabel('Action').selectOption({ label: 'Provider credentials changed' });
      await page.getByLabel('Target').fill('provider:payway');
      await expect(rows.first()).toContainText(`apiKey: ••••${WRONG_KEY.slice(-4)} → ••••-key`);
      await expect(rows.nth(1)).toContainText(`apiKey: ••••-key → ••••${WRONG_KEY.slice(-4)}`);
      await expect(page.getByText(WRONG_KEY)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        /\/api\/admin\/audit\/export\.csv\?target=provider%3Apayway&action=payment_settings.credentials/,
      );
      await snap(page, 'admin-audit-en');
      await page.setViewportSize(PHONE);
      await snap(page, 'admin-audit-en-phone');
      await chooseLanguage(page, 'km');
      await expect(page.getByRole('heading', { level: 1, name: 'កំណត់ហេតុសវនកម្ម' })).toBeVisible();
      await snap(page, 'admin-audit-km-phone');
      await page.setViewportSize(DESKTOP);
      await snap(page, 'admin-audit-km');
      await chooseLanguage(page, 'en');
    } finally {
      // Leave the providers as the rest of the suite expects them: PayWay with the sandbox's key in
      // sandbox mode, Stripe offered at checkout.
      const restore = async (provider: string, action: string, settings: Record<string, unknown>) =>
        expect(
          (
            await page.request.post('/api/admin/payment-settings', {
              headers: { origin: process.env.E2E_BASE_URL as string },
              data: { provider, action, settings },
            })
          ).ok(),
        ).toBe(true);
      await restore('payway', 'switch_mode', { mode: 'sandbox' });
      await restore('payway', 'update_credentials', { credentials: { apiKey: SANDBOX_PAYWAY_KEY } });
      await restore('stripe', 'update_credentials', { credentials: { enabled: 'true' } });
    }
  });

  test('bulk % asks to confirm with a preview; Cancel changes nothing', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/packages?subdomain=admin');
    await page.getByRole('textbox', { name: 'Price change (%)' }).fill('10');
    await page.getByRole('button', { name: 'Apply to all prices' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByTestId('preview-count')).toContainText(/packages will change/);
    await expect(dialog.getByTestId('preview-sample')).toHaveCount(5);
    await expect(dialog.getByTestId('preview-sample').first()).toContainText(/\$\d+\.\d\d → \$\d+\.\d\d/);
    await snap(page, 'admin-bulk-preview-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    const audit = await page.request.get('/api/admin/audit?action=package.bulk_price');
    expect((await audit.json()).total).toBe(0);
  });
});
