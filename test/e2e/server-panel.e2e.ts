import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { sameOrigin } from './support/esims';
import { chooseLanguage, snap } from './support/screenshots';

test('the server panel shows a worker-run check pushed over /ws, without a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/servers?subdomain=admin');
  await expect(page.getByRole('heading', { name: 'Server Command Center' })).toBeVisible();
  // Heartbeats of the running api and worker processes.
  const processes = page.getByTestId('process-table');
  await expect(processes.getByRole('row', { name: /^api api/ })).toContainText('online');
  await expect(processes.getByRole('row', { name: /^worker worker/ })).toContainText('online');

  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await page.getByRole('button', { name: 'Refresh All' }).click();
  const probes = page.getByTestId('probe-table');
  await expect(probes).toBeVisible();
  await expect(probes.getByRole('row', { name: /PostgreSQL/ })).toContainText('online');
  await expect(probes.getByRole('row', { name: /SMTP/ })).toContainText('online');
  await expect(probes.getByRole('row', { name: /RoameSIM/ })).toContainText('online');
  expect(reloaded).toBe(false);
  await snap(page, 'admin-servers-en');

  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'មជ្ឈមណ្ឌលបញ្ជាម៉ាស៊ីនមេ' })).toBeVisible();
  await snap(page, 'admin-servers-km');
});

test('Add Server: a declared worker group shows as expected, not seen; the running worker’s name shows live', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/servers?subdomain=admin');
  const processes = page.getByTestId('process-table');
  await expect(processes.getByRole('row', { name: /^worker worker/ })).toBeVisible();
  const form = page.getByTestId('add-server');
  const group = `worker-reports-${Date.now().toString(36)}`;

  await form.getByLabel('Server name').fill(group);
  await expect(form.getByLabel('Region')).toHaveValue('Southeast Asia');
  await form.getByLabel('Type').selectOption('worker');
  await form.getByRole('button', { name: 'Add Server' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Server ${group} added` })).toBeVisible();
  const expected = processes.getByRole('row', { name: new RegExp(`^${group}`) });
  await expect(expected).toContainText('expected, not seen');
  await expect(expected).toContainText('Southeast Asia');
  await expect(page.getByTestId('expected-hint')).toContainText(`SERVER_NAME=${group}`);

  // A second declaration of the name is refused with the reason.
  await form.getByLabel('Server name').fill(group);
  await form.getByRole('button', { name: 'Add Server' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'A server with this name is already declared.' }),
  ).toBeVisible();

  // Declaring the running worker's name (its heartbeat's SERVER_NAME, by default its role): it is
  // seen at once, so it shows as the live process with the declared region, not as expected.
  await form.getByLabel('Server name').fill('worker');
  await form.getByLabel('Region').fill('Phnom Penh');
  await form.getByRole('button', { name: 'Add Server' }).click();
  const worker = processes.getByRole('row', { name: /^worker worker/ }).first();
  await expect(worker).toContainText('Phnom Penh');
  await expect(worker).toContainText('online');
  await expect(processes.getByTestId('expected-server').filter({ hasText: /^worker / })).toHaveCount(0);
  await snap(page, 'admin-servers-expected-en');

  await chooseLanguage(page, 'km');
  await expect(expected).toContainText('រំពឹងទុក តែមិនទាន់ឃើញ');
  await expect(page.getByTestId('add-server').getByRole('heading', { name: 'បន្ថែមម៉ាស៊ីនមេ' })).toBeVisible();
  await snap(page, 'admin-servers-expected-km');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'admin-servers-expected-km-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseLanguage(page, 'en');

  // Remove forgets both declarations.
  await expected.getByRole('button', { name: 'Remove' }).click();
  await expect(expected).toHaveCount(0);
  expect(
    (await page.request.delete('/api/monitoring/servers/worker', { headers: sameOrigin() })).status(),
  ).toBe(200);
  await expect(worker).not.toContainText('Phnom Penh');
});
