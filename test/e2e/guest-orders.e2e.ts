import { expect, test } from '@playwright/test';
import { expectGuestOrderPage, fillCheckoutForm, packagesOnSale, sessionWithCart } from './support/checkout';
import { signedInCustomer } from './support/esims';
import { caughtMail } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

/** The order-link emails sent to `address` (Email me this link, Find my order). */
const orderLinkMails = async (address: string, orderNumber: string) =>
  (await caughtMail()).filter(
    (message) => message.envelope.to.includes(address) && message.subject.includes(orderNumber),
  ).length;

test('a guest who paid without an email keeps the eSIM: home, Find my order, then the account', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const phone = `+855 9${String(Date.now() % 1e7).padStart(7, '0')}`;
  const email = `guest.${Date.now()}@example.com`;
  const { fixed } = await packagesOnSale(request);
  await sessionWithCart(page, request, [{ packageId: fixed.id }]);

  // Pays without an email: the order link is all the guest has.
  await page.goto('/checkout');
  await fillCheckoutForm(page, { name: 'Sok Dara', phone, email: '' });
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.frameLocator('iframe[name="aba_webservice"]').getByRole('button', { name: 'Pay' }).click();
  const orderNumber = await expectGuestOrderPage(page, request);
  await expect(page.getByTestId('email-link')).toBeVisible();
  await snap(page, 'guest-order-email-link-en');

  // Closes the tab; back on the home page in the same browser, the eSIM is there.
  const context = page.context();
  await page.close();
  const back = await context.newPage();
  await back.goto('/');
  const held = back.getByTestId('held-order');
  await expect(held).toHaveCount(1);
  await expect(held).toHaveAttribute('data-order-number', orderNumber);
  await expect(held.getByTestId('held-order-esim')).toHaveCount(1);
  await expect(held).toContainText(fixed.destination);
  await snap(back, 'guest-home-held-order-en');
  await chooseLanguage(back, 'km');
  await expect(back.getByText('ការបញ្ជាទិញនៅលើឧបករណ៍នេះ')).toBeVisible();
  await snap(back, 'guest-home-held-order-km');
  await chooseLanguage(back, 'en');

  // My eSIMs for a visitor shows the same order, and its button leads back to the order page.
  await back.goto('/my-esims');
  await expect(back.getByTestId('held-order')).toHaveCount(1);
  await expect(back.getByTestId('esims-auth-required')).toBeVisible();
  await back.getByTestId('held-order').getByRole('link', { name: 'Open order' }).click();
  await expect(back.getByTestId('order-esim')).toHaveCount(1);

  // "Email me this link" adds an address to the order.
  await back.getByTestId('email-link').locator('input[name="email"]').fill(email);
  await back.getByRole('button', { name: 'Email me this link' }).click();
  await expect(back.getByTestId('email-link-sent')).toContainText(email);
  await expect.poll(() => orderLinkMails(email, orderNumber), { timeout: 20_000 }).toBe(1);
  await snap(back, 'guest-order-link-sent-en');

  // A fresh browser: Find my order answers the same for a wrong number and sends nothing for it…
  const fresh = await browser.newContext();
  const finder = await fresh.newPage();
  await finder.goto('/find-order');
  await finder.locator('input[name="orderNumber"]').fill(orderNumber);
  await finder.locator('input[name="contact"]').fill('+855 11 000 000');
  await snap(finder, 'find-order-form-en');
  await finder.getByRole('button', { name: 'Send me the link' }).click();
  const answer = await finder.getByTestId('find-order-sent').textContent();
  expect(answer).toContain('If the order number');
  await snap(finder, 'find-order-sent-en');
  // …and sends the link to the order's email for the right phone, with the same answer.
  await finder.reload();
  await finder.locator('input[name="orderNumber"]').fill(orderNumber.toLowerCase());
  await finder.locator('input[name="contact"]').fill(phone);
  await finder.getByRole('button', { name: 'Send me the link' }).click();
  await expect(finder.getByTestId('find-order-sent')).toHaveText(answer!);
  await expect.poll(() => orderLinkMails(email, orderNumber), { timeout: 20_000 }).toBe(2);
  await finder.reload();
  await chooseLanguage(finder, 'km');
  await expect(finder.getByRole('heading', { name: 'ស្វែងរកការបញ្ជាទិញរបស់ខ្ញុំ' })).toBeVisible();
  await snap(finder, 'find-order-form-km');
  await fresh.close();

  // Signs up in the first browser: My eSIMs offers the order, and after adding it shows the eSIM.
  await signedInCustomer(back);
  await back.goto('/my-esims');
  await expect(back.getByTestId('claim-held-orders')).toBeVisible();
  await snap(back, 'guest-claim-en');
  await back.getByRole('button', { name: 'Add to my account' }).click();
  await expect(back.getByTestId('esim-card')).toHaveCount(1);
  await expect(back.getByTestId('esim-card')).toContainText(fixed.destination);
  await expect(back.getByTestId('claim-held-orders')).toHaveCount(0);
  await chooseLanguage(back, 'km');
  await snap(back, 'guest-claimed-km');
});
