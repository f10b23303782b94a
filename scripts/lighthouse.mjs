// `npm run lighthouse`: builds, starts the whole product on free ports in a throwaway folder, and
// runs Lighthouse (mobile: its default emulation and throttling) with Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) against the home and a package page; prints the
// performance and accessibility scores and the first-load JavaScript of each page (from the
// build's manifest, scripts/first-load.mjs). Figures, not assertions: docs/web.md keeps
// the last ones with their date.
// Two more rows are references. "home as static HTML": the rendered home saved as HTML without its
// scripts (same CSS, pictures and fonts), served by the same api; what it misses of 100 is what the
// browser and this machine cost a page of that shape with no script at all. "home as HTML, app
// after paint": the same HTML with the app started after its first paint, hydrating it; what a
// server-rendered first screen would read, and the distance from the row above is the app's start.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
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

/** Waits until this machine's processors have been mostly idle for three seconds in a row (the
 * worker's start-up catalogue sync, say, is over), at most two minutes: Lighthouse's simulated
 * throttling scales the tasks it observes, so a busy machine reads as a slow page. */
async function waitForQuietMachine() {
  const sample = () =>
    cpus().reduce(
      (sum, cpu) => ({
        idle: sum.idle + cpu.times.idle,
        total: sum.total + Object.values(cpu.times).reduce((a, b) => a + b, 0),
      }),
      { idle: 0, total: 0 },
    );
  let quietSeconds = 0;
  for (let second = 0; second < 120 && quietSeconds < 3; second += 1) {
    const before = sample();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = sample();
    const busy = 1 - (after.idle - before.idle) / (after.total - before.total);
    quietSeconds = busy < 0.1 ? quietSeconds + 1 : 0;
  }
}

const STATIC_HOME = 'lighthouse-static-home.html';
const BOOTED_HOME = 'lighthouse-booted-home.html';
const BOOT_SCRIPT = 'lighthouse-boot.js';
const REFERENCE_FILES = [STATIC_HOME, BOOTED_HOME, BOOT_SCRIPT];

/**
 * The home as the browser shows it once everything has rendered, scripts and module preloads
 * removed, written beside index.html so it is served with the same assets (STATIC_HOME). And the
 * same HTML with the app started only after its first paint (BOOTED_HOME): a small deferred
 * script, BOOT_SCRIPT (a file: the api's CSP refuses inline scripts), puts the address back to `/`
 * and adds the app's module scripts from a task after the first frame; main.tsx then hydrates the
 * page instead of rendering it. That row is what a server-rendered first screen would read.
 */
async function saveReferencePages(url, webDir) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const { html, entries } = await page.evaluate(() => {
      const { document } = globalThis;
      const modules = [...document.querySelectorAll('script[type="module"]')];
      document
        .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"]')
        .forEach((element) => element.remove());
      return {
        html: `<!doctype html>${document.documentElement.outerHTML}`,
        entries: modules.map((script) => script.getAttribute('src')),
      };
    });
    writeFileSync(join(webDir, STATIC_HOME), html);
    writeFileSync(
      join(webDir, BOOTED_HOME),
      html.replace('</body>', `<script src="/${BOOT_SCRIPT}" defer></script></body>`),
    );
    writeFileSync(
      join(webDir, BOOT_SCRIPT),
      `history.replaceState(null, '', '/');
requestAnimationFrame(() => setTimeout(() => {
  for (const src of ${JSON.stringify(entries)}) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  }
}));
`,
    );
  } finally {
    await browser.close();
  }
}

/** Lighthouse's own advice for its variance: run several times and report the median run. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await buildServer();
await buildWeb();
const webDir = join(root, 'dist/web');
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
    { page: 'home as static HTML', url: `${stack.url}/${STATIC_HOME}` },
    { page: 'home as HTML, app after paint', url: `${stack.url}/${BOOTED_HOME}` },
  ];
  await saveReferencePages(pages[0].url, webDir);
  chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const bytes = new Map(firstLoad().map((row) => [row.page, row.gzipBytes]));
  await waitForQuietMachine();
  const audit = (url) =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
  // One unreported run first: the first load of a fresh browser and server pays for their warm-up.
  await audit(pages[0].url);
  for (const { page, url } of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url));
    const scores = runs.map((run) => run.lhr.categories.performance.score);
    const result = runs.find((run) => run.lhr.categories.performance.score === median(scores));
    const { categories, audits } = result.lhr;
    if (reportDir) writeFileSync(join(reportDir, `${page.replace(/ /g, '-')}.json`), result.report);
    rows.push({
      page,
      performance: Math.round(categories.performance.score * 100),
      'all runs': scores.map((score) => Math.round(score * 100)).join(' '),
      accessibility: Math.round(categories.accessibility.score * 100),
      'FCP s': (audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
      'LCP s': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'transfer KiB': (audits['total-byte-weight'].numericValue / 1024).toFixed(1),
      'first-load JS KiB gz': bytes.has(page) ? (bytes.get(page) / 1024).toFixed(1) : '–',
      'failed a11y audits': Object.values(audits)
        .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
        .filter((audit) => audit.score === 0)
        .map((audit) => audit.id)
        .join(' '),
    });
  }
} finally {
  await chrome?.kill();
  await stack.stop();
  for (const file of REFERENCE_FILES) rmSync(join(webDir, file), { force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nLighthouse ${lighthouseVersion}, mobile, ${new Date().toISOString().slice(0, 10)}; median of ${RUNS} runs; first-load budget ${FIRST_LOAD_BUDGET_BYTES / 1024} KiB gz\n`,
);
console.table(rows);
