import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { expectNoSidewaysScroll } from './support/layout';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Takes the tab's screenshots in English and Khmer, on a desktop and a phone (390 px). */
async function snapEverywhere(page: Page, name: string, khmerHeading: string): Promise<void> {
  await snap(page, `${name}-en`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await snap(page, `${name}-en-phone`);
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: khmerHeading, level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, `${name}-km-phone`);
  await page.setViewportSize(DESKTOP);
  await snap(page, `${name}-km`);
  await chooseLanguage(page, 'en');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
});

test('Monitoring: pause and resume discovery, clear the counter, clean up memory', async ({ page }) => {
  await page.goto('/monitoring?subdomain=admin');
  await expect(page.getByRole('heading', { name: 'Monitoring', level: 1 })).toBeVisible();
  const monitor = page.getByTestId('section24-card');
  // This page's own socket is one of the connected clients.
  await expect(monitor.getByTestId('connected-clients').locator('strong')).not.toHaveText('0');
  await expect(monitor.getByText('Connected', { exact: true })).toBeVisible();

  await expect(monitor.getByTestId('monitor-state')).toHaveText('Active');
  await monitor.getByRole('button', { name: 'Stop' }).click();
  await expect(monitor.getByTestId('monitor-state')).toHaveText('Inactive');
  await expect(monitor.getByRole('button', { name: 'Stop' })).toBeDisabled();
  await monitor.getByRole('button', { name: 'Start' }).click();
  await expect(monitor.getByTestId('monitor-state')).toHaveText('Active');
  await monitor.getByRole('button', { name: 'Clear Counter' }).click();
  await expect(page.getByTestId('toast')).toContainText('Counter cleared');
  await expect(monitor.getByTestId('new-packages').locator('strong')).toHaveText('0');

  const performance = page.getByTestId('performance-card');
  await expect(performance.getByTestId('perf-packages')).toHaveText(/^\d+$/);
  await expect(performance.getByTestId('perf-processes')).toContainText('worker');

  const memory = page.getByTestId('memory-card');
  await expect(memory.getByTestId('memory-processes')).toContainText('api');
  await memory.getByRole('button', { name: 'Cleanup' }).click();
  await expect(page.getByTestId('toast')).toContainText('Memory Cleaned');
  await expect(memory.getByTestId('last-cleanup')).toContainText('Last cleanup');
  await memory.getByRole('button', { name: 'Force GC' }).click();
  await expect(page.getByTestId('toast')).toContainText('Memory Optimized');

  const loader = page.getByTestId('loader-card');
  await expect(loader.getByTestId('loader-state')).toHaveText('Loading Complete');
  await expect(loader.getByTestId('loader-recent').locator('li').first()).toContainText('$');

  await snapEverywhere(page, 'admin-monitoring', 'ការតាមដាន');
});

test('Real-time: discovery progress against the target, the package channel and the API configuration', async ({
  page,
}) => {
  await page.goto('/realtime?subdomain=admin');
  await expect(page.getByRole('heading', { name: 'Real-time package discovery', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rt-packages')).toHaveText(/^\d+$/);
  const packages = Number(await page.getByTestId('rt-packages').textContent());
  expect(packages).toBeGreaterThan(0);
  await expect(page.getByTestId('rt-percent')).toHaveText(`${Math.round((packages / 1404) * 100)}%`);
  await expect(page.getByTestId('rt-of-target')).toContainText(`of 1404 packages`);
  await expect(page.getByTestId('rt-feed')).toContainText('Subscribed to the package channel');
  const config = page.getByTestId('rt-config');
  await expect(config).toContainText('http');
  await expect(config).toContainText('55 minutes');
  await expect(config).toContainText('20');
  await snapEverywhere(page, 'admin-realtime', 'ការស្វែងរកកញ្ចប់ពេលវេលាជាក់ស្តែង');
});

test('Analytics: distributions, a range, the daily chart loaded on demand', async ({ page }) => {
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) chunks.push(response.url());
  });
  await page.goto('/analytics?subdomain=admin');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByTestId('by-type')).toContainText('DayPass');
  await expect(page.getByTestId('by-type')).toContainText('%');
  await expect(page.getByTestId('by-continent').locator('.ops-share').first()).toBeVisible();
  await expect(page.getByTestId('daily-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('funnel')).toContainText('Carts');

  const request = page.waitForRequest((req) => req.url().includes('/api/admin/analytics?from=2026-01-01'));
  await page.getByTestId('range-from').fill('2026-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await request;
  await expect(page.getByTestId('daily-chart').locator('svg').first()).toBeVisible();
  await snapEverywhere(page, 'admin-analytics', 'ការវិភាគ');
  // In Khmer the continents are named in Khmer (the sandbox sells in Asia).
  await chooseLanguage(page, 'km');
  await expect(page.getByTestId('by-continent')).toContainText('អាស៊ី');
  await expect(page.getByTestId('by-continent')).not.toContainText('Asia');
  await chooseLanguage(page, 'en');

  // The chart library came in its own chunk, fetched by this tab: the storefront's entry does not carry it.
  const shop = await page.request.get('/');
  const entries = [...(await shop.text()).matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries)
    expect(await (await page.request.get(entry)).text()).not.toContain('recharts-wrapper');
  const sources = await Promise.all(chunks.map(async (url) => (await page.request.get(url)).text()));
  expect(sources.some((source) => source.includes('recharts-wrapper'))).toBe(true);
});
