import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { androidActivationCode } from '@app/domain';
import { packagesOnSale } from './support/checkout';
import { buy, esimOf, sandboxControl, signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const cards = (page: Page) => page.getByTestId('esim-card');

// The checks below run in the page; they are written as strings (these tests compile without the
// DOM's types).

/** The service worker is active: the build's files are all in its precache. */
const serviceWorkerReady = (page: Page) =>
  page.evaluate<boolean>(
    'navigator.serviceWorker.ready.then((registration) => registration.active !== null)',
  );

/**
 * Reads every record of the offline store (lib/offline-store.ts): `getAllKeys` or `getAll`, of the
 * saved answers or of the kept PDF guides.
 */
const readStore = (read: 'getAllKeys' | 'getAll', store: 'answers' | 'guides' = 'answers') => `(async () => {
  const names = (await indexedDB.databases()).map((db) => db.name);
  if (!names.includes('derleng-offline')) return [];
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('derleng-offline');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  if (!db.objectStoreNames.contains('${store}')) return db.close(), [];
  const records = await new Promise((resolve, reject) => {
    const request = db.transaction('${store}').objectStore('${store}').${read}();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return records;
})()`;

/** What this device keeps for offline use: the query keys saved, each with its owner. */
const savedKeys = async (page: Page) => (await page.evaluate<unknown[]>(readStore('getAllKeys'))).map(String);

/** The PDF guides this device keeps: `<owner> <order number> <language>`. */
const keptGuides = async (page: Page) =>
  (await page.evaluate<unknown[]>(readStore('getAllKeys', 'guides'))).map(String);

/** Everything this device keeps for offline use, as text. */
const savedText = async (page: Page) => JSON.stringify(await page.evaluate<unknown[]>(readStore('getAll')));

/** Every URL the page's caches hold (the service worker's precache: the app's own files). */
const cachedUrls = (page: Page) =>
  page.evaluate<string[]>(`(async () => {
    const urls = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  })()`);

/** The text of every HTML page in the caches. */
const cachedPages = (page: Page) =>
  page.evaluate<string>(`(async () => {
    let text = '';
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        if (request.url.endsWith('.html')) text += await (await caches.match(request)).text();
    return text;
  })()`);

const TEXTS = {
  en: {
    asOf: /Offline: shown as saved on this phone at \d\d:\d\d/,
    checkUsage: 'Check Usage',
    needsNetwork: 'You are offline',
    refused: 'You are offline: nothing was bought or changed. Try again once you are connected.',
    android: 'Android',
    copyCode: 'Copy Code',
  },
  km: {
    asOf: /គ្មានអ៊ីនធឺណិត៖ បង្ហាញតាមដែលបានរក្សាទុកលើទូរស័ព្ទនេះ នៅម៉ោង \d\d:\d\d/,
    checkUsage: 'ពិនិត្យការប្រើប្រាស់',
    needsNetwork: 'អ្នកមិនមានអ៊ីនធឺណិតទេ',
    refused: 'អ្នកមិនមានអ៊ីនធឺណិតទេ៖ គ្មានអ្វីត្រូវបានទិញ ឬផ្លាស់ប្តូរទេ។ សូមព្យាយាមម្តងទៀត នៅពេលអ្នកភ្ជាប់អ៊ីនធឺណិតវិញ។',
    android: 'Android',
    copyCode: 'ចម្លងកូដ',
  },
};

test.describe('Offline: the shop on a phone with no data', () => {
  test.use({ viewport: PHONE, serviceWorkers: 'allow' });

  for (const language of ['en', 'km'] as const) {
    test(`bought eSIMs, their QR codes, install steps and last usage open offline (${language})`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      const texts = TEXTS[language];
      const { fixed } = await packagesOnSale(request);
      const customer = await signedInCustomer(page);
      await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
      const opened = await buy(page.request, fixed, customer);
      const openedEsim = await esimOf(page.request, opened.orderNumber);
      const other = await buy(page.request, fixed, customer);
      const otherEsim = await esimOf(page.request, other.orderNumber);

      // online: My eSIMs, then the first eSIM's usage (the other's is never opened)
      await page.goto('/my-esims');
      await expect(cards(page)).toHaveCount(2);
      await chooseLanguage(page, language);
      expect(await serviceWorkerReady(page)).toBe(true);
      await page.goto(`/esim/${openedEsim.id}/usage`);
      await expect(page.getByTestId('esim-usage')).toBeVisible();
      // the sync the page asks for on opening has answered (its push came back)
      await expect(page.getByTestId('refresh-usage')).toBeEnabled({ timeout: 20_000 });
      const figures = page.getByTestId('esim-usage').locator('.facts').first();
      const usageOnline = await figures.innerText();
      const { activationCode } = (await (await page.request.get(`/api/esims/${openedEsim.id}`)).json()) as {
        activationCode: string;
      };
      await page.goto('/my-esims');
      await expect(cards(page)).toHaveCount(2);
      await expect
        .poll(async () => (await savedKeys(page)).join('\n'))
        .toMatch(new RegExp(`"usage","${openedEsim.id}"`));
      // no answer of the API is in any cache: only the app's own files
      expect((await cachedUrls(page)).filter((url) => url.includes('/api/'))).toEqual([]);

      // no network: the shop reloads from the service worker and My eSIMs lists both
      await context.setOffline(true);
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await expect(cards(page)).toHaveCount(2);
      await expect(page.getByTestId('saved-copy')).toHaveText(texts.asOf);
      await snap(page, `offline-my-esims-${language}`);

      // the QR dialog: the code, the install steps with the manual-entry code
      await cards(page).filter({ hasText: opened.orderNumber }).click();
      const dialog = page.getByTestId('esim-dialog');
      await expect(dialog.getByRole('img').first()).toBeVisible();
      await expect(dialog.locator('img[src^="data:image/png"]')).toBeVisible();
      await expect(dialog.getByRole('button', { name: texts.copyCode, exact: true })).toBeVisible();
      await dialog.getByRole('tab', { name: texts.android }).click();
      await expect(dialog.locator('.install-panel')).toContainText(androidActivationCode(activationCode));
      await snap(page, `offline-esim-dialog-${language}`);

      // usage as last read, with its time
      await dialog.getByRole('button', { name: texts.checkUsage }).click();
      await expect(page.getByTestId('esim-usage')).toBeVisible();
      await expect(page.getByTestId('saved-copy')).toHaveText(texts.asOf);
      await expect(figures).toBeVisible();
      expect(await figures.innerText()).toBe(usageOnline);
      await snap(page, `offline-usage-${language}`);
      // an action offline (asking the provider for fresh usage) is refused, said so, not queued
      await page.getByTestId('refresh-usage').click();
      await expect(page.getByTestId('toast')).toContainText(texts.refused);

      // the other eSIM's usage was never read: the page says it needs the network
      await page.goto(`/esim/${otherEsim.id}/usage`);
      await expect(page.getByTestId('needs-network')).toContainText(texts.needsNetwork);
      await snap(page, `offline-needs-network-${language}`);

      // back online, the page reads it by itself
      await context.setOffline(false);
      await expect(page.getByTestId('esim-usage')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('needs-network')).toHaveCount(0);
    });
  }

  test('a guest’s held order opens offline with its eSIM’s QR code, and My eSIMs lists it', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0 });
    const guest = await buy(request, fixed, {
      fullName: 'Guest Traveller',
      phone: '+855 12 777 889',
      email: 'guest.offline@example.com',
    });
    const link = `/order-confirmation?orderNumber=${guest.orderNumber}&token=${encodeURIComponent(guest.accessToken)}`;
    await page.goto(link);
    await expect(page.getByTestId('order-esim')).toHaveCount(1, { timeout: 30_000 });
    expect(await serviceWorkerReady(page)).toBe(true);
    await page.goto('/my-esims');
    await expect(page.getByText(guest.orderNumber).first()).toBeVisible();
    await expect.poll(async () => (await savedKeys(page)).join('\n')).toMatch(/^guest .*"orders","detail"/m);
    await expect.poll(async () => (await savedKeys(page)).join('\n')).toMatch(/^guest .*"orders","held"/m);
    // the order page kept its PDF guide too
    await expect.poll(() => keptGuides(page)).toEqual([`guest ${guest.orderNumber} en`]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(guest.orderNumber).first()).toBeVisible();
    await page.goto(link);
    await expect(page.getByTestId('order-esim')).toHaveCount(1);
    await expect(page.getByTestId('order-esim').locator('img[src^="data:image/png"]').first()).toBeVisible();
    await snap(page, 'offline-guest-order-en');

    // the PDF guide downloads offline, from the copy kept on the device
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF Guide' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  test('signed out while online: nothing of the eSIMs is left to read offline', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed } = await packagesOnSale(request);
    const customer = await signedInCustomer(page);
    await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0 });
    const bought = await buy(page.request, fixed, customer);
    const esim = await esimOf(page.request, bought.orderNumber);
    await page.goto('/my-esims');
    await expect(cards(page)).toHaveCount(1);
    expect(await serviceWorkerReady(page)).toBe(true);
    await expect.poll(async () => (await savedKeys(page)).join('\n')).toContain('"esims","list"');
    // its details page keeps the PDF guide
    await page.goto(`/esim/${esim.id}/details`);
    await expect.poll(() => keptGuides(page)).toEqual([`${customer.id} ${bought.orderNumber} en`]);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out' }).click(),
    ]);
    await expect(page).toHaveURL(/\/$/);

    await context.setOffline(true);
    // what the signed-out home keeps is a visitor's: "nobody is signed in", nothing of the customer
    for (const key of await savedKeys(page)) expect(key).toMatch(/^guest /);
    expect(await keptGuides(page)).toEqual([]);
    const saved = await savedText(page);
    for (const secret of [esim.iccid, bought.orderNumber, customer.id, customer.phone])
      expect(saved).not.toContain(secret);
    expect(await page.evaluate("localStorage.getItem('derleng_user')")).toBeNull();
    const storage = await page.evaluate<string>('JSON.stringify({ ...localStorage, ...sessionStorage })');
    expect(storage).not.toContain(esim.iccid);
    expect(storage).not.toContain(bought.orderNumber);
    expect((await cachedUrls(page)).filter((url) => url.includes('/api/'))).toEqual([]);
    const cachedBodies = await cachedPages(page);
    expect(cachedBodies).not.toContain(esim.iccid);

    // offline, My eSIMs is a visitor's: the sign-in prompt, no eSIM
    await page.goto('/my-esims');
    await expect(page.getByTestId('esims-auth-required')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});
