import { expect, test, type Page } from '@playwright/test';
import type { CustomerOrderEsim, CustomerOrderView } from '@app/contracts';
import { packagesOnSale } from './support/checkout';
import { signInAdminRequest } from './support/accounts';
import { buy, sameOrigin, sandboxControl } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

const PHONE = { width: 390, height: 844 };

/**
 * A guest (no account) follows an order in Telegram: on the order's page (its link) they link the
 * chat through the bot in Khmer; past 80 % the alert comes to that chat with its rescue link; the
 * rescue page shows the chat linked and unlinks it, and the bot says so.
 */
test("a guest links Telegram from the order's page, gets the 80 % alert there, and unlinks from the rescue page", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { fixed } = await packagesOnSale(request);
  await sandboxControl('PUT', '/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
  const bought = await buy(
    page.request,
    fixed,
    { fullName: 'Chan Dara', phone: '+85512555111', email: `guest-tg-${Date.now()}@example.com` },
    undefined,
    'km',
  );
  await page.setViewportSize(PHONE);
  await page.goto(`/order-confirmation?orderNumber=${bought.orderNumber}&token=${bought.accessToken}`);
  await chooseLanguage(page, 'km');
  const section = page.getByTestId('telegram-link');
  await expect(section).toContainText('មិនចាំបាច់មានគណនី');

  const [bot] = await Promise.all([
    context.waitForEvent('page'),
    section.getByRole('button', { name: 'ភ្ជាប់ Telegram' }).click(),
  ]);
  await bot.waitForLoadState();
  await bot.setViewportSize(PHONE);
  await Promise.all([
    bot.waitForURL(/\/telegram\/chats\/\d+$/),
    bot.getByRole('button', { name: 'Start' }).click(),
  ]);
  await expect(section).toContainText('បានភ្ជាប់ជាមួយ Sophea');
  await snap(page, 'order-telegram-linked-phone-km');
  const botMessages = bot.locator('.message.bot');
  const lastFromBot = async () => (await bot.reload(), (await botMessages.allTextContents()).at(-1) ?? '');
  await expect.poll(lastFromBot, { timeout: 30_000 }).toContain(bought.orderNumber);

  // 85 % used (read by a sync an admin asks for): the alert comes to the guest's chat, with the
  // rescue top-up link.
  const esim = await guestEsim(page, bought);
  await signInAdminRequest(request);
  await sandboxControl('POST', '/__control/roamesim/install', { iccid: esim.iccid });
  await sandboxControl('POST', '/__control/roamesim/use', { iccid: esim.iccid, mb: esim.dataTotalMb * 0.85 });
  const alert = botMessages.filter({ hasText: 'អ្នកបានប្រើ 85%' });
  await expect
    .poll(
      async () => {
        await request.post(`/api/esims/${esim.id}/sync-status`, { headers: sameOrigin() });
        await bot.reload();
        return alert.count();
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(1);
  const rescueHref = await alert.getByRole('link', { name: 'បញ្ចូលទឹកប្រាក់ឥឡូវនេះ' }).getAttribute('href');
  expect(rescueHref).toMatch(new RegExp(`/esim/${esim.id}/rescue\\?t=`));

  // The rescue page knows the order's chat, and unlinks it.
  await page.goto(rescueHref!);
  const rescueSection = page.getByTestId('telegram-link');
  await expect(rescueSection).toContainText('បានភ្ជាប់ជាមួយ Sophea');
  await snap(page, 'rescue-telegram-linked-phone-km');
  await chooseLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(rescueSection).toContainText('Get this order’s eSIM alerts in Telegram, no account needed.');
  await snap(page, 'rescue-telegram-linked-desktop-en');
  await rescueSection.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(rescueSection.getByRole('button', { name: 'Link Telegram' })).toBeVisible();
  await expect.poll(lastFromBot, { timeout: 30_000 }).toContain('លែងទទួលការជូនដំណឹងនៃការបញ្ជាទិញ');
});

/** The guest order's eSIM, read through the order link (waits until it is delivered). */
async function guestEsim(page: Page, bought: { orderNumber: string; accessToken: string }) {
  let found: CustomerOrderEsim | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/api/orders/${bought.orderNumber}?token=${encodeURIComponent(bought.accessToken)}`,
        );
        found = response.ok() ? ((await response.json()) as CustomerOrderView).esims[0] : undefined;
        return Boolean(found?.iccid);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}
