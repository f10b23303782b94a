import { CatalogueJobs, CatalogueService, STOPPED_BY_ADMIN } from '@app/catalogue';
import { JobProducer } from '@app/core';
import type {
  DiscoveryConfig,
  MemoryActionResult,
  MemoryStats,
  MonitorStatus,
  PackageLoadReply,
  SystemHealth,
} from '@app/contracts';
import { DISCOVERY_SKUS_PER_CYCLE, DISCOVERY_TARGET_PACKAGES } from '@app/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Harness, startHarness } from '../../support/harness';
import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { as } from '../admin/admin-support';
import { until, waitForCatalogue } from '../catalogue/support';

jest.setTimeout(240_000);

/** The Monitoring and Real-time tabs' routes against the real api, worker, Postgres, Redis and sandbox. */
describe('monitoring and discovery controls', () => {
  let harness: Harness;
  let admin: TestUser;
  let customer: TestUser;
  let db: DataSource;
  let catalogue: CatalogueService;

  beforeAll(async () => {
    harness = await startHarness({ sandbox: true });
    db = harness.worker!.get(DataSource);
    catalogue = harness.worker!.get(CatalogueService);
    await waitForCatalogue(harness, 1404, 180_000);
    await until(async () => {
      const status = await catalogue.syncStatus();
      return status.lastFullSyncAt && !status.isRunning ? true : undefined;
    }, 'the full load to finish');
    // This file drives the runs itself.
    await harness.worker!.get(JobProducer).queue('catalogue').removeJobScheduler('catalogue.sync');
    admin = await signedInAdmin(harness);
    customer = await signedInCustomer(harness);
  });
  afterAll(() => harness?.close());

  const audits = async (action: string): Promise<{ target_id: string; after: Record<string, unknown> }[]> =>
    db.query('SELECT target_id, after FROM admin_audit WHERE action = $1 ORDER BY id', [action]);

  it('answers only admins on every route', async () => {
    const calls: [string, string][] = [
      ['get', '/api/system/health'],
      ['get', '/api/system/memory'],
      ['post', '/api/system/memory/optimize'],
      ['post', '/api/system/memory/cleanup'],
      ['get', '/api/realtime/section24/status'],
      ['post', '/api/realtime/section24/start'],
      ['post', '/api/realtime/section24/stop'],
      ['post', '/api/realtime/section24/clear-counter'],
      ['get', '/api/realtime/config'],
      ['post', '/api/load-all-packages'],
      ['post', '/api/load-all-packages/stop'],
      ['get', '/api/load-all-packages/status'],
      ['get', '/api/admin/analytics'],
    ];
    for (const [method, path] of calls) {
      const anonymous = await (method === 'get' ? as(harness, null).get(path) : as(harness, null).post(path));
      expect([path, anonymous.status]).toEqual([path, 401]);
      const signedIn = await (method === 'get'
        ? as(harness, customer).get(path)
        : as(harness, customer).post(path));
      expect([path, signedIn.status]).toEqual([path, 403]);
    }
  });

  it('reports health, counts and every live process, and this process’s request rate', async () => {
    for (let i = 0; i < 5; i++) await request(harness.url).get('/api/health').expect(200);
    const health: SystemHealth = (await as(harness, admin).get('/api/system/health').expect(200)).body;
    const [counts] = await db.query(
      `SELECT (SELECT count(*)::int FROM package WHERE removed_at IS NULL AND withdrawn_at IS NULL) AS packages,
              (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM esim) AS esims`,
    );
    expect(health).toMatchObject({
      status: expect.stringMatching(/^(operational|warning)$/),
      totalPackages: counts.packages,
      totalOrders: counts.orders,
      totalEsims: counts.esims,
    });
    expect(health.totalPackages).toBe(1404);
    expect(health.problems).not.toContain('database_down');
    expect(health.problems).not.toContain('no_worker');
    expect(
      health.processes
        .filter((row) => row.alive)
        .map((row) => row.role)
        .sort(),
    ).toEqual(['api', 'worker']);
    expect(health.memory.rss).toBeGreaterThan(0);
    expect(health.requests.perMinute).toBeGreaterThanOrEqual(5);
    expect(health.requests.p95Ms).not.toBeNull();
  });

  it('shows each process’s memory with its trend, and Cleanup prunes what it names', async () => {
    const memory: MemoryStats = (await as(harness, admin).get('/api/system/memory').expect(200)).body;
    expect(memory.rss).toBeGreaterThan(0);
    expect(memory.status).toMatch(/^(low|medium|high|critical)$/);
    expect(memory.recommendations.length).toBeGreaterThan(0);
    expect(memory.lastCleanup).toBeNull();
    const live = memory.processes.filter((row) => row.alive);
    expect(live).toHaveLength(2);
    for (const row of live) expect(row.trend[0]).toMatchObject({ rssMb: expect.any(Number) });

    // Things the cleanup must remove: an expired session, a process gone a minute ago, a completed job.
    await db.query(
      `INSERT INTO process_heartbeat (id, role, hostname, pid, started_at, last_seen_at, rss_mb, heap_used_mb)
       VALUES ('gone:1', 'worker', 'gone', 1, now() - interval '1 hour', now() - interval '1 minute', 90, 40)`,
    );
    await db.query(
      "UPDATE user_session SET idle_expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [customer.id],
    );
    const [{ expired }] = await db.query(
      'SELECT count(*)::int AS expired FROM user_session WHERE idle_expires_at <= now() OR absolute_expires_at <= now()',
    );
    const queue = harness.worker!.get(JobProducer).queue('catalogue');
    const completedBefore = await queue.getJobCountByTypes('completed');
    expect(completedBefore).toBeGreaterThan(0);

    const result: MemoryActionResult = (
      await as(harness, admin).post('/api/system/memory/cleanup').expect(200)
    ).body;
    expect(result.freed.expiredSessions).toBe(expired);
    expect(result.freed.oldHeartbeats).toBe(1);
    expect(result.freed.finishedJobs).toBeGreaterThanOrEqual(completedBefore);
    expect(await queue.getJobCountByTypes('completed')).toBe(0);
    expect(await db.query("SELECT id FROM process_heartbeat WHERE id = 'gone:1'")).toEqual([]);
    expect((await as(harness, customer).get('/api/auth/user').expect(200)).body.user).toBeNull();
    expect(await audits('system.memory')).toEqual([
      expect.objectContaining({ target_id: 'cleanup', after: expect.objectContaining({ oldHeartbeats: 1 }) }),
    ]);
    const after: MemoryStats = (await as(harness, admin).get('/api/system/memory').expect(200)).body;
    expect(after.lastCleanup).not.toBeNull();
  });

  it('Optimize drops the api’s cached catalogue answers and reports them', async () => {
    await request(harness.url).get('/api/packages').expect(200);
    await request(harness.url).get('/api/packages/popular').expect(200);
    const result: MemoryActionResult = (
      await as(harness, admin).post('/api/system/memory/optimize').expect(200)
    ).body;
    expect(result.freed.catalogueCacheEntries).toBeGreaterThanOrEqual(2);
    expect(result.saved).toBeGreaterThanOrEqual(0);
    const again: MemoryActionResult = (
      await as(harness, admin).post('/api/system/memory/optimize').expect(200)
    ).body;
    expect(again.freed.catalogueCacheEntries).toBe(0);
    // The shop still answers (rebuilt on the next read).
    expect((await request(harness.url).get('/api/packages').expect(200)).body).toHaveLength(1404);
  });

  it('Stop pauses the discovery cycle and Start resumes it', async () => {
    const jobs = harness.worker!.get(CatalogueJobs, { strict: false });
    const status = async (): Promise<MonitorStatus> =>
      (await as(harness, admin).get('/api/realtime/section24/status').expect(200)).body;
    expect((await status()).isActive).toBe(true);

    const stopped: MonitorStatus = (await as(harness, admin).post('/api/realtime/section24/stop').expect(200))
      .body;
    expect(stopped.isActive).toBe(false);
    const before = (await catalogue.syncStatus()).nextSkuIndex;
    expect(await jobs.runSync({})).toBe('skipped');
    expect((await catalogue.syncStatus()).nextSkuIndex).toBe(before);

    const started: MonitorStatus = (
      await as(harness, admin).post('/api/realtime/section24/start').expect(200)
    ).body;
    expect(started.isActive).toBe(true);
    expect(await jobs.runSync({})).toBe('done');
    const after = await catalogue.syncStatus();
    expect(after.nextSkuIndex).toBe((before + DISCOVERY_SKUS_PER_CYCLE) % after.skuCount);
    expect((await status()).lastUpdate).toBe(after.finishedAt);
    expect((await audits('discovery.control')).map((row) => row.after.change)).toEqual([
      'cycle_paused',
      'cycle_resumed',
    ]);
  });

  it('counts packages first seen since the counter was cleared', async () => {
    await as(harness, admin).post('/api/realtime/section24/clear-counter').expect(200);
    const cleared: MonitorStatus = (
      await as(harness, admin).get('/api/realtime/section24/status').expect(200)
    ).body;
    expect(cleared.newPackages).toBe(0);
    // Two packages appear after the clear (as a sync finding them would stamp them).
    await db.query(
      "UPDATE package SET first_seen_at = now() + interval '1 second' WHERE id IN (SELECT id FROM package ORDER BY id LIMIT 2)",
    );
    const counted: MonitorStatus = (
      await as(harness, admin).get('/api/realtime/section24/status').expect(200)
    ).body;
    expect(counted.newPackages).toBe(2);
    expect(Date.parse(counted.counterSince)).toBeGreaterThan(Date.parse(cleared.counterSince) - 1000);
  });

  it('starts a full load, refuses a second one, and stops it on request', async () => {
    await as(harness, admin).post('/api/load-all-packages/stop').expect(409);
    // Slow RoameSIM down so the load is still running when Stop arrives.
    harness.sandbox!.ctx.faults.roamesim.latencyMs = 150;
    try {
      const started: PackageLoadReply = (await as(harness, admin).post('/api/load-all-packages').expect(202))
        .body;
      expect(started.success).toBe(true);
      await until(async () => {
        const progress = await catalogue.syncStatus();
        return progress.isRunning && progress.mode === 'full' && progress.processedSkus > 0
          ? true
          : undefined;
      }, 'the full load to run');
      const second = await as(harness, admin).post('/api/load-all-packages').expect(409);
      expect(second.body.code).toBe('SYNC_RUNNING');
      await as(harness, admin).post('/api/load-all-packages/stop').expect(200);
      const done = await until(async () => {
        const reply: PackageLoadReply = (
          await as(harness, admin).get('/api/load-all-packages/status').expect(200)
        ).body;
        return reply.progress.isRunning ? undefined : reply.progress;
      }, 'the load to stop');
      expect(done.processedSkus).toBeLessThan(done.totalSkus);
      expect(done.errors[0]).toBe(STOPPED_BY_ADMIN);
    } finally {
      harness.sandbox!.ctx.faults.roamesim.latencyMs = 0;
    }
    expect((await audits('catalogue.load')).map((row) => row.after.load)).toEqual([
      'started',
      'stop_requested',
    ]);
    // The catalogue is untouched by the stopped load.
    expect((await catalogue.syncStatus()).packagesInCatalogue).toBe(1404);
  });

  it('shows the settings discovery really runs with', async () => {
    const config: DiscoveryConfig = (await as(harness, admin).get('/api/realtime/config').expect(200)).body;
    expect(config).toMatchObject({
      baseUrl: harness.sandbox!.url,
      tokenLifetimeSeconds: 3300,
      skusPerCycle: 20,
      cycleSeconds: 30,
      targetPackages: DISCOVERY_TARGET_PACKAGES,
    });
  });
});
