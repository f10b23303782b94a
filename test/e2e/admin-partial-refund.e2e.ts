import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { type SalePackage } from './support/checkout';
import { sameOrigin, sandboxControl } from './support/esims';
import { latestTextTo, subjectsTo } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };

const paywayRefunds = async (tranId: string) =>
  (
    (await (
      await fetch(`${process.env.E2E_SANDBOX_URL}/__payway/refunds?tran_id=${encodeURIComponent(tranId)}`)
    ).json()) as { refund_amount: string }[]
  ).map((refund) => refund.refund_amount);

const dollars = (cents: number) => (cents / 100).toFixed(2);

test.describe('admin: partial refunds', () => {
  test('one line of a three-line PayWay order refunded in the dialog, then the rest; the customer emailed in Khmer', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // three fixed plans, cheapest first
    let packages: SalePackage[] = [];
    await expect
      .poll(async () => {
        const response = await request.get('/api/packages');
        packages = response.ok() ? ((await response.json()) as SalePackage[]) : [];
        return packages.filter((pkg) => !pkg.isDayPass).length;
      })
      .toBeGreaterThanOrEqual(3);
    const three = packages
      .filter((pkg) => !pkg.isDayPass)
      .sort((a, b) => a.priceCents - b.priceCents)
      .slice(0, 3);
    const total = three.reduce((sum, pkg) => sum + pkg.priceCents, 0);
    const stamp = Date.now().toString().slice(-7);
    const email = `partial.refund.${stamp}@example.com`;
    const created = await request.post('/api/create-order', {
      headers: sameOrigin(),
      data: {
        customerName: 'Sophea Refund',
        customerPhone: `+855 9${stamp.slice(0, 1)} ${stamp.slice(1)}`,
        customerEmail: email,
        items: three.map((pkg) => ({ packageId: pkg.id, quantity: 1 })),
        totalAmount: dollars(total),
        paymentMethod: 'payway_khqr',
        sessionId: `e2erefund${stamp}`,
        language: 'km',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = (await created.json()) as {
      orderNumber: string;
      transactionId: string;
      paymentData: { form: { action: string; fields: Record<string, string> } };
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(order.paymentData.form.fields)) form.append(name, value);
    expect((await fetch(order.paymentData.form.action, { method: 'POST', body: form })).ok).toBe(true);
    await sandboxControl('POST', '/__control/payway/pay', { tran_id: order.transactionId });

    await signInAsAdmin(page);
    await expect
      .poll(
        async () => {
          const reply = await page.request.get(`/api/admin/orders/${order.orderNumber}`);
          return reply.ok() ? ((await reply.json()) as { status: string }).status : reply.status();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe('completed');
    await page.goto(`/order/${order.orderNumber}?subdomain=admin`);
    const refunds = page.getByTestId('order-refunds');
    await expect(refunds.getByTestId('refund-label')).toHaveText('Not refunded');

    // the second line, in the dialog
    await refunds.getByRole('button', { name: 'Refund…' }).click();
    const dialog = page.getByTestId('refund-dialog');
    await expect(dialog).toContainText(`$${dollars(total)} left to refund`);
    await dialog.getByRole('checkbox').nth(1).check();
    await expect(dialog.getByTestId('refund-submit')).toHaveText(`Refund $${dollars(three[1].priceCents)}`);
    await snap(page, 'admin-refund-dialog-en');
    await dialog.getByTestId('refund-submit').click();
    await expect(dialog).toBeHidden();
    await expect(refunds.getByTestId('refund-label')).toHaveText('Partially refunded');
    await expect(refunds.getByTestId('refund-summary')).toHaveText(
      `$${dollars(three[1].priceCents)} refunded of $${dollars(total)} paid`,
    );
    await expect(page.getByTestId('order-status').first()).toHaveText('completed');
    expect(await paywayRefunds(order.transactionId)).toEqual([dollars(three[1].priceCents)]);
    // its eSIM cancelled at RoameSIM (not installed yet)
    await expect(refunds.getByTestId('refund-esim')).toHaveText('eSIM cancelled at RoameSIM');
    await snap(page, 'admin-order-partly-refunded-en');

    // more than what is left is refused by the server, whatever the page sends
    const over = await page.request.post(`/api/admin/orders/${order.orderNumber}/refunds`, {
      headers: sameOrigin(),
      data: { requestKey: crypto.randomUUID(), amountCents: total },
    });
    expect(over.status()).toBe(422);
    expect(await over.json()).toMatchObject({ code: 'REFUND_EXCEEDS_REMAINING' });

    // then the rest, in Khmer
    await chooseLanguage(page, 'km');
    await refunds.getByRole('button', { name: 'បង្វិលប្រាក់សង…' }).click();
    await expect(dialog.getByRole('checkbox').nth(1)).toBeDisabled();
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('checkbox').nth(2).check();
    const rest = total - three[1].priceCents;
    await expect(dialog.getByTestId('refund-submit')).toHaveText(`បង្វិលសង $${dollars(rest)}`);
    await snap(page, 'admin-refund-dialog-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-refund-dialog-km-phone');
    await dialog.getByTestId('refund-submit').click();
    await expect(dialog).toBeHidden();
    await expect(refunds.getByTestId('refund-label')).toHaveText('បានបង្វិលសងទាំងអស់');
    await expect(page.getByTestId('order-status').first()).toHaveText('បានសងប្រាក់វិញ');
    expect(await paywayRefunds(order.transactionId)).toEqual([dollars(three[1].priceCents), dollars(rest)]);
    await expect(refunds.getByTestId('refund-esim')).toHaveCount(3);
    await snap(page, 'admin-order-refunded-km-phone');

    // one email per refund, in the customer's language, with its amount
    const subject = `ការបង្វិលប្រាក់សងសម្រាប់ការបញ្ជាទិញ ${order.orderNumber}`;
    await expect
      .poll(async () => subjectsTo(email), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([subject, subject]));
    await expect
      .poll(async () => (await subjectsTo(email)).filter((line) => line === subject).length, {
        timeout: 30_000,
      })
      .toBe(2);
    const text = await latestTextTo(email, subject);
    expect(text).toContain(`$${dollars(total)}`);
    expect(text).toContain('បានបង្វិលសងសរុប');
  });
});
