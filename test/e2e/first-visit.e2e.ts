import { expect, test, type Page } from '@playwright/test';
import type { PackageSummary } from '@app/contracts';
import { groupByDestination } from '@app/domain';
import { firstPopularPackageId } from './support/checkout';
import { snap } from './support/screenshots';
import { startTheApp } from './support/visits';

// A first visit's home and package page come drawn by the server (apps/api's FirstScreenRenderer);
// the app's script is fetched after load and started by the visitor's first pointer move, touch, key or focus
// (apps/web/public/boot.js), then takes the drawn page over (apps/web/src/app/server-drawn.ts).

const appRunning = (page: Page): Promise<boolean> => page.evaluate('window.derlengApp === true');

/** The paths of the api reads the browser makes from now on. */
function apiReads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

test('a first visit reads the drawn home before any script runs; the first press starts the app and still counts', async ({
  page,
}) => {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root" data-drawn>');
  expect(html).toContain('data-testid="destination-card"');

  const reads = apiReads(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stay Connected Anywhere' })).toBeVisible();
  expect(await appRunning(page)).toBe(false);
  expect(reads).toEqual([]);
  await snap(page, 'first-visit-drawn-en');

  // the press on a tab starts the app, which then makes it: Countries opens
  await page.getByRole('tab', { name: 'Countries' }).click();
  await expect(page.getByRole('tab', { name: 'Countries' })).toHaveAttribute('aria-selected', 'true');
  expect(await appRunning(page)).toBe(true);
  await expect(page.getByTestId('destination-card').nth(20)).toBeVisible();
});

test('text typed while the app starts is kept, and a card opens its package', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').fill('japan');
  await expect(page.getByTestId('destination-card')).toHaveCount(1);
  await expect(page.getByTestId('destination-card')).toContainText('Japan');
  await page.getByTestId('destination-card').click();
  await expect(page).toHaveURL(/\/package\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Japan');
});

test('a Khmer first visit is drawn in Khmer; a package page is drawn too', async ({ browser, page }) => {
  const context = await browser.newContext({ locale: 'km-KH', viewport: { width: 412, height: 823 } });
  const khmer = await context.newPage();
  await khmer.goto('/');
  await expect(khmer.locator('html')).toHaveAttribute('lang', 'km');
  await expect(khmer.getByRole('tab', { name: 'ប្រទេស' })).toBeVisible();
  expect(await appRunning(khmer)).toBe(false);
  await snap(khmer, 'first-visit-drawn-km');
  // the language menu works as the first touch
  await khmer.getByRole('combobox', { name: /ភាសា/ }).selectOption('en');
  await expect(khmer.getByRole('tab', { name: 'Countries' })).toBeVisible();
  await context.close();

  const packageId = await firstPopularPackageId(page.request);
  const reads = apiReads(page);
  await page.goto(`/package/${packageId}`);
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await appRunning(page)).toBe(false);
  expect(reads).toEqual([]);
});

test('once the app has run in a browser, its next visits get the app at once', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('#root[data-drawn]')).toHaveCount(1);
  await startTheApp(page);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('derleng_app');
  await page.reload();
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
  await expect.poll(() => appRunning(page)).toBe(true);
});

test('a page left open longer than its data stays fresh reads it again when the app starts', async ({
  page,
}) => {
  const reads = apiReads(page);
  await page.goto('/');
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  // the answers in the page are older than the freshness rule's 5 s (lib/react-query.ts)
  await page.waitForTimeout(6000);
  expect(reads).toEqual([]);
  await startTheApp(page);
  await expect.poll(() => reads).toContain('/api/packages/popular');
});

test('on a desktop, the first mouse move starts the app, and the popular list fills', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const popular = (await (await page.request.get('/api/packages/popular')).json()) as PackageSummary[];
  const destinations = groupByDestination(popular).length;
  await page.goto('/');
  // the server draws what the app draws first: the first batch of cards
  await expect(page.getByTestId('destination-card')).toHaveCount(4);
  expect(destinations).toBeGreaterThan(4);
  await page.mouse.move(400, 300);
  await expect.poll(() => appRunning(page)).toBe(true);
  await expect(page.getByTestId('destination-card')).toHaveCount(destinations);
});
