import { expect, test, type Page } from '@playwright/test';
import { packagesOnSale } from './support/checkout';
import { buy, sandboxControl, signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';
import { asBrowserThatRanTheApp } from './support/visits';

/**
 * Installable as Chrome judges it: the manifest (name, icons, start URL, display), a service worker
 * in control, served over a secure origin (loopback counts). Chrome's own verdict is read through
 * the DevTools protocol (`Page.getInstallabilityErrors`), the check its install menu and Lighthouse's
 * former PWA audit both use.
 */
test.use({ serviceWorkers: 'allow' });

test('Chrome finds the shop installable: no installability errors, the manifest complete', async ({
  page,
}) => {
  await asBrowserThatRanTheApp(page);
  await page.goto('/');
  await expect
    .poll(() => page.evaluate<boolean>('navigator.serviceWorker.ready.then((r) => r.active !== null)'))
    .toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);

  const devtools = await page.context().newCDPSession(page);
  const { url, errors } = (await devtools.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
  };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const manifest = (await (await page.request.get(url)).json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: expect.any(String) });
  expect(String(manifest.name)).not.toBe('');
  expect(String(manifest.short_name)).not.toBe('');
  expect(String(manifest.theme_color)).toMatch(/^#/);
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  expect(manifest.icons.some((icon) => /512x512/.test(icon.sizes))).toBe(true);
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // Playwright's contexts are incognito profiles, where Chrome installs nothing whatever the
      // site: that one reason is the browser's, every other is the shop's.
      return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
});

/**
 * Chrome's `beforeinstallprompt` as the page receives it: headless Chromium never raises one, so the
 * test dispatches the same event (cancelable, with `prompt()` and `userChoice`) and counts the
 * prompts. Returns whether the shop held it (preventDefault: no browser bar of its own).
 */
const offerInstall = (page: Page) =>
  page.evaluate<boolean>(`(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.__prompts = window.__prompts ?? 0;
    event.prompt = () => { window.__prompts += 1; return Promise.resolve(); };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    dispatchEvent(event);
    return event.defaultPrevented;
  })()`);

test('after a purchase My eSIMs offers to install the shop: Install asks the browser, Not now puts it away (en, km)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { fixed } = await packagesOnSale(request);
  const customer = await signedInCustomer(page);
  await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0 });
  await buy(page.request, fixed, customer);
  await page.goto('/my-esims');
  await expect(page.getByTestId('esim-card')).toHaveCount(1);
  const offer = page.getByTestId('install-offer');
  await expect(offer).toHaveCount(0);

  expect(await offerInstall(page)).toBe(true);
  await expect(offer).toContainText('Add Derleng eSIM to your home screen');
  await snap(page, 'install-offer-en');
  await offer.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate<number>('window.__prompts')).toBe(1);
  await expect(offer).toHaveCount(0);

  await chooseLanguage(page, 'km');
  expect(await offerInstall(page)).toBe(true);
  await expect(offer).toContainText('បន្ថែម Derleng eSIM ទៅអេក្រង់ដើម');
  await snap(page, 'install-offer-km');
  await offer.getByRole('button', { name: 'ពេលក្រោយ' }).click();
  await expect(offer).toHaveCount(0);
  // "Not now" asked the browser nothing
  expect(await page.evaluate<number>('window.__prompts')).toBe(1);
});
