import { expect, test, type Page } from '@playwright/test';
import { adminTotp } from './support/accounts';
import { subjectsTo } from './support/mail';
import { chooseLanguage, snap } from './support/screenshots';

const unique = () => `${Date.now() % 1e7}`.padStart(7, '0');
const newCustomer = () => {
  const digits = unique();
  return {
    fullName: 'Sokha Chan',
    phone: `+855 9${digits.slice(0, 2)} ${digits.slice(2)}`,
    email: `sokha.${digits}@example.com`,
    password: 'Secret#123',
  };
};

const modal = (page: Page) => page.getByRole('dialog');

async function openAuthModal(page: Page) {
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /^(Login|ចូល)$/ })
    .click();
  await expect(modal(page)).toBeVisible();
}

/** Who the browser's session cookie belongs to (asked outside the page, which may be reloading after a sign-in). */
async function signedInUser(page: Page) {
  return (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } | null };
}

test('sign up, settings, change password, sign out, sign in again', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/');
  await openAuthModal(page);

  // Sign-in tab: both fields required, the error in the red box.
  await modal(page).getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(modal(page).getByRole('alert')).toHaveText('Phone and password are required');
  await snap(page, 'auth-signin-error-en');

  // Switching tabs clears the error and every field.
  await modal(page).getByLabel('Phone Number').fill('+855 12');
  await modal(page).getByRole('tab', { name: 'Sign Up' }).click();
  await expect(modal(page).getByRole('alert')).toHaveCount(0);
  await expect(modal(page).getByLabel('Phone Number')).toHaveValue('');

  // The live checklist, and the spec's password message.
  await modal(page).getByLabel('Full Name').fill(customer.fullName);
  await modal(page).getByLabel('Phone Number').fill(customer.phone);
  await modal(page).getByLabel('Email').fill(customer.email);
  await modal(page).getByLabel('Password', { exact: true }).fill('secret');
  const checklist = modal(page).getByTestId('password-checklist');
  await expect(checklist.locator('.done')).toHaveText([/One lowercase letter/]);
  await modal(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(modal(page).getByRole('alert')).toContainText('Password must contain:');
  await expect(modal(page).getByRole('alert')).toContainText('• One uppercase letter');
  await snap(page, 'auth-signup-error-en');

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'auth-signup-error-mobile-en');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A valid sign-up signs in at once and reloads at /.
  await modal(page).getByLabel('Password', { exact: true }).fill(customer.password);
  await expect(checklist.locator('.todo')).toHaveCount(0);
  await Promise.all([
    page.waitForEvent('load'),
    modal(page).getByRole('button', { name: 'Create Account' }).click(),
  ]);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  expect((await signedInUser(page)).user).not.toBeNull();
  const stored = await page.evaluate("JSON.parse(localStorage.getItem('derleng_user') ?? 'null')");
  expect(stored).toMatchObject({ fullName: customer.fullName, email: customer.email });
  // The session cookie is httpOnly: scripts cannot read it.
  expect(String(await page.evaluate('document.cookie'))).not.toContain('derleng_session');

  // Settings: account card, profile, change password.
  await page.goto('/settings');
  await expect(page.getByTestId('account-card')).toContainText(customer.fullName);
  await expect(page.getByText('Version 1.0.0')).toBeVisible();
  await snap(page, 'settings-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'settings-mobile-en');
  await page.setViewportSize({ width: 1280, height: 800 });

  const passwordForm = page.locator('form', { has: page.getByRole('heading', { name: 'Change Password' }) });
  await passwordForm.getByLabel('Current Password').fill('Wrong#999');
  await passwordForm.getByLabel('New Password', { exact: true }).fill('Another#456');
  await passwordForm.getByLabel('Confirm New Password').fill('Another#457');
  await passwordForm.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordForm.getByRole('alert')).toHaveText('New passwords do not match');
  await passwordForm.getByLabel('Confirm New Password').fill('Another#456');
  await passwordForm.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordForm.getByRole('alert')).toHaveText('Current password is incorrect');
  await passwordForm.getByLabel('Current Password').fill(customer.password);
  await passwordForm.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordForm.getByRole('status')).toContainText('Password changed successfully');
  // This browser keeps a fresh session after the change.
  expect((await signedInUser(page)).user).not.toBeNull();

  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'ការកំណត់' })).toBeVisible();
  await page.evaluate('window.scrollTo(0, 0)');
  await snap(page, 'settings-km');
  // A change made in Khmer is reported by email in Khmer; each change has its own email.
  const khmerForm = page.locator('form', { has: page.getByRole('heading', { name: 'ប្តូរពាក្យសម្ងាត់' }) });
  await khmerForm.getByLabel('ពាក្យសម្ងាត់បច្ចុប្បន្ន').fill('Another#456');
  await khmerForm.getByLabel('ពាក្យសម្ងាត់ថ្មី', { exact: true }).fill('Fourth#789');
  await khmerForm.getByLabel('បញ្ជាក់ពាក្យសម្ងាត់ថ្មី').fill('Fourth#789');
  await khmerForm.getByRole('button', { name: 'ធ្វើបច្ចុប្បន្នភាពពាក្យសម្ងាត់' }).click();
  await expect(khmerForm.getByRole('status')).toContainText('បានប្តូរពាក្យសម្ងាត់ដោយជោគជ័យ');
  await expect
    .poll(async () => (await subjectsTo(customer.email)).sort(), { timeout: 30_000 })
    .toEqual(['Your Derleng eSIM password was changed', 'ពាក្យសម្ងាត់ Derleng eSIM របស់អ្នកត្រូវបានផ្លាស់ប្តូរ'].sort());
  await chooseLanguage(page, 'en');

  // Sign out (with a confirmation): storage cleared, home, reloaded, signed out.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to sign out?');
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out' }).click(),
  ]);
  await expect(page).toHaveURL(/\/$/);
  expect((await signedInUser(page)).user).toBeNull();
  expect(await page.evaluate("localStorage.getItem('derleng_user')")).toBeNull();

  // The old password no longer works; the new one does.
  await openAuthModal(page);
  await modal(page).getByLabel('Phone Number').fill(customer.phone);
  await modal(page).getByLabel('Password', { exact: true }).fill(customer.password);
  await modal(page).getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(modal(page).getByRole('alert')).toHaveText('Sign in failed');
  await modal(page).getByLabel('Password', { exact: true }).fill('Fourth#789');
  await Promise.all([
    page.waitForEvent('load'),
    modal(page).getByRole('button', { name: 'Sign In', exact: true }).last().click(),
  ]);
  expect((await signedInUser(page)).user).not.toBeNull();
});

