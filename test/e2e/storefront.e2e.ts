import { expect, test, type Page } from '@playwright/test';
import type { CartItemView, PackageComplete } from '@app/contracts';
import { dayPassPrice, formatUsd } from '@app/domain';
import { firstPopularPackageId } from './support/checkout';
import { expectNoSidewaysScroll } from './support/layout';
import { chooseLanguage, snap as snapPage } from './support/screenshots';
import { withSessionCookie } from './support/visits';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** From the top of the page, so the sticky header sits where a visitor sees it. */
async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await snapPage(page, name);
}

/** The worker loads the catalogue at its first start; the home shows cards once it has. */
async function openHome(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/catalogue/stats')).json()) as { packages: number }).packages,
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThanOrEqual(1000);
  await page.goto('/');
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
}

/** Holds the answers to requests matching `url` until the returned function is called. */
async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Whether the bundled Noto Sans Khmer is loaded and used for Khmer text (no tofu boxes). */
const khmerFontLoaded = (page: Page): Promise<boolean> =>
  page.evaluate(`document.fonts.ready.then(() => document.fonts.check('16px "Noto Sans Khmer"', 'ខ្មែរ'))`);

test('search a destination, choose a 7-day DayPass, and the cart total is the server’s price', async ({
  page,
}) => {
  await openHome(page);
  await expect(page.getByRole('heading', { name: 'Stay Connected Anywhere' })).toBeVisible();
  await expect(page.getByTestId('promo-figure')).toHaveText('Instant eSIM activation for 150+ destinations');
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'storefront-home-en');

  // A real tab list: arrow keys move between the tabs, and the cards are the chosen tab's panel.
  await page.getByRole('tab', { name: 'Popular' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Countries' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Countries' })).toBeFocused();
  await expect(
    page.getByRole('tabpanel', { name: 'Countries' }).getByTestId('destination-card').first(),
  ).toBeVisible();
  // The list renders a few cards at a time; in the end every country is there.
  const destinations = (await (await page.request.get('/api/destinations')).json()) as { kind: string }[];
  const countries = destinations.filter((destination) => destination.kind === 'country').length;
  expect(countries).toBeGreaterThan(100);
  await expect(page.getByTestId('destination-card')).toHaveCount(countries);

  await page.getByRole('tab', { name: 'Regions' }).click();
  await expect(page.getByTestId('destination-card').filter({ hasText: 'Global' }).first()).toBeVisible();
  await page.getByPlaceholder('Search by country').fill('zzzz');
  await expect(page.getByText('No packages found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();

  await page.getByRole('tab', { name: 'Countries' }).click();
  await page.getByPlaceholder('Search by country').fill('japan');
  const cards = page.getByTestId('destination-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('10 plans');
  await expect(cards.first()).toContainText('8 fixed · 2 DayPass');
  // The card's flag is one of the pictures we serve (by content hash, cached as immutable), a PNG
  // in three widths, and it loads. No picture on the page is an SVG file: each would be a document.
  const flag = cards.first().locator('img').first();
  await expect(flag).toHaveAttribute('src', /^\/assets\/pictures-[0-9a-f]{10}\/jp-240\.png$/);
  await expect(flag).toHaveAttribute('srcset', /jp-120\.png 120w, .*jp-240\.png 240w, .*jp-480\.png 480w$/);
  await expect
    .poll(() => flag.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  expect(
    await page.evaluate('[...document.images].filter((img) => /\\.svg/.test(img.currentSrc)).length'),
  ).toBe(0);
  await cards.first().click();

  await expect(page).toHaveURL(/\/package\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Japan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('type-badge')).toHaveText('Fixed Plan');
  await expect(page.getByRole('heading', { name: 'Available Plans' })).toBeVisible();
  const id = Number(page.url().split('/').pop());
  const complete = (await (await page.request.get(`/api/packages/${id}/complete`)).json()) as PackageComplete;
  await expect(page.getByTestId('buy-button')).toHaveText(`Buy ${formatUsd(complete.package.priceCents)}`);
  await snap(page, 'storefront-detail-fixed-en');

  const dayPass = complete.variants.dayPassPlans['1GB']?.[0];
  expect(dayPass).toBeDefined();
  // The plan's label covers its radio: choose it as a customer does, on the label.
  await expectNoSidewaysScroll(page);
  await page.getByRole('radio', { name: /1GB per day/ }).check();
  await expect(page.getByTestId('type-badge')).toHaveText('DayPass');
  const fewer = page.getByRole('button', { name: 'Fewer days' });
  const more = page.getByRole('button', { name: 'More days' });
  await expect(fewer).toBeDisabled();
  for (let day = 1; day < 7; day += 1) await more.click();
  await expect(page.getByTestId('daypass-days')).toHaveText('7 days');
  const price = dayPassPrice(dayPass!.priceCents, dayPass!.days, 7);
  await expect(page.getByTestId('buy-button')).toHaveText(`Buy ${formatUsd(price)}`);
  await snap(page, 'storefront-detail-daypass-en');

  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(/\/checkout$/);

  const sessionId = await page.evaluate("localStorage.getItem('sessionId')");
  const lines = (await (await page.request.get(`/api/cart?sessionId=${sessionId}`)).json()) as CartItemView[];
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ packageId: dayPass!.id, customDays: 7, lineTotalCents: price });

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('1GB 7 Day(s) Pass');
  await expect(page.getByTestId('cart-total')).toHaveText(formatUsd(price));
  await expect(page.getByTestId('processing-fee')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await snap(page, 'storefront-cart-en');

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(formatUsd(price * 2));
});

test('the same pages in Khmer, with the bundled Khmer font', async ({ page }) => {
  await openHome(page);
  await chooseLanguage(page, 'km');
  await expect(page.getByPlaceholder('ស្វែងរកតាមប្រទេស')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ពេញនិយម' })).toBeVisible();
  expect(await khmerFontLoaded(page)).toBe(true);
  await snap(page, 'storefront-home-km');

  await page.getByPlaceholder('ស្វែងរកតាមប្រទេស').fill('Thailand');
  await page.getByTestId('destination-card').first().click();
  await expect(page.getByRole('heading', { name: 'គម្រោងដែលមាន' })).toBeVisible();
  await expect(page.getByTestId('buy-button')).toContainText('ទិញ $');
  await snap(page, 'storefront-detail-fixed-km');
  await expectNoSidewaysScroll(page);
  await page.getByRole('radio', { name: /1GB ក្នុងមួយថ្ងៃ/ }).check();
  await page.getByRole('button', { name: 'បន្ថែមថ្ងៃ' }).click();
  await expect(page.getByTestId('daypass-days')).toHaveText('2 ថ្ងៃ');
  await page.getByRole('tab', { name: 'លក្ខណៈ' }).click();
  await expect(page.getByTestId('device-list')).toBeVisible();
  await snap(page, 'storefront-detail-daypass-km');

  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'រទេះរបស់អ្នក' })).toBeVisible();
  await expect(page.getByText('ថ្លៃសេវាដំណើរការ')).toBeVisible();
  // The line in Khmer: the destination's Khmer name and the DayPass in Khmer words.
  await expect(page.getByTestId('cart-line')).toContainText('ថៃ');
  await expect(page.getByTestId('cart-line')).toContainText('1GB DayPass 2 ថ្ងៃ');
  await snap(page, 'storefront-cart-km');
  await chooseLanguage(page, 'en');
});

