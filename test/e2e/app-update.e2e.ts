import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asBrowserThatRanTheApp } from './support/visits';
import { snap } from './support/screenshots';

const WEB = join(process.cwd(), 'dist/web');
const PHONE = { width: 390, height: 844 };

/**
 * A release while a tab is open, as the server sees it: a new sw.js (its precache list changed)
 * and an old chunk gone from disk (the FAQ page's, which the tab has not loaded yet). Undone after.
 */
function deployNewBuild(): () => void {
  const worker = join(WEB, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  const gone = readdirSync(join(WEB, 'assets')).filter((name) => name.startsWith('faq-page-'));
  const compressed = readdirSync(WEB).filter((name) => /^sw\.js\.(br|gz)$/.test(name));
  expect(gone.length).toBeGreaterThan(0);
  let next = original;
  for (const name of gone.filter((file) => /\.(js|css)$/.test(file)))
    next = next.replace(new RegExp(`\\{url:"assets/${name.replace(/\./g, '\\.')}",revision:null\\},?`), '');
  expect(next).not.toBe(original);
  // the server serves a .br or .gz copy first: the new worker is served as written
  for (const name of compressed) renameSync(join(WEB, name), join(WEB, `${name}.old`));
  writeFileSync(worker, `${next}\n// next build\n`);
  for (const name of gone) renameSync(join(WEB, 'assets', name), join(WEB, 'assets', `${name}.old`));
  return () => {
    writeFileSync(worker, original);
    for (const name of compressed) renameSync(join(WEB, `${name}.old`), join(WEB, name));
    for (const name of gone) renameSync(join(WEB, 'assets', `${name}.old`), join(WEB, 'assets', name));
  };
}

test.describe('A new release while the shop is open', () => {
  test.use({ viewport: PHONE, serviceWorkers: 'allow' });

  test('the tab offers the new version, keeps its own build meanwhile and never loads a missing chunk', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await asBrowserThatRanTheApp(page);
    await page.goto('/contact');
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.ready.then((r) => r.active !== null)'))
      .toBe(true);
    // the tab under the service worker (a first page is not: the worker came after it)
    await page.reload();
    await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);

    const undo = deployNewBuild();
    try {
      // the browser looks for a new worker (on navigations, and the app when the tab comes back
      // into view or online): the new build installs beside the old one and waits
      await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r && r.update())');
      const notice = page.getByTestId('update-notice');
      await expect(notice).toContainText('A new version of the shop is available.');
      await snap(page, 'update-notice-en');

      // on the home, the notice sits above the phone's bottom bar (a guest's Login), never over it
      await page.evaluate("history.pushState(null, '', '/'); dispatchEvent(new PopStateEvent('popstate'))");
      const login = page.getByRole('button', { name: 'Login', exact: true });
      await expect(login).toBeVisible();
      const [noticeBox, loginBox] = [await notice.boundingBox(), await login.boundingBox()];
      expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(loginBox!.y);
      await snap(page, 'update-notice-home-en');
      await page.goBack();
      await expect(page).toHaveURL(/\/contact$/);

      // until Reload is pressed, the tab's own build serves it: the FAQ's chunk, gone from the
      // server, comes from the old precache
      await page.getByRole('link', { name: /FAQ/i }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('route-error')).toHaveCount(0);

      // Reload (back on the contact page: this stand-in release has no FAQ of its own): the new
      // worker takes over and the page loads under it
      await page.goBack();
      await expect(page).toHaveURL(/\/contact$/);
      const before = await page.evaluate<string | undefined>('navigator.serviceWorker.controller?.scriptURL');
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
      await expect(page.getByTestId('update-notice')).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(
            'navigator.serviceWorker.getRegistration().then((r) => r.waiting === null && r.active !== null)',
          ),
        )
        .toBe(true);
      expect(before).toBeTruthy();
    } finally {
      undo();
    }
    expect(
      errors.filter((message) => /dynamically imported module|Importing a module/.test(message)),
    ).toEqual([]);
  });
});
