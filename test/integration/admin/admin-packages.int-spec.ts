import { CatalogueService, CatalogueSyncService } from '@app/catalogue';
import { JobProducer } from '@app/core';
import type { AdminPackagePage, AdminPackageRow, PackageSummary } from '@app/contracts';
import { adjustRetailPrice, retailFromWholesale } from '@app/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { buildCatalogue } from '../../../apps/sandbox/src/roamesim/catalogue';
import { Harness, startHarness } from '../../support/harness';
import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { until, waitForCatalogue } from '../catalogue/support';
import { as, provisionableApiCode } from './admin-support';

jest.setTimeout(240_000);

const FIELDS = {
  destination: 'Atlantis',
  continent: 'Europe',
  data: '3GB',
  days: 15,
  countryCode: 'AT',
  priceCents: 1900,
  costCents: 350,
  type: 'Fixed',
  plan: 'Atlantis 3GB 15 Days',
};

describe('admin packages and settings', () => {
  let harness: Harness;
  let admin: TestUser;
  let customer: TestUser;
  let db: DataSource;
  const sandbox = buildCatalogue();

  beforeAll(async () => {
    harness = await startHarness({ sandbox: true });
    db = harness.worker!.get(DataSource);
    await waitForCatalogue(harness, sandbox.packages.length, 180_000);
    await until(async () => {
      const status = await harness.worker!.get(CatalogueService).syncStatus();
      return status.lastFullSyncAt && !status.isRunning ? true : undefined;
    }, 'the full load to finish');
    // This file drives syncs itself.
    await harness.worker!.get(JobProducer).queue('catalogue').removeJobScheduler('catalogue.sync');
    admin = await signedInAdmin(harness);
    customer = await signedInCustomer(harness);
  });
  afterAll(() => harness?.close());

  const changeEvents = async (): Promise<number> =>
    (await db.query("SELECT count(*)::int AS n FROM outbox_event WHERE type = 'catalogue.changed'"))[0].n;
  const page = async (query: string): Promise<AdminPackagePage> =>
    (await as(harness, admin).get(`/api/admin/packages${query}`).expect(200)).body;
  const served = async (): Promise<PackageSummary[]> =>
    (await request(harness.url).get('/api/packages').expect(200)).body;
  /** A full sync run (another run holding the sync is waited out). */
  const fullSync = () =>
    until(
      async () => ((await harness.worker!.get(CatalogueSyncService).run({ full: true })) ? true : undefined),
      'a full sync run',
      120_000,
      500,
    );
  const newApiCode = () => `ADM-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

  it('refuses customers and anonymous callers on every package and settings route', async () => {
    const calls = [
      (user: TestUser | null) => as(harness, user).get('/api/admin/packages'),
      (user: TestUser | null) => as(harness, user).get('/api/admin/packages/export.csv'),
      (user: TestUser | null) =>
        as(harness, user).post('/api/admin/packages', { ...FIELDS, apiCode: newApiCode() }),
      (user: TestUser | null) => as(harness, user).patch('/api/admin/packages/1', { priceCents: 100 }),
      (user: TestUser | null) =>
        as(harness, user).patch('/api/admin/packages/1/availability', { isAvailable: false }),
      (user: TestUser | null) => as(harness, user).delete('/api/admin/packages/1'),
      (user: TestUser | null) =>
        as(harness, user).post('/api/packages/bulk-price-update', { percentage: 50 }),
      (user: TestUser | null) => as(harness, user).post('/api/admin/packages/fix-types'),
      (user: TestUser | null) => as(harness, user).post('/api/admin/packages/update-pricing-5x'),
      (user: TestUser | null) => as(harness, user).get('/api/admin/settings'),
      (user: TestUser | null) => as(harness, user).patch('/api/admin/settings', { markup: 2 }),
    ];
    const before = await db.query('SELECT id, retail_cents, is_available FROM package ORDER BY id');
    for (const call of calls) {
      expect((await call(null)).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
    }
    expect(await db.query('SELECT id, retail_cents, is_available FROM package ORDER BY id')).toEqual(before);
    expect((await as(harness, admin).get('/api/admin/settings').expect(200)).body.markup).toBe(5);
  });

  it('pages, searches by destination or API code, filters by continent and type, and counts', async () => {
    const all = await page('');
    expect(all.total).toBe(1404);
    expect(all.items).toHaveLength(10);
    expect(all.stats).toMatchObject({ total: 1404, available: 1404 });
    expect(all.stats.continentNames).toContain('Common');
    expect(all.stats.continents).toBe(all.stats.continentNames.filter((name) => name !== 'Common').length);
    expect(all.stats.continents).toBeGreaterThan(2);

    const thai = await page('?search=thailand&pageSize=50');
    expect(thai.total).toBeGreaterThan(0);
    expect(
      thai.items.every((row) => /thailand/i.test(row.destination) || /thailand/i.test(row.apiCode)),
    ).toBe(true);
    const code = thai.items[0].apiCode;
    const byCode = await page(`?search=${encodeURIComponent(code)}`);
    expect(byCode.items.map((row) => row.apiCode)).toContain(code);

    const continent = all.stats.continentNames.find((name) => name !== 'Common')!;
    const inContinent = await page(`?continent=${encodeURIComponent(continent)}&pageSize=50`);
    expect(inContinent.total).toBeGreaterThan(0);
    expect(inContinent.total).toBeLessThan(1404);
    expect(inContinent.items.every((row) => row.continent === continent)).toBe(true);

    const dayPass = await page('?type=DayPass&pageSize=50');
    const fixed = await page('?type=Fixed&pageSize=50');
    expect(dayPass.total + fixed.total).toBe(1404);
    expect(dayPass.items.every((row) => row.type === 'DayPass' && row.apiCode.includes('?'))).toBe(true);
    expect(fixed.items.every((row) => row.type === 'Fixed' && !row.apiCode.includes('?'))).toBe(true);

    const first = await page('?pageSize=15&page=1');
    const second = await page('?pageSize=15&page=2');
    expect(second.items).toHaveLength(15);
    const ids = new Set([...first.items, ...second.items].map((row) => row.id));
    expect(ids.size).toBe(30);

    const bad = await as(harness, admin).get('/api/admin/packages?pageSize=20').expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/pageSize must be one of 10, 15, 50/);
    const badType = await as(harness, admin).get('/api/admin/packages?type=Weekly').expect(400);
    expect(JSON.stringify(badType.body.message)).toMatch(/type must be one of Fixed, DayPass/);
  });

  it('creates a package that the storefront sells, and refuses bad fields with a 400 naming them', async () => {
    const events = await changeEvents();
    const apiCode = await provisionableApiCode(harness);
    const created: AdminPackageRow = (
      await as(harness, admin)
        .post('/api/admin/packages', { ...FIELDS, apiCode })
        .expect(201)
    ).body;
    expect(created).toMatchObject({
      ...FIELDS,
      apiCode,
      origin: 'admin',
      isAvailable: true,
      withdrawn: false,
    });
    expect(await changeEvents()).toBe(events + 1);
    await until(
      async () =>
        (await served()).find((p) => p.apiCode === apiCode)?.priceCents === 1900 ? true : undefined,
      'the new package on sale',
    );

    const refused = async (body: object, field: RegExp) => {
      const reply = await as(harness, admin).post('/api/admin/packages', {
        ...FIELDS,
        apiCode: newApiCode(),
        ...body,
      });
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body.message)).toMatch(field);
    };
    await refused({ destination: '  ' }, /destination is required/);
    await refused({ priceCents: 12.5 }, /priceCents must be a whole number of cents/);
    await refused({ priceCents: 0 }, /priceCents must be more than 0/);
    await refused({ days: 0 }, /days must be 1 or more/);
    await refused({ data: 'lots' }, /data must be an amount with MB or GB/);
    await refused({ type: 'Weekly' }, /type must be one of Fixed, DayPass/);
    await refused({ type: 'DayPass' }, /type DayPass needs an apiCode with '\?'/);
    await refused({ apiCode }, /apiCode is already used by package/);
    await refused({ extra: 1 }, /property extra should not exist/);
    expect(await changeEvents()).toBe(events + 1);
  });

  it('refuses a package under an API code RoameSIM cannot provision: 422 naming it, nothing created', async () => {
    const events = await changeEvents();
    const unknown = newApiCode();
    const reply = await as(harness, admin)
      .post('/api/admin/packages', { ...FIELDS, apiCode: unknown })
      .expect(422);
    expect(reply.body).toMatchObject({
      code: 'API_CODE_NOT_PROVISIONABLE',
      message: `apiCode: RoameSIM cannot provision ${unknown} (NOT_FOUND)`,
    });
    expect(await db.query('SELECT id FROM package WHERE api_code = $1', [unknown])).toEqual([]);
    expect(await changeEvents()).toBe(events);
    expect((await served()).some((p) => p.apiCode === unknown)).toBe(false);

    // The same holds for a hand-made package moved to another code.
    const made: AdminPackageRow = (
      await as(harness, admin)
        .post('/api/admin/packages', { ...FIELDS, apiCode: await provisionableApiCode(harness) })
        .expect(201)
    ).body;
    const moved = await as(harness, admin)
      .patch(`/api/admin/packages/${made.id}`, { apiCode: unknown })
      .expect(422);
    expect(moved.body.code).toBe('API_CODE_NOT_PROVISIONABLE');
    expect((await db.query('SELECT api_code FROM package WHERE id = $1', [made.id]))[0].api_code).toBe(
      made.apiCode,
    );
  });

  it('an edit changes what GET /api/packages serves, with one catalogue.changed event', async () => {
    const [target] = (await page('?type=Fixed&search=japan')).items;
    const events = await changeEvents();
    const edited = await as(harness, admin)
      .patch(`/api/admin/packages/${target.id}`, { priceCents: target.priceCents + 700 })
      .expect(200);
    expect(edited.body.priceCents).toBe(target.priceCents + 700);
    expect(await changeEvents()).toBe(events + 1);
    await until(
      async () =>
        (await served()).find((p) => p.id === target.id)?.priceCents === target.priceCents + 700
          ? true
          : undefined,
      'the new price served',
    );
    // Nothing changed: nothing written.
    await as(harness, admin)
      .patch(`/api/admin/packages/${target.id}`, { priceCents: target.priceCents + 700 })
      .expect(200);
    expect(await changeEvents()).toBe(events + 1);
    // RoameSIM owns the other fields of a synced package.
    const refused = await as(harness, admin)
      .patch(`/api/admin/packages/${target.id}`, { destination: 'Elsewhere' })
      .expect(400);
    expect(refused.body.message).toMatch(/destination comes from RoameSIM/);
    const notNumber = await as(harness, admin)
      .patch('/api/admin/packages/abc', { priceCents: 100 })
      .expect(400);
    expect(notNumber.body.message).toMatch(/id must be/);
    await as(harness, admin).patch('/api/admin/packages/2000000000', { priceCents: 100 }).expect(404);
  });

  it('the Available switch takes a package off sale and back', async () => {
    const [target] = (await page('?search=singapore')).items;
    const off = await as(harness, admin)
      .patch(`/api/admin/packages/${target.id}/availability`, { isAvailable: false })
      .expect(200);
    expect(off.body.package).toMatchObject({ id: target.id, isAvailable: false });
    await until(
      async () => ((await served()).some((p) => p.id === target.id) ? undefined : true),
      'off sale',
    );
    expect((await page('')).stats.available).toBe((await page('')).stats.total - 1);
    await as(harness, admin)
      .patch(`/api/admin/packages/${target.id}/availability`, { isAvailable: true })
      .expect(200);
    await until(async () => ((await served()).some((p) => p.id === target.id) ? true : undefined), 'on sale');
  });

  it('adjusts every price by a percentage with the domain rule, in one announced change', async () => {
    const before: { id: number; retail_cents: number }[] = await db.query(
      'SELECT id, retail_cents FROM package WHERE removed_at IS NULL ORDER BY id',
    );
    const events = await changeEvents();
    const reply = await as(harness, admin)
      .post('/api/packages/bulk-price-update', { percentage: 12.5 })
      .expect(200);
    const expected = before.map((row) => ({
      id: row.id,
      retail_cents: adjustRetailPrice(row.retail_cents, 12.5),
    }));
    expect(reply.body).toEqual({
      updated: expected.filter((row, i) => row.retail_cents !== before[i].retail_cents).length,
      percentage: 12.5,
    });
    expect(
      await db.query('SELECT id, retail_cents FROM package WHERE removed_at IS NULL ORDER BY id'),
    ).toEqual(expected);
    // $35.00 + 12.5% = $39.375 → up to the whole dollar.
    expect(adjustRetailPrice(3500, 12.5)).toBe(4000);
    expect(await changeEvents()).toBe(events + 1);

    for (const [body, message] of [
      [{ percentage: 'ten' }, /percentage must be a number/],
      [{ percentage: -100 }, /percentage must be greater than -100/],
      [{}, /percentage must be a number/],
    ] as const) {
      const bad = await as(harness, admin).post('/api/packages/bulk-price-update', body).expect(400);
      expect(JSON.stringify(bad.body.message)).toMatch(message);
    }
  });

  it('stores the markup setting, which the next sync and "Update to 5x Markup" use', async () => {
    const bad = await as(harness, admin).patch('/api/admin/settings', { markup: 0.5 }).expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/markup must be at least 1/);
    expect((await as(harness, admin).get('/api/admin/settings').expect(200)).body).toEqual({
      markup: 5,
      markupSource: 'environment',
      version: 'v1.0.0',
      database: 'PostgreSQL',
    });
    await as(harness, admin).patch('/api/admin/settings', { markup: 3 }).expect(200);
    expect((await as(harness, admin).get('/api/admin/settings')).body).toMatchObject({
      markup: 3,
      markupSource: 'setting',
    });

    // A wholesale price the sync sees change is repriced at the setting.
    const [row]: { id: number; api_code: string }[] = await db.query(
      "SELECT id, api_code FROM package WHERE origin = 'roamesim' AND removed_at IS NULL ORDER BY id LIMIT 1",
    );
    await db.query('UPDATE package SET wholesale_cents = wholesale_cents + 1 WHERE id = $1', [row.id]);
    await fullSync();
    const wholesale = Math.round(sandbox.byApiCode(row.api_code)!.price * 100);
    const [after] = await db.query('SELECT retail_cents FROM package WHERE id = $1', [row.id]);
    expect(after.retail_cents).toBe(retailFromWholesale(wholesale, 3));
    expect(retailFromWholesale(wholesale, 3)).not.toBe(retailFromWholesale(wholesale, 5));

    const repriced = await as(harness, admin).post('/api/admin/packages/update-pricing-5x').expect(200);
    expect(repriced.body.updated).toBeGreaterThan(1000);
    const [{ wrong }] = await db.query(
      "SELECT count(*)::int AS wrong FROM package WHERE origin = 'roamesim' AND retail_cents < wholesale_cents * 3",
    );
    expect(wrong).toBe(0);
    await as(harness, admin).patch('/api/admin/settings', { markup: 5 }).expect(200);
    await as(harness, admin).post('/api/admin/packages/update-pricing-5x').expect(200);
  });

  it('fixes package types from the API code', async () => {
    const [row]: { id: number }[] = await db.query(
      "SELECT id FROM package WHERE api_code LIKE '%?%' AND removed_at IS NULL ORDER BY id LIMIT 1",
    );
    await db.query('UPDATE package SET is_day_pass = false WHERE id = $1', [row.id]);
    const reply = await as(harness, admin).post('/api/admin/packages/fix-types').expect(200);
    expect(reply.body.analysis.fixed).toBe(1);
    const [fixed] = await db.query('SELECT is_day_pass, min_days, max_days FROM package WHERE id = $1', [
      row.id,
    ]);
    expect(fixed).toEqual({ is_day_pass: true, min_days: 1, max_days: 30 });
    expect(
      (await as(harness, admin).post('/api/admin/packages/fix-types').expect(200)).body.analysis.fixed,
    ).toBe(0);
  });

  it('deletes an unsold hand-made package, and withdraws a sold or synced one for good', async () => {
    const made: AdminPackageRow = (
      await as(harness, admin)
        .post('/api/admin/packages', { ...FIELDS, apiCode: await provisionableApiCode(harness) })
        .expect(201)
    ).body;
    expect((await as(harness, admin).delete(`/api/admin/packages/${made.id}`).expect(200)).body).toEqual({
      deleted: true,
      withdrawn: false,
    });
    expect(await db.query('SELECT id FROM package WHERE id = $1', [made.id])).toEqual([]);

    // A sold package is withdrawn, not deleted: the order line keeps pointing at it.
    const sold: AdminPackageRow = (
      await as(harness, admin)
        .post('/api/admin/packages', { ...FIELDS, apiCode: await provisionableApiCode(harness) })
        .expect(201)
    ).body;
    await until(async () => ((await served()).some((p) => p.id === sold.id) ? true : undefined), 'on sale');
    const order = await as(harness, null)
      .post('/api/create-order', {
        customerName: 'Sok Dara',
        customerEmail: 'sok@example.com',
        customerPhone: '+855 12 345 678',
        items: [{ packageId: sold.id, quantity: 1 }],
        totalAmount: '19.00',
        paymentMethod: 'payway_khqr',
        sessionId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      })
      .expect(201);
    expect((await as(harness, admin).delete(`/api/admin/packages/${sold.id}`).expect(200)).body).toEqual({
      deleted: false,
      withdrawn: true,
    });
    const [kept] = await db.query(
      'SELECT removed_at IS NOT NULL AS removed, withdrawn_at IS NOT NULL AS withdrawn, is_available FROM package WHERE id = $1',
      [sold.id],
    );
    expect(kept).toEqual({ removed: true, withdrawn: true, is_available: false });
    const detail = await as(harness, admin).get(`/api/admin/orders/${order.body.orderNumber}`).expect(200);
    expect(detail.body.items[0]).toMatchObject({
      packageId: sold.id,
      destination: 'Atlantis',
      unitCents: 1900,
    });

    const [synced] = (await page('?search=vietnam')).items;
    expect((await as(harness, admin).delete(`/api/admin/packages/${synced.id}`).expect(200)).body).toEqual({
      deleted: false,
      withdrawn: true,
    });
    await until(
      async () => ((await served()).some((p) => p.id === synced.id) ? undefined : true),
      'withdrawn',
    );
    await fullSync();
    expect((await served()).some((p) => p.id === synced.id)).toBe(false);
    expect(
      (await page(`?search=${encodeURIComponent(synced.apiCode)}`)).items.map((r) => r.id),
    ).not.toContain(synced.id);
    await as(harness, admin).delete(`/api/admin/packages/${synced.id}`).expect(404);
  });

  it('exports the listed packages as CSV, made by the server', async () => {
    const reply = await as(harness, admin).get('/api/admin/packages/export.csv?type=DayPass').expect(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="packages.csv"/);
    const lines = reply.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,destination,continent,country_code,data,days,price_usd,cost_usd,api_code,type,plan,available,withdrawn,origin',
    );
    const dayPass = await page('?type=DayPass');
    expect(lines).toHaveLength(dayPass.total + 1);
    const first = dayPass.items[0];
    const line = lines.find((text) => text.startsWith(`${first.id},`))!;
    expect(line).toContain(`,${(first.priceCents / 100).toFixed(2)},`);
    expect(line).toContain(first.apiCode);
    expect(line).toContain(',DayPass,');
  });
});
