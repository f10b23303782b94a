import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { signedInCustomer } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Support from the chat: a linked customer writes to the bot; the message is in the admin's
 * Messages tab, marked Telegram; the agent answers there and the answer arrives in the chat.
 */
test('a message written to the bot reaches the admin inbox, and the agent’s answer the chat', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInCustomer(page);
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  const section = page.getByTestId('telegram-link');
  const [bot] = await Promise.all([
    context.waitForEvent('page'),
    section.getByRole('button', { name: 'Link Telegram' }).click(),
  ]);
  await bot.waitForLoadState();
  await bot.getByLabel('Language').fill('en');
  await Promise.all([bot.waitForEvent('load'), bot.getByRole('button', { name: 'Start' }).click()]);
  await expect(section).toContainText('Linked to Sophea');

  const question = `My eSIM shows No Service in Kampot (${Date.now().toString(36)})`;
  await bot.getByRole('textbox', { name: 'Message' }).fill(question);
  // the form posts and lands on the chat page again: wait for that page before reading or
  // reloading it (a reload while the post's navigation is under way fails)
  await Promise.all([
    bot.waitForEvent('load'),
    bot.getByRole('button', { name: 'Send as the user' }).click(),
  ]);
  const botMessages = bot.locator('.message.bot');
  await expect
    .poll(async () => (await bot.reload(), await botMessages.last().textContent()), { timeout: 30_000 })
    .toContain('An agent will answer you here');

  const staff = await browser.newContext({ viewport: DESKTOP, baseURL: process.env.E2E_BASE_URL });
  const admin = await staff.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/messages?subdomain=admin');
  const card = admin.getByTestId('contact-message').filter({ hasText: question });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Telegram');
  await snap(admin, 'admin-messages-desktop-en');

  const answer = 'Please turn on data roaming for the eSIM line, then restart the phone.';
  await card.getByLabel('Answer').fill(answer);
  await card.getByRole('button', { name: 'Send to Telegram' }).click();
  const sent = admin.getByTestId('toast').filter({ hasText: 'Answer sent to the customer’s Telegram' });
  await expect(sent).toBeVisible();
  await expect(card.locator('.contact-reply')).toContainText(answer);
  await expect(card.getByLabel('Answer')).toHaveValue('');
  await expect
    .poll(async () => (await bot.reload(), await botMessages.last().textContent()), { timeout: 30_000 })
    .toContain(answer);
  await expect(botMessages.last()).toContainText('Derleng eSIM support');
  await snap(bot, 'telegram-chat-support-answer-phone-en');

  // the toast goes away on its own before the Khmer pictures
  await expect(sent).toHaveCount(0, { timeout: 20_000 });
  await chooseLanguage(admin, 'km');
  await expect(card.getByRole('button', { name: 'ផ្ញើទៅ Telegram' })).toBeVisible();
  await snap(admin, 'admin-messages-desktop-km');
  await admin.setViewportSize(PHONE);
  await snap(admin, 'admin-messages-phone-km');
  await chooseLanguage(admin, 'en');
  await snap(admin, 'admin-messages-phone-en');
  await staff.close();
});
