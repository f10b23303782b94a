import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CustomerOrderView } from '@app/contracts';
import { asBrowserThatRanTheApp } from './visits';

export interface SalePackage {
  id: number;
  destination: string;
  destinationKm: string;
  price: string;
  priceCents: number;
  isDayPass: boolean;
  days: number;
}

/** The id of the home's first popular package: a package page any test can open. */
export async function firstPopularPackageId(request: APIRequestContext): Promise<number> {
  const [first] = (await (await request.get('/api/packages/popular')).json()) as { id: number }[];
  if (!first) throw new Error('the catalogue has no popular package');
  return first.id;
}

/** A fixed plan and a DayPass on sale, once the worker's first catalogue load is done. */
export async function packagesOnSale(
  request: APIRequestContext,
): Promise<{ fixed: SalePackage; dayPass: SalePackage }> {
  let packages: SalePackage[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/packages');
        packages = response.ok() ? ((await response.json()) as SalePackage[]) : [];
        return packages.some((pkg) => pkg.isDayPass) && packages.some((pkg) => !pkg.isDayPass);
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  const fixed = packages.filter((pkg) => !pkg.isDayPass).sort((a, b) => a.priceCents - b.priceCents)[0];
  const dayPass = packages.filter((pkg) => pkg.isDayPass).sort((a, b) => a.priceCents - b.priceCents)[0];
  return { fixed, dayPass };
}

let sequence = 0;

/** A browser session of its own (stored before the app starts) whose cart holds `lines`. */
export async function sessionWithCart(
  page: Page,
  request: APIRequestContext,
  lines: { packageId: number; quantity?: number; customDays?: number }[],
  language: 'en' | 'km' = 'en',
): Promise<string> {
  sequence += 1;
  const sessionId = `e2e${Date.now().toString(36)}${sequence}checkout`;
  await asBrowserThatRanTheApp(page);
  await page.addInitScript(
    ([id, lng]) => {
      const storage = (
        globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
      ).localStorage;
      storage.setItem('sessionId', id);
      storage.setItem('i18nextLng', lng);
    },
    [sessionId, language],
  );
  for (const line of lines) {
    const response = await request.post('/api/cart', { data: { sessionId, quantity: 1, ...line } });
    expect(response.ok()).toBe(true);
  }
  return sessionId;
}

/** Fills the checkout form the way a customer does. */
export async function fillCheckoutForm(
  page: Page,
  values = { name: 'Sok Dara', phone: '+855 12 345 678', email: 'sok@example.com' },
) {
  await page.locator('input[name="customerName"]').fill(values.name);
  await page.locator('input[name="customerPhone"]').fill(values.phone);
  await page.locator('input[name="customerEmail"]').fill(values.email);
}

/** Marks the document, so a later check proves the page was never reloaded. */
export const markDocument = (page: Page) =>
  page.evaluate(() => ((globalThis as unknown as { e2eMark: boolean }).e2eMark = true));
export const documentStillMarked = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { e2eMark?: boolean }).e2eMark === true);

/** A guest's order link after paying: /order-confirmation?orderNumber=…&token=… (the email's shape). */
export const ORDER_LINK = /\/order-confirmation\?orderNumber=(DL[A-Z0-9]+)&token=([A-Za-z0-9_-]{20,})$/;

/**
 * The guest's order page after a payment: the order link's URL, the order (by its number, read
 * back with the link's token) and, once the worker has provisioned it, its eSIM, on screen.
 */
export async function expectGuestOrderPage(page: Page, request: APIRequestContext): Promise<string> {
  await expect(page).toHaveURL(ORDER_LINK, { timeout: 20_000 });
  const [, orderNumber, token] = ORDER_LINK.exec(page.url()) as RegExpExecArray;
  const order = await request.get(`/api/orders/${orderNumber}?token=${token}`);
  expect(order.ok(), 'the link’s token opens the order').toBe(true);
  // One eSIM per unit bought: the page shows them all once the worker has provisioned them.
  const { items } = (await order.json()) as CustomerOrderView;
  const esims = items.reduce((sum, item) => sum + item.quantity, 0);
  await expect(page.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByTestId('order-page')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 45_000 });
  await expect(page.getByTestId('order-esim')).toHaveCount(esims);
  return orderNumber as string;
}

/** On the package page, Buy: the plan goes into the cart and the browser is at checkout. */
export async function buyOnPackagePage(page: Page, pkg: SalePackage): Promise<void> {
  await page.goto(`/package/${pkg.id}`);
  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** The cart page, opened as a customer does after paying: the paid plan has left it. */
export async function expectCartHolds(page: Page, lines: number): Promise<void> {
  await page.goto('/cart');
  if (lines === 0) await expect(page.getByTestId('cart-empty')).toBeVisible();
  else await expect(page.getByTestId('cart-line')).toHaveCount(lines);
}

/** The packages an order bought, read back with its link's token (or the signed-in owner's cookie). */
export async function orderedPackages(
  request: APIRequestContext,
  orderNumber: string,
  token?: string,
): Promise<number[]> {
  const response = await request.get(`/api/orders/${orderNumber}${token ? `?token=${token}` : ''}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CustomerOrderView).items.map((item) => item.packageId);
}
