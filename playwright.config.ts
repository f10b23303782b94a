import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the whole product,
 * started once by the global setup exactly as `npm start` starts it (sandbox providers included).
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  workers: 1,
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
      ],
    },
  },
});
