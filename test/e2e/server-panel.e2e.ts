import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { chooseLanguage, snap } from './support/screenshots';

test('the server panel shows a worker-run check pushed over /ws, without a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/servers?subdomain=admin');
  await expect(page.getByRole('heading', { name: 'Server Command Center' })).toBeVisible();
  // Heartbeats of the running api and worker processes.
  const processes = page.getByTestId('process-table');
  await expect(processes.getByRole('cell', { name: 'api', exact: true })).toBeVisible();
  await expect(processes.getByRole('cell', { name: 'worker', exact: true })).toBeVisible();

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
