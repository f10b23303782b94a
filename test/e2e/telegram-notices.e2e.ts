import { expect, test } from '@playwright/test';
import { packagesOnSale } from './support/checkout';
import { buy, esimOf, sameOrigin, sandboxControl, signedInCustomer } from './support/esims';
import { latestTextTo } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };

/**
 * What the bot sends: a customer links Telegram from Settings (in Khmer), buys an eSIM and gets
 * "eSIM ready" in the sandbox's chat in Khmer, with a button to the order page and no activation
 * code; past 80 % the alert arrives there too, with the rescue top-up link. Unlinked, the 100 %
 * alert reaches the email only.
 */
test('a linked customer gets eSIM ready and the 80 % alert in Telegram in Khmer; unlinked, nothing more', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const { fixed } = await packagesOnSale(request);
  const customer = await signedInCustomer(page);
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  await chooseLanguage(page, 'km');
  const section = page.getByTestId('telegram-link');
  const [bot] = await Promise.all([
    context.waitForEvent('page'),
    section.getByRole('button', { name: 'ភ្ជាប់ Telegram' }).click(),
  ]);
  await bot.waitForLoadState();
  await bot.setViewportSize(PHONE);
  await Promise.all([bot.waitForEvent('load'), bot.getByRole('button', { name: 'Start' }).click()]);
  await expect(section).toContainText('បានភ្ជាប់ជាមួយ Sophea');
  const botMessages = bot.locator('.message.bot');
  const count = async () => botMessages.count();

  await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
  const bought = await buy(page.request, fixed, customer, undefined, 'km');
  const esim = await esimOf(page.request, bought.orderNumber);
  const ready = botMessages.filter({ hasText: 'eSIM របស់អ្នករួចរាល់ហើយ' });
  await expect
    .poll(async () => (await bot.reload(), await ready.count()), { timeout: 60_000, intervals: [1000] })
    .toBe(1);
  await expect(ready).toContainText(bought.orderNumber);
  await expect(ready).toContainText(fixed.destinationKm);
  const orderButton = ready.getByRole('link', { name: 'បើកការបញ្ជាទិញរបស់ខ្ញុំ' });
  await expect(orderButton).toHaveAttribute(
    'href',
    new RegExp(`/order-confirmation\\?orderNumber=${bought.orderNumber}&token=`),
  );
  const details = (await (await page.request.get(`/api/esims/${esim.id}`)).json()) as {
    dataTotalMb: number;
    activationCode?: string;
  };
  if (details.activationCode) await expect(ready).not.toContainText(details.activationCode);
  await snap(bot, 'telegram-chat-esim-ready-phone-km');
  // The page after the purchase offers Telegram only to an account without it.
  await page.goto(`/order-success/${bought.orderNumber}`);
  await expect(page.getByText(bought.orderNumber).first()).toBeVisible();
  await expect(page.getByTestId('telegram-link')).toHaveCount(0);
  await page.goto('/settings');

  // 85 % used: the alert comes to the chat, with the rescue top-up link.
  await sandboxControl('POST', '/__control/roamesim/install', { iccid: esim.iccid });
  await sandboxControl('POST', '/__control/roamesim/use', {
    iccid: esim.iccid,
    mb: details.dataTotalMb * 0.85,
  });
  expect(
    (await page.request.post(`/api/esims/${esim.id}/sync-status`, { headers: sameOrigin() })).status(),
  ).toBe(202);
  const alert = botMessages.filter({ hasText: 'អ្នកបានប្រើ 85%' });
  await expect
    .poll(async () => (await bot.reload(), await alert.count()), { timeout: 60_000, intervals: [1000] })
    .toBe(1);
  await expect(alert.getByRole('link', { name: 'បញ្ចូលទឹកប្រាក់ឥឡូវនេះ' })).toHaveAttribute(
    'href',
    new RegExp(`/esim/${esim.id}/rescue\\?t=`),
  );
  await snap(bot, 'telegram-chat-alert-phone-km');
  await bot.setViewportSize({ width: 1280, height: 900 });
  await snap(bot, 'telegram-chat-alert-desktop-km');

  // Unlink: the chat is told, and the 100 % alert goes to the email only.
  await section.getByRole('button', { name: 'ផ្ដាច់' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ផ្ដាច់' }).click();
  await expect(section.getByRole('button', { name: 'ភ្ជាប់ Telegram' })).toBeVisible();
  await expect
    .poll(async () => (await bot.reload(), await botMessages.last().textContent()), { timeout: 30_000 })
    .toContain('លែងភ្ជាប់');
  const afterUnlink = await count();
  await sandboxControl('POST', '/__control/roamesim/use', {
    iccid: esim.iccid,
    mb: details.dataTotalMb * 0.2,
  });
  // Sync requests within 10 s are one: ask again until the 100 % email is there.
  await expect
    .poll(
      async () => {
        await page.request.post(`/api/esims/${esim.id}/sync-status`, { headers: sameOrigin() });
        return latestTextTo(customer.email, 'របស់អ្នកបានអស់ហើយ');
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .not.toBeNull();
  // A later message from the chat is answered after the alert's Telegram step ran: only that answer follows.
  await bot.getByRole('textbox', { name: 'Message' }).fill('/orders');
  // the form posts and lands on the chat page again: wait for that page before reading or
  // reloading it (a reload while the post's navigation is under way fails)
  await Promise.all([
    bot.waitForEvent('load'),
    bot.getByRole('button', { name: 'Send as the user' }).click(),
  ]);
  await expect
    .poll(async () => (await bot.reload(), await count()), { timeout: 30_000, intervals: [500] })
    .toBe(afterUnlink + 1);
  await expect(botMessages.last()).toContainText('មិនទាន់ភ្ជាប់');

  await page.goto(`/order-success/${bought.orderNumber}`);
  const offer = page.getByTestId('telegram-link');
  await expect(offer.getByRole('button', { name: 'ភ្ជាប់ Telegram' })).toBeVisible();
  await snap(page, 'order-success-telegram-phone-km');
  await chooseLanguage(page, 'en');
  await expect(offer.getByRole('button', { name: 'Link Telegram' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, 'order-success-telegram-desktop-en');
});
