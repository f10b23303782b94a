import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, snap } from './support/screenshots';
import { asBrowserThatRanTheApp, startTheApp } from './support/visits';

// A destination's page in the language of its address (`?lang=km`): drawn by the server for a first
// visit, then the app's, without the language menu; the visitor's own choice, once made, wins.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const appRunning = (page: Page): Promise<boolean> => page.evaluate('window.derlengApp === true');

test('the Khmer address of a destination opens in Khmer, drawn and once the app runs, without the language menu', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/destinations/japan?lang=km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ជប៉ុន');
  await expect(page).toHaveTitle(/^eSIM ជប៉ុន — គម្រោង\u200bទិន្នន័យ\u200bចាប់ពី \$\d+\.\d\d \| Derleng eSIM$/);
  expect(await appRunning(page)).toBe(false);
  const drawnTitle = await page.title();
  await snap(page, 'destination-drawn-phone-km');

  // the app takes the page over in Khmer and writes the same title
  await startTheApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ជប៉ុន');
  await expect(page.getByRole('combobox', { name: /ភាសា/ })).toHaveValue('km');
  await expect(page).toHaveTitle(drawnTitle);
  await page.setViewportSize(DESKTOP);
  await snap(page, 'destination-desktop-km');
  // the rest of the visit stays in Khmer
  await page.getByRole('link', { name: /ត្រឡប់/ }).first().click();
  await expect(page.getByRole('tab', { name: 'ប្រទេស' })).toBeVisible();
});

test('a browser that has run the app before opens the Khmer address in Khmer too', async ({ page }) => {
  await asBrowserThatRanTheApp(page);
  await page.goto('/destinations/japan?lang=km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ជប៉ុន');
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
  await expect(page).toHaveTitle(/^eSIM ជប៉ុន — .+ \| Derleng eSIM$/);
});

test('a visitor who picked English keeps English on a Khmer address', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/?lang=km');
  await expect(page.getByRole('tab', { name: 'ប្រទេស' })).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('tab', { name: 'Countries' })).toBeVisible();

  await page.goto('/destinations/japan?lang=km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Japan');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Japan eSIM — data plans from \$\d+\.\d\d \| Derleng eSIM$/);
  await snap(page, 'destination-phone-en');
  await page.setViewportSize(DESKTOP);
  await snap(page, 'destination-desktop-en');
});
