import { expect, test } from '@playwright/test';
import { caughtMail } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

test('the contact form checks the fields, sends, and the emails reach support and the sender', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const email = `traveller-${stamp}@example.com`;
  const subject = `No data in Bangkok ${stamp}`;

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await snap(page, 'contact-en');

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

  await page.getByLabel('Name *').fill('Sokha Chan');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Phone (optional)').fill('+855 12 345 678');
  await page.getByLabel('Subject *').fill(subject);
  await page.getByLabel('Message *').fill('My eSIM shows full signal but no internet. Order DE-TEST.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you for your message! We will get back to you within 24 hours.',
  );
  await snap(page, 'contact-sent-en');

  await expect
    .poll(async () => (await caughtMail()).filter((message) => message.subject.includes(subject)).length, {
      timeout: 30_000,
    })
    .toBe(2);
  const caught = (await caughtMail()).filter((message) => message.subject.includes(subject));
  expect(caught.map((message) => message.subject).sort()).toEqual([
    `We received your message: ${subject}`,
    `[Contact] ${subject} – Sokha Chan`,
  ]);
  expect(caught.find((message) => message.subject.startsWith('We received'))?.envelope.to).toEqual([email]);

  await page.getByRole('button', { name: 'Send another message' }).click();
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'ទាក់ទងមកយើង' })).toBeVisible();
  await page.getByRole('button', { name: 'ផ្ញើសារ' }).click();
  await expect(page.getByRole('alert')).toHaveText('សូមបំពេញព័ត៌មានដែលត្រូវការទាំងអស់');
  await snap(page, 'contact-km');
});
