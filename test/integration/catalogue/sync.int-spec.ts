import { CatalogueSyncService, CatalogueService } from '@app/catalogue';
import { JobProducer } from '@app/core';
import type { PackageSummary } from '@app/contracts';
import { retailFromWholesale, classifyDestination } from '@app/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { buildCatalogue } from '../../../apps/sandbox/src/roamesim/catalogue';
import { Harness, startHarness } from '../../support/harness';
import { until, waitForCatalogue } from './support';

jest.setTimeout(240_000);

describe('catalogue sync from the RoameSIM sandbox', () => {
  let harness: Harness;
  let sync: CatalogueSyncService;
  let catalogue: CatalogueService;
  let db: DataSource;
  const sandbox = buildCatalogue();

  beforeAll(async () => {
    harness = await startHarness({ sandbox: true });
    const worker = harness.worker!;
    sync = worker.get(CatalogueSyncService);
    catalogue = worker.get(CatalogueService);
    db = worker.get(DataSource);
  });

  afterAll(async () => {
    await harness?.close();
  });

  /** The catalogue.changed events written so far (each becomes a package_update push), oldest first. */
  const changeEvents = async (): Promise<{ newPackages: number; updatedPackages: number }[]> =>
    (await db.query("SELECT payload FROM outbox_event WHERE type = 'catalogue.changed' ORDER BY id")).map(
      (row: { payload: { newPackages: number; updatedPackages: number } }) => row.payload,
    );

  // How fast the first load is, is a figure for `npm run bench`, not an assertion here.
  it('loads the whole catalogue at the worker’s first start', async () => {
    const packages = await waitForCatalogue(harness, sandbox.packages.length, 180_000);
    expect(packages).toBeGreaterThanOrEqual(1000);
    expect(packages).toBe(1404);
    const status = await until(async () => {
      const value = await catalogue.syncStatus();
      return value.lastFullSyncAt && !value.isRunning ? value : undefined;
    }, 'the full load to finish');
    // A 20-SKU cycle may already have followed the full load: either way nothing failed.
    expect(status.successfulSkus).toBe(status.totalSkus);
    expect(status).toMatchObject({
      failedSkus: 0,
      skuCount: 154,
      packagesInCatalogue: 1404,
      uniqueDestinations: 154,
      targetPackages: 1404,
      currentSku: null,
    });
    expect(status.recentPackages).toHaveLength(8);
    expect(status.recentPackages[0]).toMatch(/ — \$\d+\.00$/);
    expect(status.errors).toEqual([]);
    // Stop the repeating cycles so the rest of this file drives runs itself.
    await harness.worker!.get(JobProducer).queue('catalogue').removeJobScheduler('catalogue.sync');
  });

  it('prices every package at wholesale × markup, rounded up to a whole dollar, in cents', async () => {
    const list = (await request(harness.url).get('/api/packages').expect(200)).body as PackageSummary[];
    expect(list).toHaveLength(1404);
    for (const pkg of list) {
      const source = sandbox.byApiCode(pkg.apiCode)!;
      expect(pkg.priceCents).toBe(retailFromWholesale(Math.round(source.price * 100), 5));
      expect(pkg.priceCents % 100).toBe(0);
      expect(pkg.price).toBe((pkg.priceCents / 100).toFixed(2));
      expect(pkg.isDayPass).toBe(pkg.apiCode.includes('?'));
      expect(pkg.type).toBe(pkg.isDayPass ? 'DayPass' : 'Fixed Plan');
      expect(pkg.kind).toBe(classifyDestination(pkg.destination, pkg.continent));
    }
    const kinds = (name: string) => new Set(list.filter((p) => p.destination === name).map((p) => p.kind));
    expect(kinds('Hong Kong')).toEqual(new Set(['country']));
    expect(kinds('USA & Canada')).toEqual(new Set(['region']));
    expect(kinds('Asia Pacific')).toEqual(new Set(['region']));
    expect(list.find((p) => p.destination === 'Asia')?.continent).toBe('Common');
  });

  it('reprices the whole catalogue at the markup setting (the admin’s 5x action)', async () => {
    await db.query(
      'UPDATE package SET retail_cents = 100 WHERE id IN (SELECT id FROM package ORDER BY id LIMIT 3)',
    );
    const before = await changeEvents();
    expect(await catalogue.applyMarkup()).toBe(3);
    // Open storefronts hear of it (package_update) like any sync change.
    expect((await changeEvents()).slice(before.length)).toEqual([
      expect.objectContaining({ newPackages: 0, updatedPackages: 3 }),
    ]);
    const [{ wrong }] = await db.query(
      'SELECT count(*)::int AS wrong FROM package WHERE retail_cents < wholesale_cents * 5 OR retail_cents % 100 <> 0',
    );
    expect(wrong).toBe(0);
    expect(await catalogue.applyMarkup(5)).toBe(0);
  });

  it('computes the marketing figures from the catalogue', async () => {
    const stats = (await request(harness.url).get('/api/catalogue/stats').expect(200)).body;
    expect(stats).toEqual({
      destinations: 154,
      countries: 130,
      regions: 24,
      packages: 1404,
      countriesCovered: 130,
    });
    const cards = (await request(harness.url).get('/api/destinations').expect(200)).body as {
      destination: string;
    }[];
    expect(cards).toHaveLength(154);
  });

  it('takes 20 SKUs a cycle from a cursor kept in the database, changing nothing when nothing changed', async () => {
    // A cycle queued before the scheduler was removed may still be running: start from a quiet state.
    const before = await until(async () => {
      const status = await catalogue.syncStatus();
      return status.isRunning ? undefined : status;
    }, 'no sync running');
    const first = await until(() => sync.run().then((r) => r ?? undefined), 'a free sync lease');
    expect(first).toMatchObject({
      mode: 'cycle',
      processedSkus: 20,
      failedSkus: 0,
      newPackages: 0,
      updatedPackages: 0,
    });
    const after = await catalogue.syncStatus();
    expect(after.nextSkuIndex).toBe((before.nextSkuIndex + 20) % 154);
    expect(after.catalogueVersion).toBe(before.catalogueVersion);
    await sync.run();
    expect((await catalogue.syncStatus()).nextSkuIndex).toBe((before.nextSkuIndex + 40) % 154);
  });

  it('re-adds a package the catalogue lost and withdraws one the provider does not list', async () => {
    const [{ id: lostId }] = await db.query("SELECT id FROM package WHERE api_code = '101-0-7-1-G'");
    await db.query('DELETE FROM package WHERE id = $1', [lostId]);
    await db.query(
      `INSERT INTO package (price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb, days,
        is_day_pass, wholesale_cents, retail_cents, renewable)
       VALUES (999999, 'GHOST-1', 101, 'Cambodia', 'KH', 'Ghost plan', '9GB', 'GB', 9216, 9, false, 100, 500, true)`,
    );
    const result = await sync.run({ full: true });
    expect(result).toMatchObject({ mode: 'full', processedSkus: 154, newPackages: 1, failedSkus: 0 });
    const list = (await request(harness.url).get('/api/packages').expect(200)).body as PackageSummary[];
    await until(
      async () => {
        const fresh = (await request(harness.url).get('/api/packages')).body as PackageSummary[];
        return fresh.some((p) => p.apiCode === '101-0-7-1-G') && !fresh.some((p) => p.apiCode === 'GHOST-1')
          ? true
          : undefined;
      },
      'the api cache to follow the change',
      5000,
    );
    expect(list.length).toBe(1404);
    const [ghost] = await db.query("SELECT withdrawn_at FROM package WHERE api_code = 'GHOST-1'");
    expect(ghost.withdrawn_at).not.toBeNull();
  });

  it('withdraws the packages of a SKU the provider stopped listing, and says so to open storefronts', async () => {
    await db.query(
      `INSERT INTO package (price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb, days,
        is_day_pass, wholesale_cents, retail_cents, renewable)
       VALUES (999998, 'GONE-SKU-1', 987654, 'Atlantis', 'AT', 'Atlantis 1GB', '1GB', 'GB', 1024, 7, false, 100, 500, true)`,
    );
    const before = await changeEvents();
    await sync.run({ full: false });
    const [gone] = await db.query("SELECT withdrawn_at FROM package WHERE api_code = 'GONE-SKU-1'");
    expect(gone.withdrawn_at).not.toBeNull();
    expect((await changeEvents()).slice(before.length)).toContainEqual(
      expect.objectContaining({ newPackages: 0, updatedPackages: 1 }),
    );
  });

  it('records a failed SKU and keeps going', async () => {
    const client = (sync as unknown as { client: { getPackages: (id: number) => Promise<unknown> } }).client;
    const spy = jest.spyOn(client, 'getPackages').mockRejectedValueOnce(new Error('provider hiccup'));
    const result = await sync.run();
    spy.mockRestore();
    expect(result).toMatchObject({ processedSkus: 20, failedSkus: 1 });
    const status = await catalogue.syncStatus();
    expect(status.failedSkus).toBe(1);
    expect(status.errors[0]).toMatch(/^SKU \d+ \(.+\): provider hiccup$/);
  });

  it('records a run that could not start and frees the sync for the next one', async () => {
    harness.sandbox!.ctx.faults.roamesim.failNext = 1;
    await expect(sync.run()).rejects.toThrow(/HTTP 500/);
    const status = await catalogue.syncStatus();
    expect(status.isRunning).toBe(false);
    expect(status.errors[0]).toMatch(/^sync stopped: .*getSkus/);
    expect(await sync.run()).toMatchObject({ mode: 'cycle', failedSkus: 0 });
  });
});
