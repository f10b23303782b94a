import { expect, test } from '@playwright/test';
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
