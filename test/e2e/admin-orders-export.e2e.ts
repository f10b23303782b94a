import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInAsAdmin } from './support/accounts';
import { packagesOnSale } from './support/checkout';
import { sameOrigin } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe('admin orders at scale', () => {
  test('a filtered view is saved, reopened and exported as CSV with exactly its rows', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    const tag = `bulk${Date.now().toString(36)}`;
    const place = async (quantity: number, n: number) => {
      const created = await request.post('/api/create-order', {
        headers: sameOrigin(),
        data: {
          customerName: `Export Guest ${n}`,
          customerPhone: `+855 12 55${String(n).padStart(4, '0')}`,
          customerEmail: `${tag}.${n}@example.com`,
          items: [{ packageId: fixed.id, quantity }],
          totalAmount: ((fixed.priceCents * quantity) / 100).toFixed(2),
          paymentMethod: 'payway_khqr',
          sessionId: `${tag}${n}`,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { orderNumber: string }).orderNumber;
    };
    const single = await place(1, 1);
    const double = await place(2, 2);
    const triple = await place(3, 3);

    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/orders?subdomain=admin');
    const filters = page.getByTestId('orders-filters');
    await filters.getByRole('searchbox').fill(tag);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(3);
    // At least twice the package's price: the single order drops out.
    await filters.getByLabel('Min $').fill(((fixed.priceCents * 2) / 100).toFixed(2));
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: single })).toHaveCount(0);
    await filters.getByLabel('Name this view').fill(`Big ${tag}`);
    await filters.getByRole('button', { name: 'Save view' }).click();

    // The saved view comes back after a reload (this staff member's, in this browser).
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await page.getByTestId('orders-filters').getByLabel('Saved views').selectOption(`Big ${tag}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: double })).toHaveCount(1);
    await expect(rows.filter({ hasText: triple })).toHaveCount(1);
    await snap(page, 'admin-orders-filtered-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('orders-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('orders.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^order_number,created_at,status,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([triple, double]);
    expect(lines[1]).toContain(`${tag}.3@example.com`);
    expect(lines[1]).toContain(`,${((fixed.priceCents * 3) / 100).toFixed(2)},`);

    await chooseLanguage(page, 'km');
    await expect(page.getByTestId('orders-export')).toHaveText('នាំចេញ CSV');
    await snap(page, 'admin-orders-filtered-km');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-orders-filtered-phone-km');
    await chooseLanguage(page, 'en');
    await snap(page, 'admin-orders-filtered-phone-en');
  });
});
