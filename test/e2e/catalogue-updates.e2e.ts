import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatUsd } from '@app/domain';
import { documentStillMarked, markDocument, packagesOnSale, type SalePackage } from './support/checkout';
import { chooseLanguage, snap } from './support/screenshots';
import { sameOrigin, sandboxControl } from './support/esims';
import { signInAdminRequest } from './support/accounts';
import { startTheApp } from './support/visits';

/** The catalogue queue as bull-board names it (queue names carry a Redis Cluster hash tag). */
const CATALOGUE_QUEUE = `/api/admin/queues/api/queues/${encodeURIComponent('{catalogue}')}`;

/**
 * An admin runs a full catalogue sync from the queue dashboard (bull-board's "add job"), and waits
 * for it. A run that finds another run holding the sync is skipped: then it is asked again.
 */
async function runFullSync(admin: APIRequestContext): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const added = await admin.post(`${CATALOGUE_QUEUE}/add`, {
      headers: sameOrigin(),
      data: { name: 'catalogue.sync', data: { full: true } },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const { job } = (await added.json()) as { job: { id: string } };
    let outcome: unknown;
    await expect
      .poll(
        async () => {
          const read = await admin.get(`${CATALOGUE_QUEUE}/${encodeURIComponent(job.id)}`);
          const body = (await read.json()) as { status: string; job: { returnValue: unknown } };
          outcome = body.job.returnValue;
          return body.status;
        },
        { timeout: 120_000, intervals: [1000] },
      )
      .toBe('completed');
    if (outcome === 'done') return;
  }
  throw new Error('the full catalogue sync was skipped five times');
}

/** A fixed plan that is not the cheapest (the checkout tests buy the cheapest ones). */
async function fixedPlan(request: APIRequestContext): Promise<SalePackage & { apiCode: string }> {
  await packagesOnSale(request);
  const all = (await (await request.get('/api/packages')).json()) as (SalePackage & { apiCode: string })[];
  const fixed = all.filter((pkg) => !pkg.isDayPass).sort((a, b) => a.priceCents - b.priceCents);
  return fixed[Math.floor(fixed.length / 2)] as SalePackage & { apiCode: string };
}

test.describe('catalogue pushes', () => {
  test('RoameSIM reprices a package, a sync picks it up: the open page shows the new price without a reload', async ({
    page,
    request,
    playwright,
  }) => {
    test.setTimeout(240_000);
    const pkg = await fixedPlan(request);
    const pushes: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"package_update"')) pushes.push(String(frame.payload));
      }),
    );
    await page.goto(`/package/${pkg.id}`);
    await expect(page.getByTestId('buy-button')).toHaveText(`Buy ${formatUsd(pkg.priceCents)}`);
    await markDocument(page);
    // the customer has used the page (a first visit's drawn page runs the app from the first key)
    await startTheApp(page);

    // Retail is the wholesale price × 5, rounded up to a dollar: $3 more wholesale is $15 more.
    const wholesale = pkg.priceCents / 100 / 5;
    const expected = pkg.priceCents + 1500;
    const admin = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const changed = await sandboxControl('POST', '/__control/roamesim/package', {
      apiCode: pkg.apiCode,
      price: Math.round((wholesale + 3) * 100) / 100,
    });
    try {
      await signInAdminRequest(admin);
      await runFullSync(admin);

      const served = (await (await request.get(`/api/packages/${pkg.id}`)).json()) as { priceCents: number };
      expect(served.priceCents).toBe(expected);
      await expect(page.getByTestId('buy-button')).toHaveText(`Buy ${formatUsd(expected)}`, {
        timeout: 30_000,
      });
      expect(pushes.length).toBeGreaterThan(0);
      expect(await documentStillMarked(page)).toBe(true);
      await snap(page, 'catalogue-push-price-en');
      await chooseLanguage(page, 'km');
      await expect(page.getByTestId('buy-button')).toContainText(formatUsd(expected));
      await snap(page, 'catalogue-push-price-km');
    } finally {
      await sandboxControl('POST', '/__control/roamesim/package', {
        apiCode: pkg.apiCode,
        price: changed.previousPrice,
      }).catch(() => undefined);
      await admin.dispose();
    }
  });
});
