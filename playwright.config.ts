import { defineConfig } from '@playwright/test';
import { DISABLE_FEATURES_SWITCH } from './test/e2e/support/chromium-features';

/**
 * How many workers, each with its own stack (test/e2e/support/global-setup.ts starts one per
 * worker): E2E_WORKERS, 1 by default.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);

// In a worker, this file is read again after the global setup: the worker takes its own stack's
// variables (E2E_BASE_URL, E2E_SANDBOX_URL, …) before any test file reads them.
const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]') as Record<string, string>[];
const ownStack = stacks[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
if (ownStack) Object.assign(process.env, ownStack);

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the whole product,
 * started by the global setup exactly as `npm start` starts it (sandbox providers included), one
 * per worker.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  workers,
  timeout: 60000,
  expect: { timeout: 15000 },
  retries: 0,
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    // The shop opens in the browser's language on a first visit: the tests' browser speaks English
    // unless a test asks for another.
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // The shop's service worker would take the pages' requests out of page.route's sight: tests
    // run without it, but for the offline and update tests, which allow it (offline.e2e.ts,
    // app-update.e2e.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        DISABLE_FEATURES_SWITCH,
      ],
    },
  },
});
