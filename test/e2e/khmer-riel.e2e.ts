import { devices, expect, test } from '@playwright/test';
import type { EsimView } from '@app/contracts';
import { formatRiel, usdCentsToRiel } from '@app/domain';
import { formatDate, resources } from '@app/i18n';
import { hasShapedLine, inspectPdf } from '../../libs/notifications/src/pdf/pdf-inspect';
import { fill } from '../../libs/notifications/src/email/fill';
import { signedInCustomer } from './support/esims';
import { latestMessageTo, type CaughtMessage } from './support/mail';
import { keep, snap } from './support/screenshots';

/**
 * The home market on a phone, in Khmer: search ជប៉ុន, see Japan's Khmer name with riel beside the
 * dollars, buy with a number typed as Cambodians do (0XX…), pay by the bank's KHQR, and the new
 * eSIM says "Install by" and "Valid N days from first connection" (never an expiry before it is used),
 * in the app, in the eSIM-ready email and in its PDF guide.
 */
test.setTimeout(180_000);

test('Khmer on a phone: search ជប៉ុន, riel beside dollars, a local number, KHQR, Install by', async ({
  browser,
}) => {
  const context = await browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(() =>
    (
      globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
    ).localStorage.setItem('i18nextLng', 'km'),
  );
  const page = await context.newPage();
  const customer = await signedInCustomer(page);

  // The worker reads PayWay's rate at start: riel is shown once it is stored.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/exchange-rate')).json()) as { khrPerUsd: number | null })
          .khrPerUsd,
      {
        timeout: 60_000,
      },
    )
    .not.toBeNull();
  const { khrPerUsd } = (await (await page.request.get('/api/exchange-rate')).json()) as {
    khrPerUsd: number;
  };

  await page.goto('/');
  await page.getByRole('searchbox').fill('ជប៉ុន');
  const cards = page.getByTestId('destination-card');
  await expect(cards).toHaveCount(1, { timeout: 30_000 });
  await expect(cards.first().locator('.destination-card-name')).toHaveText('ជប៉ុន');
  await expect(cards.first().getByTestId('riel')).toContainText('៛');
  await snap(page, 'khmer-search-japan-km-phone');

  await cards.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'ជប៉ុន' })).toBeVisible();
  const buy = page.getByTestId('buy-button');
  await expect(buy).toContainText('ទិញ $');
  const price = Math.round(Number((await buy.textContent())?.replace(/[^\d.]/g, '')) * 100);
  await expect(page.locator('.buy-bar').getByTestId('riel')).toHaveText(
    `≈ ${formatRiel(usdCentsToRiel(price, khrPerUsd) as number)}`,
  );
  await snap(page, 'khmer-package-japan-km-phone');
  await buy.click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('charged-in-usd')).toContainText('ដុល្លារអាមេរិក');
  await page.getByRole('button', { name: 'បង់ដោយកូដ QR របស់ធនាគារជំនួសវិញ' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="firstName"]').fill('Sokha');
  await dialog.locator('input[name="lastName"]').fill('Chan');
  await dialog.locator('input[name="email"]').fill(customer.email);
  // The customer's own number as dialled at home: 0 and the subscriber number, no +855.
  const local = `0${customer.phone.slice(4)}`;
  await dialog.locator('input[name="phone"]').fill(local);
  await expect(dialog.getByTestId('riel')).toContainText('៛');
  await snap(page, 'khmer-khqr-form-km-phone');
  await dialog.getByRole('button', { name: 'បង់ដោយកម្មវិធីទូរស័ព្ទ' }).click();
  const qr = dialog.getByRole('img', { name: 'KHQR' });
  await expect(qr).toBeVisible({ timeout: 20_000 });
  const tranId = await qr.getAttribute('data-tran-id');
  await snap(page, 'khmer-khqr-km-phone');

  // The payer's bank app pays the QR.
  const bank = await context.newPage();
  await bank.goto(`${process.env.E2E_SANDBOX_URL}/payway/bank-app?tran_id=${tranId}`);
  await bank.getByRole('button', { name: 'Pay' }).click();
  await expect(bank.locator('#result')).toHaveText('Payment successful');
  await bank.close();

  await expect(page).toHaveURL(/\/my-esims/, { timeout: 30_000 });
  const card = page.getByTestId('esim-card').first();
  await expect(card).toBeVisible({ timeout: 45_000 });
  await expect(card).toContainText('ជប៉ុន');
  await card.getByRole('button', { name: /.+/ }).first().click();
  const esimDialog = page.getByRole('dialog');
  await expect(esimDialog.getByRole('heading', { name: 'ជប៉ុន' })).toBeVisible();
  const dates = esimDialog.locator('.technical-info');
  await expect(dates).toContainText('ដំឡើងត្រឹម');
  await expect(dates).toContainText(/មានសុពលភាព \d+ ថ្ងៃ ចាប់ពីការភ្ជាប់លើកដំបូង/);
  await expect(dates).not.toContainText('ផុតកំណត់');
  await expect(dates).not.toContainText(/AM|PM/);
  await snap(page, 'khmer-esim-install-by-km-phone');

  // The same dates in the customer's inbox: the eSIM-ready email, in Khmer, and its PDF guide.
  const [esim] = (await (await page.request.get('/api/esims')).json()) as EsimView[];
  const installBy = formatDate(esim!.activateBefore, 'km');
  const common = resources.km.translation.notifications.common;
  const validity =
    esim!.days === 1 ? common.validOneDayFromFirstUse : fill(common.validFromFirstUse, { count: esim!.days });
  let mail: CaughtMessage | null = null;
  await expect
    .poll(async () => (mail = await latestMessageTo(customer.email, 'eSIM របស់អ្នករួចរាល់ហើយ')), {
      timeout: 60_000,
    })
    .not.toBeNull();
  const { id, text, html, attachments } = mail as unknown as CaughtMessage;
  expect(text).toContain('== ជប៉ុន ==');
  expect(text).toContain(`${common.installBy}: ${installBy}`);
  expect(text).toContain(`${common.validity}: ${validity}`);
  expect(text).not.toContain(common.validUntil);
  expect(html).toContain(installBy);
  const inbox = await context.newPage();
  await inbox.goto(`${process.env.E2E_SANDBOX_URL}/mail/${id}`);
  await expect(inbox.frameLocator('iframe').getByText(installBy)).toBeVisible();
  await snap(inbox, 'khmer-esim-ready-email-km');

  const guide = attachments.find((attachment) => attachment.contentType === 'application/pdf');
  const pdf = Buffer.from(guide?.contentBase64 ?? '', 'base64');
  keep(pdf, 'khmer-esim-guide-km.pdf');
  const { text: drawn } = inspectPdf(pdf);
  expect(hasShapedLine(drawn, 'ជប៉ុន')).toBe(true);
  expect(hasShapedLine(drawn, common.installBy)).toBe(true);
  expect(hasShapedLine(drawn, validity)).toBe(true);
  expect(hasShapedLine(drawn, common.statuses.not_installed)).toBe(true);
  expect(hasShapedLine(drawn, common.validUntil)).toBe(false);
  expect(drawn).not.toContain('not_installed');
  await context.close();
});