/** What a visitor reads or hears: the text, the title, and labels, placeholders and tooltips. */
const shownTexts = (page: Page): Promise<string> =>
  page.evaluate(`[document.title, document.body.innerText, ...[...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')]
    .flatMap((element) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''))].join('\\n')`);

test('the home and a package page show every text with only the first screen’s texts loaded', async ({
  page,
}) => {
  // The rest of the shop's texts (the language's whole chunk) never arrives in this test.
  let blocked = 0;
  await page.route(/\/assets\/(en|km)-[\w-]+\.js$/, (route) => {
    blocked += 1;
    return route.abort();
  });
  const rawKeys = /\b(app|shop|catalogue|account|checkout|esims|orders|guestOrders|cart)\.[a-z]\w*/;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await openHome(page);
    await expect(page.getByTestId('promo-figure')).toHaveText(
      'Instant eSIM activation for 150+ destinations',
    );
    expect(await shownTexts(page)).not.toMatch(rawKeys);
    await page.getByRole('tab', { name: 'Countries' }).click();
    await page.getByPlaceholder('Search by country').fill('japan');
    await page.getByTestId('destination-card').first().click();
    await expect(page.getByRole('heading', { name: 'Available Plans' })).toBeVisible();
    for (const tab of ['Network', 'Specs', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      expect(await shownTexts(page)).not.toMatch(rawKeys);
    }
  }
  await chooseLanguage(page, 'km');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'គម្រោងដែលមាន' })).toBeVisible();
  expect(await shownTexts(page)).not.toMatch(rawKeys);
  expect(blocked).toBeGreaterThan(0);
  await page.unroute(/\/assets\/(en|km)-[\w-]+\.js$/);
  await chooseLanguage(page, 'en');
});

