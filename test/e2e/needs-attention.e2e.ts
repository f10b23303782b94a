import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { packagesOnSale } from './support/checkout';
import { buy, sameOrigin, sandboxControl } from './support/esims';
import { subjectsTo } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

const SUPPORT_EMAIL = 'support@derleng.local';

const paywayRefunds = async (tranId: string) =>
  (await (
    await fetch(`${process.env.E2E_SANDBOX_URL}/__payway/refunds?tran_id=${encodeURIComponent(tranId)}`)
  ).json()) as { refund_amount: string }[];

test.describe('admin: Needs attention', () => {
  test.afterEach(async () => {
    await sandboxControl('PUT', '/__control/roamesim', { insufficientBalance: false });
  });

  test('RoameSIM out of balance: the paid order waits in Needs attention, the staff are emailed once, the admin refunds it', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { fixed } = await packagesOnSale(request);
    await sandboxControl('PUT', '/__control/roamesim', { insufficientBalance: true });
    const stamp = Date.now().toString().slice(-7);
    const email = `attention.e2e.${stamp}@example.com`;
    const bought = await buy(request, fixed, {
      fullName: 'Chenda Attention',
      phone: `+855 9${stamp.slice(0, 1)} ${stamp.slice(1)}`,
      email,
    });

    await signInAsAdmin(page);
    await expect
      .poll(
        async () => {
          const reply = await page.request.get(`/api/admin/orders/${bought.orderNumber}`);
          return reply.ok() ? ((await reply.json()) as { status: string }).status : reply.status();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe('needs_attention');

    await page.goto('/overview?subdomain=admin');
    await expect(page.getByTestId('overview-needs-attention')).toContainText(/[1-9]/);
    await page.getByTestId('overview-needs-attention').click();
    await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
    const row = page.locator(`[data-testid="attention-order"][data-order-number="${bought.orderNumber}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('attention-error')).toContainText(/balance/i);
    // its age ticks while the page is open
    const age = row.getByTestId('attention-age');
    const first = Number(await age.getAttribute('data-seconds'));
    await expect.poll(async () => Number(await age.getAttribute('data-seconds'))).toBeGreaterThan(first);
    await expect(age).toHaveText(/\d+ (s|min)/);

    // the staff email, once for this order
    await expect
      .poll(async () =>
        (await subjectsTo(SUPPORT_EMAIL)).filter((subject) => subject.includes(bought.orderNumber)),
      )
      .toEqual([`[Needs attention] Paid order ${bought.orderNumber} not delivered`]);
    await snap(page, 'admin-needs-attention-en');

    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'ត្រូវការការយកចិត្តទុកដាក់' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'បង្វិលប្រាក់សង' })).toBeVisible();
    await snap(page, 'admin-needs-attention-km');
    await chooseLanguage(page, 'en');

    await row.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByTestId('refund-confirm')).toContainText('through ABA PayWay');
    await snap(page, 'admin-needs-attention-refund-en');
    await page.getByTestId('refund-confirm').getByRole('button', { name: 'Refund' }).click();
    await expect(row).toHaveCount(0, { timeout: 30_000 });

    // one refund at the gateway, the customer told, the order refunded, a retry refused
    expect(await paywayRefunds(bought.transactionId)).toHaveLength(1);
    await expect
      .poll(async () => subjectsTo(email), { timeout: 30_000 })
      .toContain(`Your refund for order ${bought.orderNumber}`);
    await page.goto(`/order/${bought.orderNumber}?subdomain=admin`);
    await expect(page.getByTestId('admin-order').getByTestId('order-status').first()).toHaveText('refunded');
    await expect(page.getByRole('button', { name: 'Retry provisioning' })).toHaveCount(0);
    await expect(page.getByTestId('payment-refund')).toContainText('Refunded $');
    const retry = await page.request.post(`/api/admin/orders/${bought.orderNumber}/retry-provisioning`, {
      headers: sameOrigin(),
    });
    expect(retry.status()).toBe(409);
    expect(((await retry.json()) as { code: string }).code).toBe('ORDER_NOT_RETRYABLE');
    const again = await page.request.post(`/api/admin/orders/${bought.orderNumber}/refund`, {
      headers: sameOrigin(),
    });
    expect(((await again.json()) as { replayed: boolean }).replayed).toBe(true);
    expect(await paywayRefunds(bought.transactionId)).toHaveLength(1);
    expect(
      (await subjectsTo(SUPPORT_EMAIL)).filter((subject) => subject.includes(bought.orderNumber)),
    ).toHaveLength(1);
    await snap(page, 'admin-order-refunded-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByTestId('admin-order').getByTestId('order-status').first()).toHaveText(
      'បានសងប្រាក់វិញ',
    );
    await snap(page, 'admin-order-refunded-km');
  });
});
