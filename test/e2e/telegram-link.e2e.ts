import { expect, test } from '@playwright/test';
import { signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

/**
 * Settings → Link Telegram: the bot's deep link opens the sandbox's Telegram in a new tab, the
 * traveller presses Start there, the bot says the chat is linked (in Khmer) and Settings shows it;
 * Unlink (after a confirmation) ends it and the bot says so.
 */
test('a customer links Telegram from Settings through the bot, then unlinks', async ({ page, context }) => {
  await signedInCustomer(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await chooseLanguage(page, 'km');
  const section = page.getByTestId('telegram-link');
  await expect(section.getByRole('heading', { name: 'Telegram' })).toBeVisible();
  await snap(page, 'settings-telegram-phone-km');

  const [bot] = await Promise.all([
    context.waitForEvent('page'),
    section.getByRole('button', { name: 'ភ្ជាប់ Telegram' }).click(),
  ]);
  await expect(section.getByRole('status')).toBeVisible();
  await bot.waitForLoadState();
  // Start posts the form and lands on the chat page: wait for it before reading (a reload while the
  // post's navigation is still under way fails).
  await Promise.all([
    bot.waitForURL(/\/telegram\/chats\/\d+$/),
    bot.getByRole('button', { name: 'Start' }).click(),
  ]);
  // The bot's answer is sent by a job after the update is handled: the chat page shows it on a reload.
  const lastFromBot = async () => {
    await bot.reload();
    return (await bot.locator('.message.bot').allTextContents()).at(-1) ?? '';
  };
  await expect.poll(lastFromBot, { timeout: 30_000 }).toContain('ការជជែកនេះបានភ្ជាប់ទៅគណនី');

  await expect(section).toContainText('បានភ្ជាប់ជាមួយ Sophea');
  await snap(page, 'settings-telegram-linked-phone-km');
  await chooseLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(section).toContainText('Linked to Sophea');
  await snap(page, 'settings-telegram-linked-desktop-en');

  await section.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(section.getByRole('button', { name: 'Link Telegram' })).toBeVisible();
  await expect.poll(lastFromBot, { timeout: 30_000 }).toContain('លែងភ្ជាប់');
});
