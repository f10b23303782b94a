// `node scripts/fast-refresh-check.mjs`: checks that `npm run dev` keeps a page's state when one of
// its components is edited (React Fast Refresh, @vitejs/plugin-react). Starts Vite's dev server
// alone (no api: the pages checked need none) on a free port, opens the shop's contact page and
// the admin app's sign-in page in Debian's Chromium (CHROMIUM_PATH), types into a field, then adds
// an attribute to the component's form in its source file and waits for it on screen: the typed
// text must still be there and the page must not have reloaded. The edited files are restored.
// Exits 1 when state is lost.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../test/support/services.mjs';
import { viteDevServer } from './dev-plan.mjs';
import { root } from './stack.mjs';

const CHECKS = [
  {
    app: 'shop',
    path: '/contact',
    file: 'apps/web/src/features/contact/contact-page.tsx',
    form: '<form className="contact-form"',
    field: 'textarea',
  },
  {
    app: 'admin',
    path: '/?subdomain=admin',
    file: 'apps/web/src/features/account/admin-sign-in-page.tsx',
    form: '<form className="account-form"',
    field: 'input',
  },
];

const port = await freePort();
const dev = viteDevServer({ host: '127.0.0.1', port, apiUrl: `http://127.0.0.1:${await freePort()}` });
const vite = spawn(process.execPath, dev.args, {
  cwd: root,
  env: { ...process.env, ...dev.env },
  stdio: 'pipe',
});
const url = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries += 1) {
  if ((await fetch(url).catch(() => null))?.ok) break;
  if (tries > 120) throw new Error('the dev server did not start');
  await new Promise((done) => setTimeout(done, 500));
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
try {
  for (const { app, path, file, form, field } of CHECKS) {
    const page = await browser.newPage();
    await page.goto(`${url}${path}`);
    const input = page.locator(`form ${field}`).first();
    await input.waitFor({ timeout: 60_000 });
    await input.fill('kept across the edit');
    await page.evaluate('window.notReloaded = true');
    const source = readFileSync(join(root, file), 'utf8');
    if (!source.includes(form)) throw new Error(`${file} has no ${form}`);
    try {
      writeFileSync(join(root, file), source.replace(form, `${form} data-edited=""`));
      await page.locator('form[data-edited]').waitFor({ timeout: 60_000 });
    } finally {
      writeFileSync(join(root, file), source);
    }
    const kept = (await input.inputValue()) === 'kept across the edit';
    const noReload = await page.evaluate('window.notReloaded === true');
    results.push({ app, page: path, 'edit shown': true, 'state kept': kept, 'no reload': noReload });
    await page.close();
  }
} finally {
  await browser.close();
  vite.kill('SIGTERM');
}
console.table(results);
process.exitCode = results.every((row) => row['state kept'] && row['no reload']) ? 0 : 1;
