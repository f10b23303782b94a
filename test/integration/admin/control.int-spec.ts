import { JobProducer, queueConnection, queueKey } from '@app/core';
import { Worker } from 'bullmq';
import type { ControlView, OperationsLogEntry, SystemStatusView } from '@app/contracts';
import request from 'supertest';
import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import {
  createOrder,
  orderBody,
  orderRow,
  PaymentsEnv,
  payAtGateway,
  postFormToGateway,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from '../payments/support/payments-harness';
import { as } from './admin-support';

/**
 * The Control, System and Server Control actions against the real stack (PayWay sandbox, Redis
 * queues, Postgres): Emergency Stop and Resume, per-queue pause/resume/retry, Force Logout All,
 * Sync Restart, the System cards, Export Data and Download Logs. Each action is audited.
 */
describe('admin: Control, System and Server Control actions', () => {
  let env: PaymentsEnv;
  let admin: TestUser;

  const auditActions = async (action: string) =>
    (await env.db.query('SELECT target_id, after FROM admin_audit WHERE action = $1 ORDER BY id', [action]))
      .rows as { target_id: string; after: Record<string, unknown> }[];
  const control = async () =>
    (await as(env.harness, admin).get('/api/admin/control').expect(200)).body as ControlView;
  const queue = async (name: string) => (await control()).queues.find((q) => q.name === name)!;

  beforeAll(async () => {
    env = await startPaymentsEnv();
    admin = await signedInAdmin(env.harness);
  }, 120_000);
  afterAll(async () => {
    // Queues live in the shared Redis: never leave one paused for the next test file.
    const jobs = env?.harness.api?.get(JobProducer);
    await Promise.all((jobs?.allQueues() ?? []).map((q) => q.resume()));
    await env?.close();
  });

  it('Emergency Stop refuses new orders with 503 and a clear message, keeps verifying payments, and Resume undoes it', async () => {
    const issued = await createOrder(env.harness);
    await postFormToGateway(issued);

    const stopped = await as(env.harness, admin).post('/api/monitoring/emergency-stop').expect(200);
    expect(stopped.body).toMatchObject({
      stopped: true,
      pausedQueues: ['provisioning', 'esim-sync', 'catalogue'],
    });
    expect(await request(env.harness.url).get('/api/shop/status').expect(200)).toMatchObject({
      body: { acceptingOrders: false, message: expect.stringContaining('not taking new orders') },
    });

    const written = async () =>
      (
        await env.db.query(
          `SELECT (SELECT count(*) FROM orders) + (SELECT count(*) FROM payment)
                + (SELECT count(*) FROM outbox_event) AS n`,
        )
      ).rows[0].n;
    const before = await written();
    const refused = await request(env.harness.url).post('/api/create-order').send(orderBody());
    expect(refused.status).toBe(503);
    // nothing of the refused order was written: no order, no attempt, no event
    expect(await written()).toBe(before);
    expect(refused.body).toMatchObject({
      code: 'ORDERS_PAUSED',
      message: expect.stringContaining('not taking new orders'),
    });

    const view = await control();
    expect(view.emergencyStop.stopped).toBe(true);
    for (const name of ['provisioning', 'esim-sync', 'catalogue'])
      expect(view.queues.find((q) => q.name === name)?.paused).toBe(true);
    expect(view.queues.find((q) => q.name === 'payments')?.paused).toBe(false);

    // The payment issued before the stop is still verified and confirms its order.
    payAtGateway(env.harness, issued.transactionId);
    await request(env.harness.url).post(`/api/payway/check-transaction/${issued.transactionId}`).expect(200);
    await waitForOrderStatus(env.db, issued.orderId, 'confirmed');

    // A second stop changes nothing and writes no second entry.
    await as(env.harness, admin).post('/api/monitoring/emergency-stop').expect(200);
    expect(await auditActions('control.emergency_stop')).toHaveLength(1);

    const resumed = await as(env.harness, admin).post('/api/monitoring/resume').expect(200);
    expect(resumed.body).toMatchObject({ stopped: false, pausedQueues: [] });
    expect((await control()).queues.filter((q) => q.paused)).toEqual([]);
    expect((await request(env.harness.url).get('/api/shop/status')).body).toEqual({
      acceptingOrders: true,
      message: null,
    });
    const after = await createOrder(env.harness);
    expect((await orderRow(env.db, after.orderId)).status).toBe('pending');
    expect(await auditActions('control.resume')).toHaveLength(1);
  });

  it('Resume leaves a queue paused that an admin had paused before the stop', async () => {
    await as(env.harness, admin).post('/api/admin/control/queues/catalogue/pause').expect(200);
    const stopped = await as(env.harness, admin).post('/api/monitoring/emergency-stop').expect(200);
    expect(stopped.body.pausedQueues).toEqual(['provisioning', 'esim-sync']);
    await as(env.harness, admin).post('/api/monitoring/resume').expect(200);
    expect((await queue('catalogue')).paused).toBe(true);
    expect((await queue('provisioning')).paused).toBe(false);
    await as(env.harness, admin).post('/api/admin/control/queues/catalogue/resume').expect(200);
    expect((await queue('catalogue')).paused).toBe(false);
  });

  it('pauses and resumes one queue (audited), and names an unknown queue', async () => {
    const paused = await as(env.harness, admin)
      .post('/api/admin/control/queues/notifications/pause')
      .expect(200);
    expect(paused.body).toMatchObject({ name: 'notifications', paused: true });
    expect(await env.harness.api!.get(JobProducer).queue('notifications').isPaused()).toBe(true);
    const resumed = await as(env.harness, admin)
      .post('/api/admin/control/queues/notifications/resume')
      .expect(200);
    expect(resumed.body.paused).toBe(false);
    expect((await auditActions('control.queue_pause')).map((row) => row.target_id)).toContain(
      'notifications',
    );
    expect((await auditActions('control.queue_resume')).map((row) => row.target_id)).toContain(
      'notifications',
    );
    const unknown = await as(env.harness, admin).post('/api/admin/control/queues/nope/pause').expect(400);
    expect(unknown.body.message).toContain('queue must be one of');
  });

  it('retries the failed jobs of a queue', async () => {
    const maintenance = env.harness.api!.get(JobProducer).queue('maintenance');
    const job = await maintenance.add('control-test-failure', {}, { attempts: 1 });
    // No worker of this harness runs the maintenance queue: one that fails this job, then leaves.
    const failing = new Worker(
      queueKey('maintenance'),
      async (taken) => {
        if (taken.id === job.id) throw new Error('boom');
      },
      { connection: queueConnection(env.harness.config) },
    );
    await until(async () => ((await job.getState()) === 'failed' ? true : undefined), 'job failed');
    await failing.close();
    expect((await queue('maintenance')).failed).toBeGreaterThanOrEqual(1);
    const retried = await as(env.harness, admin)
      .post('/api/admin/control/queues/maintenance/retry-failed')
      .expect(200);
    expect(retried.body.retried).toBeGreaterThanOrEqual(1);
    expect(await job.getState()).toBe('waiting');
    await job.remove().catch(() => undefined);
    expect((await auditActions('control.queue_retry_failed')).at(-1)?.target_id).toBe('maintenance');
  });

  it("Force Logout All ends every session but the admin's own", async () => {
    const customer = await signedInCustomer(env.harness);
    const otherAdmin = await signedInAdmin(env.harness);
    expect((await as(env.harness, customer).get('/api/auth/user').expect(200)).body.success).toBe(true);
    const result = await as(env.harness, admin).post('/api/admin/control/force-logout-all').expect(200);
    expect(result.body.revokedSessions).toBeGreaterThanOrEqual(2);
    expect((await as(env.harness, customer).get('/api/auth/user').expect(200)).body.user).toBeNull();
    expect((await as(env.harness, otherAdmin).get('/api/admin/control')).status).toBe(401);
    await as(env.harness, admin).get('/api/admin/control').expect(200);
    expect(await auditActions('control.force_logout_all')).toHaveLength(1);
  });

  it('Sync Restart queues a catalogue cycle now', async () => {
    const answer = await as(env.harness, admin).post('/api/monitoring/sync-restart').expect(202);
    const job = await env.harness
      .api!.get(JobProducer)
      .queue('catalogue')
      .getJob(answer.body.jobId.replace(/:/g, '_'));
    expect(job?.name).toBe('catalogue.sync');
    await job?.remove().catch(() => undefined);
    expect(await auditActions('control.sync_restart')).toHaveLength(1);
  });

  it('System cards read the database, migrations, queue, Redis, SMTP, providers and the build', async () => {
    const status = (await as(env.harness, admin).get('/api/admin/system/status').expect(200))
      .body as SystemStatusView;
    expect(status.database.status).toBe('ok');
    expect(status.database.migrationsApplied).toBe(status.database.migrationsKnown);
    expect(status.database.migrationsKnown).toBeGreaterThan(10);
    expect(status.queue).toMatchObject({ backend: 'redis', status: 'ok' });
    expect(status.redis).toMatchObject({ configured: true, status: 'ok' });
    expect(status.smtp.status).toBe('ok');
    expect(status.app.version).toMatch(/\d+\.\d+\.\d+/);
    expect(status.app.commit).not.toBe('');
    expect(status.providers.checkedAt).toBeNull();
  });

  it('Export Data downloads every business table from one snapshot, without secrets', async () => {
    const response = await as(env.harness, admin).post('/api/monitoring/backup').expect(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="derleng-data-export-.*\.json"/,
    );
    const backup = JSON.parse(response.text) as {
      consistency: string;
      rows: Record<string, number>;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(backup.consistency).toContain('REPEATABLE READ');
    const orders = (await env.db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n as number;
    expect(backup.tables.orders).toHaveLength(orders);
    expect(backup.rows.orders).toBe(orders);
    expect(backup.tables.app_user.length).toBeGreaterThanOrEqual(1);
    for (const user of backup.tables.app_user) {
      expect(user).not.toHaveProperty('password_hash');
      expect(user).not.toHaveProperty('totp_secret');
    }
    expect(backup.tables).not.toHaveProperty('user_session');
    expect(backup.tables).not.toHaveProperty('provider_setting');
    expect((await auditActions('control.backup')).at(-1)?.after).toMatchObject({ rows: { orders } });
  });

  it('Download Logs gives the last 24 h of admin actions, payment events and provider calls as JSON', async () => {
    const response = await as(env.harness, admin)
      .get('/api/monitoring/download-logs?type=all&hours=24')
      .expect(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="derleng-logs-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const log = JSON.parse(response.text) as { from: string; to: string; entries: OperationsLogEntry[] };
    expect(Date.parse(log.to) - Date.parse(log.from)).toBe(24 * 3600 * 1000);
    const kinds = new Set(log.entries.map((entry) => entry.kind));
    expect([...kinds]).toEqual(
      expect.arrayContaining(['admin_action', 'payment_event', 'order_event', 'provider_call']),
    );
    expect(log.entries.some((entry) => entry.summary.startsWith('control.emergency_stop'))).toBe(true);
    expect(log.entries.some((entry) => entry.summary === 'payment.confirmed')).toBe(true);
    const sorted = [...log.entries].sort((a, b) => b.at.localeCompare(a.at));
    expect(log.entries.map((entry) => entry.at)).toEqual(sorted.map((entry) => entry.at));
    const bad = await as(env.harness, admin).get('/api/monitoring/download-logs?hours=500').expect(400);
    expect(bad.body.message).toContain('hours must be');
  });
});
