import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Saves a screenshot under screenshots/ (git-ignored) for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Switches the app to a language the way a user does (the header's selector). */
export async function chooseLanguage(page: Page, language: 'en' | 'km'): Promise<void> {
  await page.getByRole('combobox', { name: /Language|ភាសា/ }).selectOption(language);
}
