import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const screenshots = () => {
  const dir = join(process.cwd(), 'screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** Saves a file the customer gets (a PDF, say) under screenshots/ for a person to look at. */
export function keep(content: Buffer, fileName: string): void {
  writeFileSync(join(screenshots(), fileName), content);
}

/** Saves a screenshot under screenshots/ (git-ignored) for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = screenshots();
  // Lists render a few items at a time: the picture waits until the page has stopped changing
  // (no DOM change for 150 ms, at most 3 s).
  await page.evaluate(`new Promise((resolve) => {
    let timer = setTimeout(done, 150);
    const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, 150); });
    const limit = setTimeout(done, 3000);
    function done() { observer.disconnect(); clearTimeout(limit); resolve(undefined); }
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })`);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Switches the app to a language the way a user does (the header's selector). */
export async function chooseLanguage(page: Page, language: 'en' | 'km'): Promise<void> {
  const select = page.getByRole('combobox', { name: /Language|ភាសា/ });
  // On a phone the admin panel keeps the language switch in its collapsed menu: open it, then close it.
  const closedMenu = page.locator('.admin-menu-button[aria-expanded="false"]');
  if (!(await select.isVisible()) && (await closedMenu.isVisible())) {
    await closedMenu.click();
    await select.selectOption(language);
    const openMenu = page.locator('.admin-menu-button[aria-expanded="true"]');
    if (await openMenu.isVisible()) await openMenu.click();
    return;
  }
  await select.selectOption(language);
}
