import { expect, test } from '@playwright/test';
import { firstPopularPackageId } from './support/checkout';
import { chooseLanguage, snap } from './support/screenshots';
import { withSessionCookie } from './support/visits';

test('the FAQ has 25 questions that open to their answers, in English and Khmer', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  const questions = page.locator('details.faq-item');
  await expect(questions).toHaveCount(25);
  const refund = page.getByText('Can I get a refund?');
  await refund.click();
  await expect(page.getByText(/ask for a refund within 24 hours of purchase/)).toBeVisible();
  await snap(page, 'faq-en');

  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'សំណួរដែលសួរញឹកញាប់' })).toBeVisible();
  await expect(questions).toHaveCount(25);
  await page.getByText('តើ eSIM ជាអ្វី?').click();
  await expect(page.getByText(/eSIM គឺជាស៊ីមកាត/)).toBeVisible();
  await snap(page, 'faq-km');
});

test('the terms of service read in both languages', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
  await expect(page.getByText(/usually takes 3 to 5 business days/)).toBeVisible();
  await snap(page, 'terms-en');
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'លក្ខខណ្ឌនៃសេវាកម្ម', level: 1 })).toBeVisible();
  await snap(page, 'terms-km');
});

test('an unknown path answers 404 and shows the 404 page with the routes that exist', async ({ page }) => {
  expect((await page.request.get('/no-such-page', { headers: { accept: 'text/html' } })).status()).toBe(404);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found · Derleng eSIM');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  const links = page.locator('.route-list a');
  await expect(links).toHaveCount(6);
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(targets).toEqual(['/', '/settings', '/my-esims', '/faq', '/contact', '/terms']);
  await snap(page, 'not-found-en');

  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'រកមិនឃើញទំព័រ' })).toBeVisible();
  await snap(page, 'not-found-km');

  await page.getByRole('link', { name: /\/faq/ }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { name: 'សំណួរដែលសួរញឹកញាប់' })).toBeVisible();
});

test('each page has a title of its own, in English and Khmer', async ({ page }) => {
  const titles: [string, string, string][] = [
    ['/access-panels', 'Admin Access', 'ការចូលប្រើរបស់អ្នកគ្រប់គ្រង'],
    ['/paypal-debug', 'PayPal Debug', 'ការបំបាត់កំហុស PayPal'],
    ['/payment-success', 'Payment Successful', 'ការបង់ប្រាក់បានជោគជ័យ'],
    ['/faq', 'FAQ', 'សំណួរ​ញឹកញាប់'],
  ];
  for (const [path, english] of titles) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${english} · Derleng eSIM`);
  }
  await chooseLanguage(page, 'km');
  for (const [path, , khmer] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${khmer} · `));
  }
  await snap(page, 'faq-title-km');
});

test('a first visit from a browser set to Khmer opens in Khmer; a language chosen wins afterwards', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'km-KH' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u1780-\u17FF]/);
  await snap(page, 'first-visit-km');

  await chooseLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[\u1780-\u17FF]/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the shop and the admin sign-in open without a console warning or error', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note that it blocks the service worker (playwright.config.ts) is not the page's
    if (message.text().includes('blocked by Playwright')) return;
    if (message.type() === 'warning' || message.type() === 'error')
      messages.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`${new URL(page.url()).pathname}: ${error.message}`));
  const packageId = await firstPopularPackageId(page.request);
  // A lazy page opened first (the package page, the cart, My eSIMs) once drew nothing and warned
  // that no HydrateFallback was given; the Permissions-Policy once named a feature Chromium lacks.
  const pages = ['/', `/package/${packageId}`, '/cart', '/my-esims', '/faq', '/signin?subdomain=admin'];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('#root :is(h1, h2)').first()).toBeVisible();
  }
  expect(messages).toEqual([]);
});

test("a package page's code is asked for with its HTML, and downloaded once", async ({ page }) => {
  // a page the app draws (a first visit's comes drawn by the server: first-visit.e2e.ts)
  await withSessionCookie(page);
  const packageId = await firstPopularPackageId(page.request);
  const chunks: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/package-detail-page-[^/]+\.js$/.test(pathname)) chunks.push(pathname);
  });
  const response = await page.goto(`/package/${packageId}`);
  const link = (await response!.allHeaders()).link ?? '';
  const preloaded = /<(\/assets\/package-detail-page-[^>]+\.js)>; rel=modulepreload/.exec(link)?.[1];
  expect(preloaded).toBeDefined();
  await expect(page.locator('#root h1').first()).toBeVisible();
  // the router's own import takes the preloaded module: one download
  expect(chunks).toEqual([preloaded]);
});
