import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { documentStillMarked, markDocument, packagesOnSale } from './support/checkout';
import { sameOrigin, sandboxControl } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe('admin order timeline', () => {
  test('an admin opens an order and sees its timeline grow live while it is paid and provisioned', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    // A guest places an order and opens PayWay's form, but has not paid yet.
    const created = await request.post('/api/create-order', {
      headers: sameOrigin(),
      data: {
        customerName: 'Timeline Guest',
        customerPhone: '+855 12 777 888',
        customerEmail: 'timeline.guest@example.com',
        items: [{ packageId: fixed.id, quantity: 1 }],
        totalAmount: fixed.price,
        paymentMethod: 'payway_khqr',
        sessionId: `e2etimeline${Date.now().toString(36)}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const requestId = created.headers()['x-request-id'];
    const order = (await created.json()) as {
      orderId: string;
      orderNumber: string;
      transactionId: string;
      paymentData: { form: { action: string; fields: Record<string, string> } };
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(order.paymentData.form.fields)) form.append(name, value);
    expect((await fetch(order.paymentData.form.action, { method: 'POST', body: form })).ok).toBe(true);

    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page);
    await page.goto(`/order/${order.orderNumber}?subdomain=admin`);
    const timeline = page.getByTestId('order-timeline');
    const entry = (kind: string) => timeline.locator(`li[data-kind="${kind}"]`);
    await expect(entry('order.placed')).toHaveCount(1);
    await expect(entry('order.placed')).toContainText('Order placed');
    await expect(entry('order.placed')).toContainText(requestId);
    // the id every log line of this order carries (docs/operations.md "Tracing an order")
    await expect(page.getByTestId('order-log-id')).toHaveText(order.orderId);
    await expect(entry('payment.created')).toContainText(order.transactionId);
    await expect(entry('provider.call')).toHaveCount(0);
    await snap(page, 'admin-order-timeline-placed-en');
    await markDocument(page);

    // The payer pays at PayWay: the pushback, our check, confirmation, RoameSIM, the email arrive live.
    await sandboxControl('POST', '/__control/payway/pay', { tran_id: order.transactionId });
    await expect(
      timeline.locator('li[data-kind="order.status"]').filter({ hasText: 'confirmed' }).first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(entry('payment.check').filter({ hasText: 'APPROVED' }).first()).toBeVisible();
    await expect(entry('provider.call').filter({ hasText: 'placeOrderOnce' })).toHaveCount(1, {
      timeout: 30_000,
    });
    await expect(entry('provider.call').first()).toContainText('latency (ms)');
    await expect(
      timeline.locator('li[data-kind="order.status"]').filter({ hasText: 'completed' }),
    ).toHaveCount(1, { timeout: 60_000 });
    await expect(entry('email.sent').filter({ hasText: 'esim_ready' })).toHaveCount(1, { timeout: 30_000 });
    // the order itself followed too (the same push refetches it)
    await expect(page.getByTestId('order-status').first()).toHaveText('completed');
    expect(await documentStillMarked(page)).toBe(true);
    await snap(page, 'admin-order-timeline-en');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-order-timeline-en-phone');

    await chooseLanguage(page, 'km');
    await expect(timeline.getByRole('heading', { name: 'ប្រវត្តិលំដាប់ពេលវេលា' })).toBeVisible();
    await expect(entry('order.placed')).toContainText('បានដាក់ការបញ្ជាទិញ');
    await snap(page, 'admin-order-timeline-km-phone');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'admin-order-timeline-km');
  });
});