test('signed in: the other home layout, cards open /destinations/{slug}; wrong links show not found', async ({
  page,
}) => {
  await openHome(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'storefront-home-desktop-en');
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = `+8551${String(Date.now()).slice(-7)}`;
  const credentials = {
    phone,
    password: 'Trip-2026!',
    fullName: 'Dara Traveller',
    email: `dara${Date.now()}@example.com`,
  };
  expect((await page.request.post('/api/auth/signup-phone', { data: credentials })).ok()).toBe(true);
  const signIn = await page.request.post('/api/auth/signin-phone', {
    data: { phone, password: credentials.password },
  });
  expect(signIn.ok()).toBe(true);
  // The visitors' home shows until the server says who is signed in: the search box the customer is
  // typing in stays the same (text and focus) when the signed-in home replaces it.
  const answerSession = await holdAnswers(page, '**/api/auth/user');
  await page.goto('/');
  await expect(page.getByTestId('home-anonymous')).toBeVisible();
  await page.getByPlaceholder('Search by country').fill('japan');
  answerSession();
  await expect(page.getByTestId('home-signed-in')).toBeVisible();
  await expect(page.getByPlaceholder('Search by country')).toHaveValue('japan');
  // the same box, still focused: typing goes on where it was
  await expect(page.getByPlaceholder('Search by country')).toBeFocused();
  await expect(page.getByTestId('destination-card')).toHaveCount(1);
  await page.unroute('**/api/auth/user');
  await page.getByPlaceholder('Search by country').fill('');
  await expect(page.getByRole('heading', { name: 'Destinations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'eSIMs' })).toHaveAttribute('href', '/my-esims');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await snap(page, 'storefront-home-signed-in-en');
  await page.getByPlaceholder('Search by country').fill('south korea');
  await page.getByTestId('destination-card').first().click();
  await expect(page).toHaveURL(/\/destinations\/south-korea$/);
  await expect(page.getByRole('heading', { name: 'South Korea', level: 1 })).toBeVisible();

  await page.goto('/destinations/bosnia-and-herzegovina');
  await expect(page.getByRole('heading', { name: 'Bosnia and Herzegovina', level: 1 })).toBeVisible();
  await page.goto('/package/99999999');
  await expect(page.getByRole('heading', { name: 'Package not found' })).toBeVisible();
  await expect(page.getByText("The package you're looking for doesn't exist.")).toBeVisible();
  await snap(page, 'storefront-not-found-en');
  await page.goto('/destinations/atlantis');
  await expect(page.getByRole('heading', { name: 'Package not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** Records, from before the app's first script, whether an element matching `selector` was ever in the page. */
async function watchFor(page: Page, selector: string): Promise<void> {
  await page.addInitScript(`
    window.__seen = false;
    new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(selector)})) window.__seen = true;
    }).observe(document, { childList: true, subtree: true });
  `);
}
const wasSeen = (page: Page): Promise<boolean> => page.evaluate('window.__seen');

test('the first render comes with its data: the home and a package page never show their loading state', async ({
  page,
}) => {
  // pages the app draws and reads the data of (a first visit's come drawn: first-visit.e2e.ts)
  await withSessionCookie(page);
  await openHome(page);
  await watchFor(page, '.list-state[role=status], .detail-state[role=status]');
  // The page's Link header preloads the first screen's reads; the app takes the preloaded answers
  // over, so each is asked for once.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const home = await page.goto('/');
  expect(home?.headers().link).toContain('</api/packages/popular>; rel=preload');
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  expect(await wasSeen(page)).toBe(false);
  expect(asked.filter((path) => path === '/api/packages/popular')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/auth/user')).toHaveLength(1);
  const packageId = await firstPopularPackageId(page.request);
  await page.goto(`/package/${packageId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await wasSeen(page)).toBe(false);

  // An answer that does not come keeps the page waiting only so long: then it shows its loading state.
  const answer = await holdAnswers(page, '**/api/packages/popular');
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Popular' })).toBeVisible();
  answer();
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  await page.unroute('**/api/packages/popular');
});

test('when the first data fails, the home and a package page say so with Try Again, in English and Khmer', async ({
  page,
}) => {
  // the app's own reads failing (the server draws a page only when every read answered)
  await withSessionCookie(page);
  await openHome(page);
  const packageId = await firstPopularPackageId(page.request);
  const failing = ['**/api/packages/popular', `**/api/packages/${packageId}/complete`];
  for (const url of failing) await page.route(url, (route) => route.fulfill({ status: 503, body: 'down' }));

  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('The packages could not be loaded.');
  await snap(page, 'storefront-home-load-failed-en');
  await page.goto(`/package/${packageId}`);
  await expect(page.getByTestId('package-load-failed')).toContainText(
    'We could not load this package just now. Please try again.',
  );
  await snap(page, 'storefront-detail-load-failed-en');

  await chooseLanguage(page, 'km');
  await expect(page.getByTestId('package-load-failed')).toContainText('យើងមិនអាចផ្ទុកកញ្ចប់នេះបានទេ');
  await snap(page, 'storefront-detail-load-failed-km');
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('មិនអាចផ្ទុកកញ្ចប់បានទេ។');
  await snap(page, 'storefront-home-load-failed-km');

  // Try Again, once the api answers, shows the cards and the package without a reload.
  for (const url of failing) await page.unroute(url);
  await page.getByRole('button', { name: 'ព្យាយាមម្តងទៀត' }).click();
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  await page.goto(`/package/${packageId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chooseLanguage(page, 'en');
});
