import { expect, type Page } from '@playwright/test';

/** The page is no wider than the window: nothing runs off-screen sideways (a phone would zoom out). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = (await page.evaluate(
    '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
  )) as { scroll: number; client: number };
  expect(widths.scroll, `${page.url()} is ${widths.scroll}px wide`).toBeLessThanOrEqual(widths.client);
}
