import { expect, type Page } from '@playwright/test';

/**
 * The page is no wider than the window: nothing runs off-screen sideways (a phone would zoom out).
 * Polled: after a resize, charts and other observers of their size settle a moment later.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = async () => {
    const widths = (await page.evaluate(
      '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
    )) as { scroll: number; client: number };
    return widths.scroll - widths.client;
  };
  await expect
    .poll(overflow, { message: `${page.url()} is wider than the window (px over)` })
    .toBeLessThanOrEqual(0);
}
