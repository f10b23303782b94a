import type { AdminPackageRow, AuditPage, BulkPreview } from '@app/contracts';
import { adjustRetailPrice, formatUsd } from '@app/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Harness, startHarness } from '../../support/harness';
import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { as, provisionableApiCode } from './admin-support';

jest.setTimeout(120_000);

interface Entry {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
}

const packageInput = (apiCode: string, extra: object = {}) => ({
  destination: 'Auditland',
  continent: 'Europe',
  data: '3GB',
  days: 15,
  countryCode: 'AU',
  priceCents: 1900,
  costCents: 350,
  apiCode,
  type: 'Fixed',
  plan: '',
  ...extra,
});

describe('the audit log', () => {
  let harness: Harness;
  let admin: TestUser;
  let db: DataSource;
  let lastId = 0;

  beforeAll(async () => {
    harness = await startHarness({ worker: false, sandbox: true });
    for (const code of ['AUDIT-A1', 'AUDIT-B1', 'AUDIT-DP?', 'AUDIT-W1'])
      await provisionableApiCode(harness, code);
    db = harness.api!.get(DataSource);
    admin = await signedInAdmin(harness);
  });
  afterAll(() => harness?.close());

  /** The entries written since the previous call (so each step sees only its own). */
  const newEntries = async (): Promise<Entry[]> => {
    const rows: Entry[] = await db.query(
      `SELECT id::text AS id, actor_id, action, target_type, target_id, before, after, ip, user_agent
       FROM admin_audit WHERE id > $1 ORDER BY id`,
      [lastId],
    );
    if (rows.length) lastId = Number(rows[rows.length - 1].id);
    return rows;
  };
  const api = () => as(harness, admin);
  const createPackage = async (apiCode: string, extra: object = {}): Promise<AdminPackageRow> =>
    (await api().post('/api/admin/packages', packageInput(apiCode, extra)).expect(201)).body;

  it('package create, edit (only the changed fields), availability: one entry each with actor, address and diff', async () => {
    await newEntries();
    const pkg = await createPackage('AUDIT-A1');
    const [created, ...others] = await newEntries();
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      actor_id: admin.id,
      action: 'package.create',
      target_type: 'package',
      target_id: String(pkg.id),
      after: { apiCode: 'AUDIT-A1', priceCents: 1900 },
    });
    expect(created.ip).toBeTruthy();
    expect(created.user_agent).toBeDefined();

    await api()
      .patch(`/api/admin/packages/${pkg.id}`, { priceCents: 2500, destination: 'Auditland' })
      .expect(200);
    expect(await newEntries()).toMatchObject([
      { action: 'package.update', before: { priceCents: 1900 }, after: { priceCents: 2500 } },
    ]);
    // An edit that changes nothing writes nothing.
    await api().patch(`/api/admin/packages/${pkg.id}`, { priceCents: 2500 }).expect(200);
    expect(await newEntries()).toEqual([]);

    await api().patch(`/api/admin/packages/${pkg.id}/availability`, { isAvailable: false }).expect(200);
    expect(await newEntries()).toMatchObject([
      { action: 'package.availability', before: { isAvailable: true }, after: { isAvailable: false } },
    ]);
  });

  it('a refused change writes no entry (the entry is in the same transaction)', async () => {
    const other = await createPackage('AUDIT-B1');
    await newEntries();
    await api().patch(`/api/admin/packages/${other.id}`, { apiCode: 'AUDIT-A1' }).expect(400);
    await api().patch(`/api/admin/settings`, { markup: 0.5 }).expect(400);
    await api().post('/api/packages/bulk-price-update', { percentage: -100 }).expect(400);
    await api().delete(`/api/admin/users/${admin.id}`).expect(409);
    expect(await newEntries()).toEqual([]);
  });

  it('bulk %: a preview that writes nothing, one entry, and the undo of the latest one', async () => {
    const before: { id: number; retail_cents: number }[] = await db.query(
      'SELECT id, retail_cents FROM package WHERE removed_at IS NULL ORDER BY id',
    );
    await newEntries();
    const preview: BulkPreview = (
      await api().post('/api/admin/packages/bulk-price-preview', { percentage: 10 }).expect(200)
    ).body;
    const expected = before.filter((row) => adjustRetailPrice(row.retail_cents, 10) !== row.retail_cents);
    expect(preview.count).toBe(expected.length);
    expect(preview.samples[0]).toMatchObject({
      id: expected[0].id,
      before: formatUsd(expected[0].retail_cents),
      after: formatUsd(adjustRetailPrice(expected[0].retail_cents, 10)),
    });
    expect(await newEntries()).toEqual([]);

    expect(
      (await api().post('/api/packages/bulk-price-update', { percentage: 10 }).expect(200)).body.updated,
    ).toBe(expected.length);
    const [bulk, ...rest] = await newEntries();
    expect(rest).toEqual([]);
    expect(bulk).toMatchObject({
      action: 'package.bulk_price',
      target_type: 'catalogue',
      after: { percentage: 10, packages: expected.length },
    });

    // Someone edits one package after the bulk change: the undo keeps that price.
    const edited = before[0].id;
    await api().patch(`/api/admin/packages/${edited}`, { priceCents: 4242 }).expect(200);
    await newEntries();

    const list: AuditPage = (await api().get('/api/admin/audit?action=package.bulk_price').expect(200)).body;
    expect(list.items[0]).toMatchObject({ id: bulk.id, revertible: true });
    expect((await api().post(`/api/admin/audit/${bulk.id}/revert`).expect(200)).body).toEqual({
      restored: expected.length - 1,
      skipped: 1,
    });
    const after: { id: number; retail_cents: number }[] = await db.query(
      'SELECT id, retail_cents FROM package WHERE removed_at IS NULL ORDER BY id',
    );
    expect(after).toEqual(before.map((row) => (row.id === edited ? { ...row, retail_cents: 4242 } : row)));
    expect(await newEntries()).toMatchObject([
      { action: 'package.bulk_price_revert', target_type: 'audit', target_id: bulk.id },
    ]);
    expect((await api().post(`/api/admin/audit/${bulk.id}/revert`).expect(409)).body.code).toBe(
      'NOT_REVERTIBLE',
    );
    expect(
      (await api().get('/api/admin/audit?action=package.bulk_price').expect(200)).body.items[0].revertible,
    ).toBe(false);
  });

  it('fix types and the markup: previews, then one entry each', async () => {
    // A DayPass API code stored as Fixed (as an old import could leave it).
    const wrong = await createPackage('AUDIT-DP?', { type: 'DayPass', days: 7 });
    await db.query('UPDATE package SET is_day_pass = false, min_days = NULL, max_days = NULL WHERE id = $1', [
      wrong.id,
    ]);
    await newEntries();
    const types: BulkPreview = (await api().get('/api/admin/packages/fix-types/preview').expect(200)).body;
    expect(types.count).toBe(1);
    expect(types.samples).toEqual([
      { id: wrong.id, destination: 'Auditland', data: '3GB', before: 'Fixed', after: 'DayPass' },
    ]);
    await api().post('/api/admin/packages/fix-types').expect(200);
    expect(await newEntries()).toMatchObject([
      { action: 'package.fix_types', before: { dayPass: [] }, after: { dayPass: [wrong.id] } },
    ]);

    await api().patch('/api/admin/settings', { markup: 3 }).expect(200);
    expect(await newEntries()).toMatchObject([
      { action: 'settings.markup', before: { markup: 5, source: 'environment' }, after: { markup: 3 } },
    ]);
    const markup: BulkPreview & { markup: number } = (
      await api().get('/api/admin/packages/update-pricing-5x/preview').expect(200)
    ).body;
    expect(markup.markup).toBe(3);
    const updated = (await api().post('/api/admin/packages/update-pricing-5x').expect(200)).body.updated;
    expect(updated).toBe(markup.count);
    expect(await newEntries()).toMatchObject([
      { action: 'package.reprice_markup', after: { markup: 3, packages: markup.count } },
    ]);
  });

  it('withdraw and restore: the withdrawn list, one entry each', async () => {
    const pkg = await createPackage('AUDIT-W1');
    await db.query("UPDATE package SET origin = 'roamesim' WHERE id = $1", [pkg.id]);
    await newEntries();
    expect((await api().delete(`/api/admin/packages/${pkg.id}`).expect(200)).body).toEqual({
      deleted: false,
      withdrawn: true,
    });
    expect(await newEntries()).toMatchObject([{ action: 'package.withdraw', target_id: String(pkg.id) }]);
    const withdrawn = (await api().get('/api/admin/packages/withdrawn').expect(200)).body;
    expect(withdrawn.items.map((row: AdminPackageRow) => row.id)).toContain(pkg.id);

    const restored: AdminPackageRow = (await api().post(`/api/admin/packages/${pkg.id}/restore`).expect(200))
      .body;
    expect(restored).toMatchObject({ id: pkg.id, isAvailable: false });
    expect(await newEntries()).toMatchObject([{ action: 'package.restore', target_id: String(pkg.id) }]);
    await api().post(`/api/admin/packages/${pkg.id}/restore`).expect(404);
    expect(await newEntries()).toEqual([]);
  });

  it('users: create, role/verified/disabled, delete; a customer password change', async () => {
    const customer = await signedInCustomer(harness);
    await newEntries();
    await api().patch(`/api/admin/users/${customer.id}`, { isVerified: true, disabled: true }).expect(200);
    expect(await newEntries()).toMatchObject([
      {
        action: 'user.update',
        target_id: customer.id,
        before: { isVerified: false, disabled: false },
        after: { isVerified: true, disabled: true },
      },
    ]);
    await api().patch(`/api/admin/users/${customer.id}`, { disabled: false, role: 'admin' }).expect(200);
    expect(await newEntries()).toMatchObject([
      {
        action: 'user.update',
        before: { disabled: true, role: 'user' },
        after: { disabled: false, role: 'admin' },
      },
    ]);
    await api().delete(`/api/admin/users/${customer.id}`).expect(200);
    expect(await newEntries()).toMatchObject([
      { action: 'user.delete', target_id: customer.id, before: { role: 'admin', email: customer.email } },
    ]);

    const created = (
      await api()
        .post('/api/admin/users', {
          fullName: 'Audit Person',
          email: 'audit.person@example.com',
          phone: '+85512345999',
          password: 'Secret#123',
          role: 'user',
        })
        .expect(201)
    ).body;
    const [entry] = await newEntries();
    expect(entry).toMatchObject({ action: 'user.create', target_id: created.id, after: { role: 'user' } });
    expect(JSON.stringify(entry)).not.toContain('Secret#123');

    const someone = await signedInCustomer(harness);
    await newEntries();
    await as(harness, someone)
      .post('/api/auth/change-password', {
        current: someone.password,
        new: 'Another#456',
        confirm: 'Another#456',
      })
      .expect(200);
    expect(await newEntries()).toMatchObject([
      { action: 'account.password_change', actor_id: someone.id, target_type: 'user', target_id: someone.id },
    ]);
  });

  it('a queue dashboard action (resume the queues) writes one entry; its reads write none', async () => {
    await newEntries();
    const dashboard = (method: 'get' | 'put', path: string) => {
      const agent = request(harness.url);
      const call =
        method === 'get' ? agent.get(`/api/admin/queues${path}`) : agent.put(`/api/admin/queues${path}`);
      return call.set('origin', harness.url).set('cookie', admin.cookie);
    };
    await dashboard('get', '/api/queues').expect(200);
    expect(await newEntries()).toEqual([]);
    await dashboard('put', '/api/queues/resume').expect(200);
    expect(await newEntries()).toMatchObject([
      {
        action: 'queue.action',
        actor_id: admin.id,
        target_type: 'queue',
        target_id: 'api/queues/resume',
        after: { method: 'PUT' },
      },
    ]);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(db.query("UPDATE admin_audit SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM admin_audit')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE admin_audit')).rejects.toThrow(/append-only/);
  });

  it('the Audit tab: filters by actor, target, action and time, paged on the server; CSV export', async () => {
    const all: AuditPage = (await api().get('/api/admin/audit?pageSize=50').expect(200)).body;
    expect(all.total).toBeGreaterThan(12);
    const page2: AuditPage = (await api().get('/api/admin/audit?page=2&pageSize=10').expect(200)).body;
    expect(page2.items.map((item) => item.id)).toEqual(all.items.slice(10, 20).map((item) => item.id));

    const mine: AuditPage = (await api().get(`/api/admin/audit?actor=${encodeURIComponent(admin.email!)}`))
      .body;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.actorId === admin.id)).toBe(true);

    const pkgId = all.items.find((item) => item.action === 'package.update')!.targetId!;
    const target: AuditPage = (await api().get(`/api/admin/audit?target=package:${pkgId}&pageSize=50`)).body;
    expect(target.items.length).toBeGreaterThan(0);
    expect(target.items.every((item) => item.targetType === 'package' && item.targetId === pkgId)).toBe(true);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await api().get(`/api/admin/audit?from=${future}`).expect(200)).body.total).toBe(0);
    expect((await api().get(`/api/admin/audit?to=${future}`).expect(200)).body.total).toBe(all.total);
    expect((await api().get('/api/admin/audit?action=nope').expect(400)).body.message).toMatch(
      /action must be one of/,
    );
    expect((await api().get('/api/admin/audit?from=yesterday').expect(400)).body.message).toMatch(
      /from must be a date/,
    );

    const csv = await api().get('/api/admin/audit/export.csv?action=user.update').expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,time,actor,role,ip,user agent,action,target,before,after');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',user.update,');
  });
});
