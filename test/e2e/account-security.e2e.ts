import { expect, test } from '@playwright/test';
import { TotpCodes } from '../support/totp-codes';
import { signInAdminRequest } from './support/accounts';
import { latestTextTo } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

const unique = () => `${Date.now() % 1e7}`.padStart(7, '0');

test('forgot password: a code by email sets a new password, once', async ({ page, request }) => {
  const digits = unique();
  const customer = {
    fullName: 'Dara Reset',
    phone: `+855 8${digits.slice(0, 2)} ${digits.slice(2)}`,
    email: `dara.reset.${digits}@example.com`,
    password: 'Secret#123',
  };
  expect((await request.post('/api/auth/signup-phone', { data: customer })).status()).toBe(201);

  await page.goto('/');
  await page.getByRole('navigation').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await snap(page, 'forgot-password-en');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this email, a code is on its way');
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'ភ្លេចពាក្យសម្ងាត់' })).toBeVisible();
  await snap(page, 'forgot-password-sent-km');
  await chooseLanguage(page, 'en');

  // The email, as the customer reads it in the catcher: the code and the page to enter it.
  let mail: string | null = null;
  await expect
    .poll(async () => (mail = await latestTextTo(customer.email, 'password reset code')), { timeout: 30_000 })
    .not.toBeNull();
  const code = /\b(\d{8})\b/.exec(mail!)![1];
  expect(mail).toContain('/reset-password?email=');

  await page.getByRole('link', { name: 'I have a code' }).click();
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('New Password', { exact: true }).fill('Brand#New123');
  await page.getByLabel('Confirm New Password').fill('Brand#New123');
  await snap(page, 'reset-password-en');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed');

  const signIn = (password: string) =>
    request.post('/api/auth/signin-phone', { data: { phone: customer.phone, password } });
  // The old password first: a signed-in request context would need the CSRF origin for the second call.
  expect((await signIn(customer.password)).status()).toBe(401);
  expect((await signIn('Brand#New123')).status()).toBe(200);

  // The same code a second time: refused, in the chosen language.
  await page.goto(`/reset-password?email=${encodeURIComponent(customer.email)}`);
  await chooseLanguage(page, 'km');
  await page.locator('input[name="code"]').fill(code);
  await page.locator('input[name="password"]').fill('Other#Pass123');
  await page.locator('input[name="confirm"]').fill('Other#Pass123');
  await page.getByRole('button', { name: 'កំណត់ពាក្យសម្ងាត់ថ្មី' }).click();
  await expect(page.getByRole('alert')).toContainText('លេខកូដនេះខុស');
  await snap(page, 'reset-password-used-code-km');
});

test('a new admin sets up two-step verification, then signs in with a code', async ({ page, playwright }) => {
  const digits = unique();
  const admin = {
    fullName: 'Second Admin',
    phone: `+855 7${digits.slice(0, 2)} ${digits.slice(2)}`,
    email: `second.admin.${digits}@example.com`,
    password: 'Admin#Pass123',
    role: 'admin',
  };
  const boss = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await signInAdminRequest(boss);
  const created = await boss.post('/api/admin/users', {
    data: admin,
    headers: { origin: process.env.E2E_BASE_URL as string },
  });
  expect(created.status()).toBe(201);
  await boss.dispose();

  const signInWithPassword = async () => {
    // A navigation the app starts itself (after a sign-out, or a 401 sending it to sign-in) can
    // abort ours: let it settle and go again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.goto('/signin?subdomain=admin');
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await page.waitForLoadState('load');
      }
    }
    await page.getByLabel('Email or Phone').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
  };

  await signInWithPassword();
  await expect(page.getByRole('heading', { name: 'Set Up Two-Step Verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  // Until the code is given, the session opens nothing.
  expect((await page.request.get('/api/auth/user')).ok()).toBe(true);
  expect(((await (await page.request.get('/api/auth/user')).json()) as { user: unknown }).user).toBeNull();
  await snap(page, 'admin-mfa-enrol-en');
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'រៀបចំការផ្ទៀងផ្ទាត់ពីរជំហាន' })).toBeVisible();
  await snap(page, 'admin-mfa-enrol-km');
  await chooseLanguage(page, 'en');

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right or was already used');
  await snap(page, 'admin-mfa-code-refused-en');
  const codes = new TotpCodes();
  const enrolmentCode = await codes.next(secret);
  await page.getByLabel('Authentication code').fill(enrolmentCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Recovery Codes' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await snap(page, 'admin-mfa-recovery-codes-en');
  await page.getByRole('button', { name: 'Continue to Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // Next time: the password, then a code from the app.
  // Sign-out reloads the page 100 ms later: wait for that load before going on.
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign Out' }).click()]);
  await expect(page).toHaveURL(/\/signin\?subdomain=admin$/);
  await signInWithPassword();
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
  await chooseLanguage(page, 'km');
  await snap(page, 'admin-mfa-code-km');
  // A code works once: the enrolment's, given again within its minute, is refused.
  await page.getByLabel('លេខកូដផ្ទៀងផ្ទាត់').fill(enrolmentCode);
  await page.getByRole('button', { name: 'ផ្ទៀងផ្ទាត់' }).click();
  await expect(page.getByRole('alert')).toContainText('ត្រូវបានប្រើរួចហើយ');
  await expect(page).not.toHaveURL(/\/overview/);
  await snap(page, 'admin-mfa-code-used-km');
  await page.getByLabel('លេខកូដផ្ទៀងផ្ទាត់').fill(await codes.next(secret));
  await page.getByRole('button', { name: 'ផ្ទៀងផ្ទាត់' }).click();
  await expect(page).toHaveURL(/\/overview/);
});
