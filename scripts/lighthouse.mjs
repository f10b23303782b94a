// `npm run lighthouse`: builds, starts the whole product on free ports in a throwaway folder, and
// runs Lighthouse (mobile: its default emulation and throttling) with Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) against the home, a destination page and a package page;
// prints the performance, accessibility and SEO scores and the first-load JavaScript of each page (from the
// build's manifest, scripts/first-load.mjs). Figures, not assertions: docs/web.md keeps
// the last ones with their date.
// Lighthouse opens each page as a first visit (it clears the site's storage), so both come drawn
// by the server and the app waits for the visitor to act (apps/web/public/boot.js).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, buildWeb } from './build.mjs';
import { FIRST_TAP_BUDGET_BYTES, firstLoad } from './first-load.mjs';
import { startScratchStack } from './scratch-stack.mjs';

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

/** Lighthouse's own advice for its variance: run several times and report the median run. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await buildServer();
await buildWeb();
const stack = await startScratchStack('lighthouse');
const rows = [];
let chrome;
try {
  const packages = await waitForCatalogue(stack.url);
  const destinations = await (await fetch(`${stack.url}/api/destinations`)).json();
  const pages = [
    { page: 'home', url: `${stack.url}/` },
    { page: 'destination', url: `${stack.url}/destinations/${destinations[0].slug}` },
    { page: 'package detail', url: `${stack.url}/package/${packages[0].id}` },
  ];
  chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const bytes = new Map(firstLoad().map((row) => [row.page, row.gzipBytes]));
  const usable = new Map(firstLoad().map((row) => [row.page, row.beforeUsableBytes]));
  await waitForQuietMachine();
  const audit = (url) =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
  // One unreported run first: the first load of a fresh browser and server pays for their warm-up.
  await audit(pages[0].url);
  for (const { page, url } of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url));
    const scores = runs.map((run) => run.lhr.categories.performance.score);
    const result = runs.find((run) => run.lhr.categories.performance.score === median(scores));
    const { categories, audits } = result.lhr;
    const failed = (category) =>
      Object.values(audits)
        .filter((audit) => category.auditRefs.some((ref) => ref.id === audit.id))
        .filter((audit) => audit.score === 0)
        .map((audit) => audit.id)
        .join(' ');
    if (reportDir) writeFileSync(join(reportDir, `${page.replace(/ /g, '-')}.json`), result.report);
    rows.push({
      page,
      performance: Math.round(categories.performance.score * 100),
      'all runs': scores.map((score) => Math.round(score * 100)).join(' '),
      accessibility: Math.round(categories.accessibility.score * 100),
      seo: Math.round(categories.seo.score * 100),
      'FCP s': (audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
      'LCP s': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'transfer KiB': (audits['total-byte-weight'].numericValue / 1024).toFixed(1),
      'JS before usable KiB gz': usable.has(page) ? (usable.get(page) / 1024).toFixed(1) : '–',
      'JS before first tap KiB gz': bytes.has(page) ? (bytes.get(page) / 1024).toFixed(1) : '–',
      'failed a11y audits': failed(categories.accessibility),
      'failed SEO audits': failed(categories.seo),
    });
  }
} finally {
  await chrome?.kill();
  await stack.stop();
}
console.log(
  `\nLighthouse ${lighthouseVersion}, mobile, ${new Date().toISOString().slice(0, 10)}; median of ${RUNS} runs; budget of the script before the first tap is answered ${FIRST_TAP_BUDGET_BYTES / 1024} KiB gz\n`,
);
console.table(rows);
