import { expect, test } from '@playwright/test';
import { chooseLanguage, snap } from './support/screenshots';
import { asBrowserThatRanTheApp } from './support/visits';

const PHONE = { width: 390, height: 844 };

test('a country is named shortly on its card, in Khmer too (Laos: ឡាវ, not its official name)', async ({
  page,
}) => {
  await asBrowserThatRanTheApp(page);
  await page.goto('/');
  await chooseLanguage(page, 'km');
  await page.getByPlaceholder('ស្វែងរកតាមប្រទេស').fill('Laos');
  const cards = page.getByTestId('destination-card');
  await expect(cards.filter({ hasText: 'ឡាវ' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'សាធារណរដ្ឋប្រជាធិបតេយ្យ' })).toHaveCount(0);
  await snap(page, 'laos-card-km');
  await page.setViewportSize(PHONE);
  await snap(page, 'laos-card-km-phone');
});
