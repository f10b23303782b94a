import { expect, test, type Page, type Route } from '@playwright/test';
import type { CartItemView, PackageComplete, PackageSummary } from '@app/contracts';
import { groupByDestination } from '@app/domain';
import { firstPopularPackageId } from './support/checkout';
import { snap } from './support/screenshots';
import { startTheApp } from './support/visits';

// A first visit's home and package page come drawn by the server (apps/api's FirstScreenRenderer);
// the app's script is fetched after load and started by the visitor's first pointer move, touch, key or focus
// (apps/web/public/boot.js), then takes the drawn page over with React's hydrateRoot
// (apps/web/src/app/server-drawn.ts).

const appRunning = (page: Page): Promise<boolean> => page.evaluate('window.derlengApp === true');

/** The errors and warnings the page reports from now on: a hydration mismatch is one of them. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note that it blocks the service worker (playwright.config.ts) is not the page's
    if (message.text().includes('blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(error.message));
  return found;
}

/**
 * The app's scripts are held until `release` is called: what the visitor does before is done on the
 * drawn page, before any of the app's code has run.
 */
async function holdTheAppsScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Marks the drawn page's elements; React keeps them when it hydrates, and drops them when it redraws. */
const markDrawn = (page: Page) =>
  page.evaluate(
    "document.querySelectorAll('#root *').forEach((node) => node.setAttribute('data-was-drawn', ''))",
  );
const drawnElementsKept = (page: Page): Promise<boolean> =>
  page.evaluate("document.querySelector('#root h1, #root h2')?.hasAttribute('data-was-drawn') ?? false");

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
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  // the page's clock moves past the freshness rule's 5 s (lib/react-query.ts): its answers are old
  await page.clock.fastForward(6000);
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

test('the drawn home and package page are hydrated by React without a mismatch: the drawn elements stay', async ({
  page,
}) => {
  const reported = problems(page);
  await page.goto('/');
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  await markDrawn(page);
  await startTheApp(page);
  await page.getByRole('tab', { name: 'Countries' }).click();
  await expect(page.getByRole('tab', { name: 'Countries' })).toHaveAttribute('aria-selected', 'true');
  expect(await drawnElementsKept(page)).toBe(true);

  const packageId = await firstPopularPackageId(page.request);
  await page.context().clearCookies();
  await page.goto(`/package/${packageId}`);
  await expect(page.locator('#root[data-drawn]')).toHaveCount(1);
  await markDrawn(page);
  await startTheApp(page);
  await expect(page.getByTestId('buy-button')).toBeEnabled();
  expect(await drawnElementsKept(page)).toBe(true);
  expect(reported).toEqual([]);
});

test('a plan tapped and Buy tapped before the app runs buy the plan that was tapped', async ({ page }) => {
  const packageId = await firstPopularPackageId(page.request);
  const complete = (await (
    await page.request.get(`/api/packages/${packageId}/complete`)
  ).json()) as PackageComplete;
  const other = Object.values(complete.variants.fixedPlans)
    .flat()
    .find((plan) => plan.id !== complete.package.id);
  expect(other).toBeDefined();
  const reported = problems(page);
  const release = await holdTheAppsScripts(page);
  await page.goto(`/package/${packageId}`);
  await expect(page.locator('#root[data-drawn]')).toHaveCount(1);
  const radio = page.locator(`input[type="radio"][value="${other!.id}"]`);
  await expect(radio).not.toBeChecked();

  // both taps land on the drawn page: the first starts the app, whose scripts are held meanwhile
  await page.locator('label.plan-option').filter({ has: radio }).click();
  await page.getByTestId('buy-button').click();
  expect(await appRunning(page)).toBe(false);
  // the held taps are answered on screen at once: a bar fills at the top while the app starts
  const starting = page.locator('[data-app-starting]');
  await expect(starting).toBeVisible();
  await release();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(starting).toHaveCount(0);
  const sessionId = await page.evaluate("localStorage.getItem('sessionId')");
  const lines = (await (await page.request.get(`/api/cart?sessionId=${sessionId}`)).json()) as CartItemView[];
  expect(lines.map((line) => line.packageId)).toEqual([other!.id]);
  expect(reported).toEqual([]);
});

test('a tab, a search and a card pressed before the app runs are done in that order, and the card pressed opens', async ({
  page,
}) => {
  const reported = problems(page);
  const release = await holdTheAppsScripts(page);
  await page.goto('/');
  const card = page.getByTestId('destination-card').first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  const name = (await card.locator('.destination-card-name').textContent())!;
  // a search for another destination: once the app runs it filters the pressed card off the list
  const search = /japan/i.test(name) ? 'thailand' : 'japan';

  await page.getByRole('tab', { name: 'Countries' }).click();
  await page.getByRole('searchbox').fill(search);
  await card.click();
  expect(await appRunning(page)).toBe(false);
  await release();

  await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  expect(reported).toEqual([]);
});
