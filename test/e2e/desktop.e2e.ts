import { expect, test } from '@playwright/test';
import { packagesOnSale, sessionWithCart } from './support/checkout';
import { buy, signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

/** The storefront on a 1280 px screen: the header, the grid of destinations, the order history. */
test.describe('desktop storefront', () => {
  test('header with cart badge, a grid of destinations with region pictures, and the page title', async ({
    page,
    request,
  }) => {
    const { fixed, dayPass } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }, { packageId: dayPass.id, customDays: 3 }]);
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Derleng eSIM home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My eSIMs' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(header.getByTestId('cart-badge')).toHaveText('2');
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
    // On a wide screen the header carries Login: the phone's bottom bar is gone.
    await expect(page.getByRole('navigation', { name: 'Login' })).toBeHidden();
    await expect(page).toHaveTitle('Travel eSIMs for 150+ destinations · Derleng eSIM');

    // Cards stand side by side in a grid (at least three in the first row).
    const cards = page.getByTestId('destination-card');
    await expect(cards.first()).toBeVisible();
    const tops = await cards.evaluateAll((links) =>
      links.slice(0, 4).map((link) => link.getBoundingClientRect().top),
    );
    expect(tops.filter((top) => Math.abs(top - tops[0]) < 2).length).toBeGreaterThanOrEqual(3);

    // Regions: each part of the world has its own picture (not one globe for all).
    await page.getByRole('tab', { name: 'Regions' }).click();
    const pictureOf = async (name: string) =>
      (await cards
        .filter({ has: page.locator('.destination-card-name', { hasText: new RegExp(`^${name}$`) }) })
        .locator('img')
        .getAttribute('src')) as string;
    const [europe, asia, africa] = [
      await pictureOf('Europe'),
      await pictureOf('Asia'),
      await pictureOf('Africa'),
    ];
    expect(new Set([europe, asia, africa]).size).toBe(3);
    expect(europe).toContain('europe');
    await expect
      .poll(() => page.evaluate((src) => fetch(src).then((response) => response.status), europe))
      .toBe(200);
    await snap(page, 'desktop-home-en');

    // The cart badge opens the cart.
    await header.getByRole('link', { name: 'Cart, 2 items' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page).toHaveTitle('Cart · Derleng eSIM');

    // The header's search, from another page, opens the home's results.
    await header.getByRole('searchbox', { name: 'Search destinations' }).fill('japan');
    await header.getByRole('searchbox', { name: 'Search destinations' }).press('Enter');
    await expect(page).toHaveURL(/\/\?q=japan$/);
    await expect(cards.first()).toContainText('Japan');
    await expect(page.getByPlaceholder('Search by country')).toHaveValue('japan');

    // The package page: two columns, plans on the left, summary with Buy on the right.
    await cards.first().click();
    await expect(page.getByTestId('package-detail')).toBeVisible();
    // the same title the server writes for search engines and link previews
    await expect(page).toHaveTitle(/^Japan eSIM .+ — \$\d+\.\d\d \| Derleng eSIM$/);
    const plans = await page.locator('.detail-plans').boundingBox();
    const summary = await page.locator('.detail-summary').boundingBox();
    expect(summary!.x).toBeGreaterThan(plans!.x + plans!.width - 1);
    await expect(page.locator('.detail-summary').getByTestId('buy-button')).toBeVisible();
    await snap(page, 'desktop-package-en');

    await chooseLanguage(page, 'km');
    await expect(header.getByRole('link', { name: 'eSIM របស់ខ្ញុំ' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'រទេះ, 2 មុខ' })).toBeVisible();
    await snap(page, 'desktop-package-km');
    await chooseLanguage(page, 'en');
  });

  test('favicon, touch icon and web manifest are served', async ({ page, request }) => {
    await page.goto('/faq');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await request.get(manifestHref as string);
    expect(manifest.ok()).toBe(true);
    const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
    expect(body.name).toBe('Derleng eSIM');
    for (const href of [
      await page.locator('link[rel="icon"]').getAttribute('href'),
      await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
      ...body.icons.map((icon) => icon.src),
    ]) {
      const response = await request.get(href as string);
      expect(response.status(), href as string).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('an English visit downloads no Khmer font: the language menu draws ខ្មែរ from a font of its own letters', async ({
    page,
  }) => {
    const khmerFonts: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-khmer-khmer-/.test(request.url())) khmerFonts.push(request.url());
    });
    // The font faces the page has loaded (a string: these tests are compiled without the DOM's types).
    const loadedFaces = () =>
      page.evaluate<string[]>(`document.fonts.ready.then(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family))`);
    await page.goto('/');
    const menu = page.getByRole('combobox', { name: 'Language' });
    await expect(menu.locator('option[value="km"]')).toHaveText('ខ្មែរ');
    await expect(page.getByTestId('destination-card').first()).toBeVisible();
    expect(await loadedFaces()).toContain('Derleng Khmer Label');
    expect(khmerFonts).toEqual([]);
    await page.getByRole('banner').screenshot({ path: 'screenshots/language-menu-en.png' });

    // A Khmer page needs the whole font; the menu keeps its own letters.
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u1780-\u17FF]/);
    await expect.poll(() => khmerFonts.length).toBeGreaterThan(0);
    await page.getByRole('banner').screenshot({ path: 'screenshots/language-menu-km.png' });
  });

  test('a signed-in customer sees the account menu and their orders with statuses and links', async ({
    page,
  }) => {
    const customer = await signedInCustomer(page);
    const { fixed } = await packagesOnSale(page.request);
    const first = await buy(page.request, fixed, customer);
    const second = await buy(page.request, fixed, customer);

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await header.getByRole('button', { name: `Account: ${customer.fullName}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['My Orders', 'My eSIMs', 'Settings', 'Sign Out']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await header.getByRole('button', { name: `Account: ${customer.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'My Orders' }).click();

    await expect(page).toHaveURL(/\/orders$/);
    await expect(page).toHaveTitle('My Orders · Derleng eSIM');
    const rows = page.getByTestId('order-history-row');
    await expect(rows).toHaveCount(2);
    // Newest first, each with its status in words.
    await expect(rows.nth(0)).toHaveAttribute('data-order-number', second.orderNumber);
    await expect(rows.nth(1)).toHaveAttribute('data-order-number', first.orderNumber);
    await expect(rows.nth(0).getByTestId('order-status')).not.toBeEmpty();
    await snap(page, 'desktop-order-history-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'ការបញ្ជាទិញរបស់ខ្ញុំ' })).toBeVisible();
    await expect(rows.nth(0)).toContainText(fixed.destinationKm);
    await expect(rows.nth(0)).not.toContainText(fixed.destination);
    await snap(page, 'desktop-order-history-km');
    await chooseLanguage(page, 'en');

    await page.getByRole('link', { name: `View order ${first.orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${first.orderId}/details$`));
    await expect(page.getByText(first.orderNumber).first()).toBeVisible();
  });

  test('signing in from a guarded page returns to that page', async ({ page }) => {
    const customer = await signedInCustomer(page);
    await page.context().clearCookies();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone').fill(customer.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Sign In' }).last().click(),
    ]);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('No orders yet')).toBeVisible();
  });
});
