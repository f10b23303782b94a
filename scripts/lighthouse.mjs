// `npm run lighthouse`: builds, starts the whole product on free ports in a throwaway folder, and
// runs Lighthouse (mobile: its default emulation and throttling) with Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) against the home and a package page; prints the
// performance and accessibility scores and the first-load JavaScript of each page (from the
// build's manifest, scripts/first-load.mjs). Figures, not assertions: docs/performance.md keeps
// the last ones with their date.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/services.mjs';
import { buildServer, buildWeb } from './build.mjs';
import { FIRST_LOAD_BUDGET_BYTES, firstLoad } from './first-load.mjs';
import { startStack } from './stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lighthouseVersion = JSON.parse(
  readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// LIGHTHOUSE_REPORTS=<folder> keeps each page's full report (JSON) for a closer look.
const reportDir = process.env.LIGHTHOUSE_REPORTS;
if (reportDir) mkdirSync(reportDir, { recursive: true });

async function waitForCatalogue(url) {
  for (let tries = 0; tries < 240; tries += 1) {
    const response = await fetch(`${url}/api/packages`).catch(() => null);
    const packages = response?.ok ? await response.json() : [];
    if (packages.length > 0) return packages;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the catalogue did not load within 2 minutes');
}

await buildServer();
await buildWeb();
const dataDir = mkdtempSync(join(tmpdir(), 'derleng-lighthouse-'));
chmodSync(dataDir, 0o755);
const stack = await startStack({
  dataDir,
  port: await freePort(),
  sandboxPort: await freePort(),
  smtpPort: await freePort(),
  pgPort: await freePort(),
  redisPort: await freePort(),
  env: { LOG_LEVEL: 'warn' },
  log: () => {},
});
const rows = [];
let chrome;
try {
  const packages = await waitForCatalogue(stack.url);
  const pages = [
    { page: 'home', url: `${stack.url}/` },
    { page: 'package detail', url: `${stack.url}/package/${packages[0].id}` },
  ];
  chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const bytes = new Map(firstLoad().map((row) => [row.page, row.gzipBytes]));
  for (const { page, url } of pages) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    if (reportDir) writeFileSync(join(reportDir, `${page.replace(/ /g, '-')}.json`), result.report);
    rows.push({
      page,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'LCP s': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'transfer KiB': (audits['total-byte-weight'].numericValue / 1024).toFixed(1),
      'first-load JS KiB gz': ((bytes.get(page) ?? 0) / 1024).toFixed(1),
      'failed a11y audits': Object.values(audits)
        .filter((audit) => result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
        .filter((audit) => audit.score === 0)
        .map((audit) => audit.id)
        .join(' '),
    });
  }
} finally {
  await chrome?.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nLighthouse ${lighthouseVersion}, mobile, ${new Date().toISOString().slice(0, 10)}; first-load budget ${FIRST_LOAD_BUDGET_BYTES / 1024} KiB gz\n`,
);
console.table(rows);
