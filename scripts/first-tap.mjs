/* global PerformanceObserver, addEventListener, location, document */
// `node scripts/first-tap.mjs`: how soon a first visit's first tap is answered. Builds (unless
// --no-build), starts the whole product on free ports in a throwaway folder, and opens the home and a
// package page as a first visit in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), as
// a phone (touch, 412 × 823) under Lighthouse's mobile throttling: the CPU 4× slower, 150 ms round
// trips, 1.6 Mbit/s down. Once the page has loaded (and boot.js has prefetched the app), the first
// tap is one of: Buy, the search field (then a word), the language menu. Prints, per tap, the
// median of RUNS (default 3):
// - INP: the longest Event Timing entry of the tap's interaction (what the browser reports);
// - answered: from the tap to the change it asks for on screen (Buy busy or /checkout, the
//   cards filtered, the page in Khmer), which includes running the app and React's hydration;
// and the script each page needs: before it is usable (boot.js only; the drawn page's links are
// links) and before the first tap is answered (the app's first load, scripts/first-load.mjs).
import { chromium } from 'playwright-core';
import { buildServer, buildWeb } from './build.mjs';
import { firstLoad } from './first-load.mjs';
import { startScratchStack } from './scratch-stack.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
// CPU_SLOWDOWN=1 for the same taps unthrottled (a baseline)
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Before any script: every interaction's Event Timing entries, and the time of the first tap. */
const OBSERVE = () => {
  const state = { entries: [], tappedAt: null };
  globalThis.firstTap = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) state.entries.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  for (const name of ['pointerdown', 'change']) {
    addEventListener(name, (event) => (state.tappedAt ??= event.timeStamp), { capture: true });
  }
};

const TAPS = [
  {
    tap: 'Buy',
    page: 'package detail',
    act: (page) => page.getByTestId('buy-button').tap(),
    answered: () =>
      /\/checkout$/.test(location.pathname) || document.querySelector('[data-testid=buy-button]')?.disabled,
  },
  {
    tap: 'search',
    page: 'home',
    act: async (page) => {
      await page.getByRole('searchbox').tap();
      await page.keyboard.type('japan');
    },
    answered: () => {
      const cards = document.querySelectorAll('[data-testid=destination-card]');
      return cards.length === 1 && /Japan/.test(cards[0].textContent);
    },
  },
  {
    tap: 'language',
    page: 'home',
    act: (page) => page.locator('select').first().selectOption('km'),
    answered: () => document.documentElement.lang === 'km' && /ប្រទេស/.test(document.body.textContent),
  },
];

if (!process.argv.includes('--no-build')) {
  await buildServer();
  await buildWeb();
}
const stack = await startScratchStack('first-tap');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  let packages = [];
  while (packages.length === 0) {
    const response = await fetch(`${stack.url}/api/packages`).catch(() => null);
    packages = response?.ok ? await response.json() : [];
    if (packages.length === 0) await new Promise((done) => setTimeout(done, 500));
  }
  const urls = { home: `${stack.url}/`, 'package detail': `${stack.url}/package/${packages[0].id}` };
  for (const { tap, page: pageName, act, answered } of TAPS) {
    const inp = [];
    const answer = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      });
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1638.4 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(urls[pageName], { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await act(page);
      await page.waitForFunction(answered, undefined, { polling: 'raf', timeout: 60_000 });
      const answeredAt = await page.evaluate('performance.now()');
      // the tap's own entries are reported once its frame has painted
      await page.waitForFunction('firstTap.entries.length > 0 || window.derlengApp === true');
      const { entries, tappedAt } = await page.evaluate('firstTap');
      inp.push(Math.max(0, ...entries.map((entry) => entry.duration)));
      answer.push(answeredAt - tappedAt);
      await context.close();
    }
    rows.push({
      'first tap': tap,
      page: pageName,
      'INP ms': tap === 'language' ? '– (a choice, not a tap)' : Math.round(median(inp)),
      'answered ms': Math.round(median(answer)),
      runs: answer.map(Math.round).join(' '),
    });
  }
} finally {
  await browser.close();
  await stack.stop();
}
console.log(
  `\nFirst taps, ${new Date().toISOString().slice(0, 10)}: ${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbit/s; median of ${RUNS}\n`,
);
console.table(rows);
console.table(
  firstLoad().map((row) => ({
    page: row.page,
    'script before usable (KiB gz)': `${(row.beforeUsableBytes / 1024).toFixed(1)} (boot.js)`,
    'script before the first tap is answered (KiB gz)': (row.gzipBytes / 1024).toFixed(1),
  })),
);
