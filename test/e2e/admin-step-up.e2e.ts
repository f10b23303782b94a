import { expect, test } from '@playwright/test';
import { adminTotpOf, codeGivenLongAgo, signInAsAdmin } from './support/accounts';
import { packagesOnSale } from './support/checkout';
import { buy, sandboxControl } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const paywayRefunds = async (tranId: string) =>
  (await (
    await fetch(`${process.env.E2E_SANDBOX_URL}/__payway/refunds?tran_id=${encodeURIComponent(tranId)}`)
  ).json()) as { refund_amount: string }[];

/** A code of the right shape that is not the admin's current one. */
const wrongCode = (right: string) => right.replace(/\d$/, (digit) => String((Number(digit) + 5) % 10));

test.describe('admin: a sensitive action asks for a fresh code', () => {
  test.afterEach(async () => {
    await sandboxControl('PUT', '/__control/roamesim', { insufficientBalance: false });
  });

  test('signed in more than 10 minutes ago: the refund asks for a code, refuses a wrong one, then goes through once', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { fixed } = await packagesOnSale(request);
    await sandboxControl('PUT', '/__control/roamesim', { insufficientBalance: true });
    const stamp = Date.now().toString().slice(-7);
    const bought = await buy(request, fixed, {
      fullName: 'Sokha Step-up',
      phone: `+855 9${stamp.slice(0, 1)} ${stamp.slice(1)}`,
      email: `stepup.e2e.${stamp}@example.com`,
    });

    const email = await signInAsAdmin(page);
    await expect
      .poll(
        async () => {
          const reply = await page.request.get(`/api/admin/orders/${bought.orderNumber}`);
          return reply.ok() ? ((await reply.json()) as { status: string }).status : reply.status();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe('needs_attention');
    await codeGivenLongAgo(page);

    await page.goto('/needs-attention?subdomain=admin');
    const row = page.locator(`[data-testid="attention-order"][data-order-number="${bought.orderNumber}"]`);
    const dialog = page.getByRole('alertdialog');

    // In Khmer: the prompt in Khmer; Cancel leaves the refund undone and says why.
    await chooseLanguage(page, 'km');
    await row.getByRole('button', { name: 'បង្វិលប្រាក់សង' }).click();
    await page.getByTestId('refund-confirm').getByRole('button', { name: 'បង្វិលប្រាក់សង' }).click();
    await expect(dialog.getByRole('heading', { name: 'បញ្ជាក់ថាជាអ្នក' })).toBeVisible();
    await expect(dialog).toContainText('សកម្មភាពនេះត្រូវការលេខកូដថ្មីពីកម្មវិធីផ្ទៀងផ្ទាត់។');
    await snap(page, 'admin-step-up-km');
    await dialog.getByRole('button', { name: 'បោះបង់' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('alert')).toHaveText('មិនបានធ្វើទេ៖ សកម្មភាពនេះត្រូវការលេខកូដពីកម្មវិធីផ្ទៀងផ្ទាត់របស់អ្នក។');
    await snap(page, 'admin-step-up-cancelled-km');
    expect(await paywayRefunds(bought.transactionId)).toHaveLength(0);

    // In English: a wrong code is refused with a message, the right one lets the refund go once.
    await chooseLanguage(page, 'en');
    await row.getByRole('button', { name: 'Refund' }).click();
    await page.getByTestId('refund-confirm').getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm It Is You' })).toBeVisible();
    const code = await adminTotpOf(email);
    await dialog.getByLabel('Authentication code').fill(wrongCode(code));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByTestId('step-up-error')).toHaveText(
      'That code is not right or was already used. Enter the newest code from your app.',
    );
    await snap(page, 'admin-step-up-wrong-en');
    expect(await paywayRefunds(bought.transactionId)).toHaveLength(0);
    // The refund waits behind the dialog (its button still says it is being sent).
    await expect(page.getByTestId('refund-confirm')).toContainText('Refund being sent');

    await dialog.getByLabel('Authentication code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toHaveCount(0);
    // the confirmation: what was refunded, for which order
    await expect(
      page.getByText(new RegExp(`^Refunded \\$[\\d.,]+ for order ${bought.orderNumber}\\.$`)),
    ).toBeVisible();
    await expect(row).toHaveCount(0, { timeout: 30_000 });
    await snap(page, 'admin-step-up-refunded-en');
    expect(await paywayRefunds(bought.transactionId)).toHaveLength(1);

    await page.goto(`/order/${bought.orderNumber}?subdomain=admin`);
    await expect(page.getByTestId('admin-order').getByTestId('order-status').first()).toHaveText('refunded');
    expect(await paywayRefunds(bought.transactionId)).toHaveLength(1);
  });
});