test('the auth modal in Khmer, with an error on each tab', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'km');
  await openAuthModal(page);
  await modal(page).getByRole('button', { name: 'ចូលគណនី', exact: true }).last().click();
  await expect(modal(page).getByRole('alert')).toHaveText('ត្រូវការលេខទូរស័ព្ទ និងពាក្យសម្ងាត់');
  await snap(page, 'auth-signin-error-km');
  await modal(page).getByRole('tab', { name: 'ចុះឈ្មោះ' }).click();
  await modal(page).getByRole('button', { name: 'បង្កើតគណនី' }).click();
  await expect(modal(page).getByRole('alert')).toHaveText('ត្រូវការឈ្មោះ លេខទូរស័ព្ទ អ៊ីមែល និងពាក្យសម្ងាត់');
  await snap(page, 'auth-signup-error-km');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'auth-signup-error-mobile-km');
});

test('a customer cannot open the admin app', async ({ page }) => {
  const customer = newCustomer();
  await page.request.post('/api/auth/signup-phone', { data: customer });
  const signedIn = await page.request.post('/api/auth/signin-phone', {
    data: { phone: customer.phone, password: customer.password },
  });
  expect(signedIn.ok()).toBe(true);
  expect((await page.request.get('/api/system/processes')).status()).toBe(403);
  await page.goto('/servers?subdomain=admin');
  // Sent to sign-in, which will come back to the page asked for.
  await expect(page).toHaveURL(/\/signin\?subdomain=admin&next=%2Fservers/);
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Server Command Center' })).toHaveCount(0);
  // Their own credentials do not open it either.
  await page.getByLabel('Email or Phone').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
  await expect(page.getByRole('alert')).toContainText('Sign In Failed');
  await expect(page.getByRole('alert')).toContainText(
    'Invalid admin credentials. Please check your email and password.',
  );
  await snap(page, 'admin-signin-error-en');
});

test('an admin signs in on /signin and gets the panel', async ({ page }) => {
  await page.goto('/signin?subdomain=admin');
  await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or phone is required');
  await snap(page, 'admin-signin-en');
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'ចូលគណនីអ្នកគ្រប់គ្រង' })).toBeVisible();
  // The error shown follows the language switch.
  await expect(page.getByRole('alert')).toHaveText('ត្រូវការអ៊ីមែល ឬលេខទូរស័ព្ទ');
  await snap(page, 'admin-signin-km');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'admin-signin-mobile-km');
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseLanguage(page, 'en');

  await page.getByLabel('Email or Phone').fill(process.env.E2E_ADMIN_PHONE as string);
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD as string);
  await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
  // The second step: a code from the authenticator app.
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await adminTotp());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect(await page.evaluate("JSON.parse(localStorage.getItem('adminUser') ?? 'null')")).toMatchObject({
    role: 'admin',
  });
  // Sign-out reloads the page 100 ms later: wait for that load before going on.
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign Out' }).click()]);
  await expect(page).toHaveURL(/\/signin\?subdomain=admin$/);
  await page.goto('/servers?subdomain=admin');
  await expect(page).toHaveURL(/\/signin\?subdomain=admin&next=%2Fservers/);
});

test('a guard names its page, and signing in there (with a local number) comes back to it', async ({
  page,
}) => {
  const customer = newCustomer();
  expect((await page.request.post('/api/auth/signup-phone', { data: customer })).status()).toBe(201);
  const usage = '/esim/00000000-0000-4000-8000-000000000000/usage';
  await page.goto(usage);
  await expect(page.getByTestId('guard-text')).toHaveText('Please sign in to see this eSIM’s data usage.');
  await snap(page, 'guard-usage-en');
  await page.getByRole('alert').getByRole('button', { name: 'Sign In' }).click();
  // the number as dialled in Cambodia: 0 and the subscriber number
  await modal(page)
    .getByLabel('Phone Number')
    .fill(`0${customer.phone.replace(/\D/g, '').slice(3)}`);
  await modal(page).getByLabel('Password', { exact: true }).fill(customer.password);
  await modal(page).getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`${usage}$`));
  await expect.poll(async () => (await signedInUser(page)).user).not.toBeNull();
  await expect(page.getByTestId('guard-text')).toHaveCount(0);
});
