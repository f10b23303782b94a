import type {
  AddServerReply,
  ApiConfigReply,
  PaymentSettingsResponse,
  ProcessInfo,
  RealtimeMonitoringReply,
  ServerStatusReply,
  ServerStatusRow,
} from '@app/contracts';
import { Harness, startHarness } from '../../support/harness';
import { until } from '../../support/wait';
import { signedInAdmin, signedInCustomer, type TestUser } from '../accounts/accounts-client';
import { as } from '../admin/admin-support';

jest.setTimeout(120_000);

/**
 * The spec's monitoring calls (admin §7): api-config, monitoring/realtime, servers/status and
 * add-server answer admins from the same reads as the panel's own routes, with the spec's fields.
 */
describe("the spec's monitoring calls", () => {
  let harness: Harness;
  let admin: TestUser;
  let customer: TestUser;
  let secondWorker: Harness | undefined;

  beforeAll(async () => {
    harness = await startHarness({ sandbox: true, env: { WORKER_QUEUES: 'maintenance' } });
    admin = await signedInAdmin(harness);
    customer = await signedInCustomer(harness);
  });
  afterAll(async () => {
    await secondWorker?.close();
    await harness?.close();
  });

  const status = async (): Promise<ServerStatusReply> =>
    (await as(harness, admin).post('/api/servers/status').expect(200)).body as ServerStatusReply;
  const row = (reply: ServerStatusReply, name: string, kind: ServerStatusRow['kind']) =>
    reply.servers.find((server) => server.name === name && server.kind === kind);

  it('answers only admins: 401 without a session, 403 for a customer', async () => {
    const calls: [method: 'get' | 'post', path: string][] = [
      ['get', '/api/admin/api-config'],
      ['get', '/api/monitoring/realtime'],
      ['post', '/api/servers/status'],
      ['post', '/api/monitoring/add-server'],
    ];
    const body = { serverName: 'worker-x', region: 'Southeast Asia', type: 'worker' };
    const call = (user: TestUser | null, method: 'get' | 'post', path: string) =>
      method === 'get' ? as(harness, user).get(path) : as(harness, user).post(path, body);
    for (const [method, path] of calls) {
      expect(`${path} ${(await call(null, method, path)).status}`).toBe(`${path} 401`);
      expect(`${path} ${(await call(customer, method, path)).status}`).toBe(`${path} 403`);
    }
    expect((await status()).servers.some((server) => server.name === 'worker-x')).toBe(false);
  });

  it('api-config: the settings in force, as the Payments tab reads them, secrets masked', async () => {
    await as(harness, admin)
      .post('/api/admin/payment-settings/credentials', {
        provider: 'paypal',
        credentials: { baseUrl: `${harness.sandbox!.url}/paypal-in-force` },
      })
      .expect(200);
    const config = (await as(harness, admin).get('/api/admin/api-config').expect(200)).body as ApiConfigReply;
    expect(config).toMatchObject({ success: true, environment: 'test', queueBackend: 'redis' });
    expect(config.data.paypal).toMatchObject({ mode: 'sandbox', source: 'database' });
    expect(config.data.paypal.credentials.baseUrl.masked).toBe(`${harness.sandbox!.url}/paypal-in-force`);
    expect(config.data.paypal.credentials.clientSecret).toMatchObject({ set: true });
    expect(config.data.paypal.credentials.clientSecret.masked).toMatch(/^••••/);
    const text = JSON.stringify(config);
    for (const secret of [harness.config.paypal.clientSecret, harness.config.payway.apiKey])
      expect(text).not.toContain(secret);
    const panel = (await as(harness, admin).get('/api/admin/payment-settings').expect(200))
      .body as PaymentSettingsResponse;
    expect(config.data).toEqual(panel.data);
    expect(config.summary).toEqual(panel.summary);
  });

  it('servers/status: the processes from their heartbeats and the probed services, with a summary', async () => {
    // The first read asks the worker for a check of the providers; a later read carries it.
    const reply = await until(async () => {
      const read = await status();
      return read.checkedAt ? read : undefined;
    }, 'a status with the providers probed');
    expect(reply.success).toBe(true);
    expect(row(reply, 'PostgreSQL', 'service')).toMatchObject({
      type: 'database',
      status: 'online',
      priority: 1,
      region: null,
    });
    expect(row(reply, 'PostgreSQL', 'service')?.responseTime).toEqual(expect.any(Number));
    for (const provider of ['PayWay', 'PayPal', 'Stripe', 'RoameSIM'])
      expect(row(reply, provider, 'service')).toMatchObject({
        type: 'provider',
        lastChecked: reply.checkedAt,
      });
    expect(row(reply, 'api', 'process')).toMatchObject({ type: 'api', status: 'online', priority: 2 });
    expect(row(reply, 'worker', 'process')).toMatchObject({ type: 'worker', status: 'online' });

    // The panel's process list is the same processes.
    const processes = (await as(harness, admin).get('/api/system/processes').expect(200))
      .body as ProcessInfo[];
    expect(
      reply.servers
        .filter((server) => server.kind === 'process')
        .map((server) => server.process!.id)
        .sort(),
    ).toEqual(processes.map((process) => process.id).sort());

    const count = (state: ServerStatusRow['status']) =>
      reply.servers.filter((s) => s.status === state).length;
    expect(reply.summary).toEqual({
      online: count('online'),
      offline: count('offline'),
      expected: 0,
      total: reply.servers.length,
      healthPercentage: expect.any(Number),
    });
    const probes = reply.servers.filter((server) => server.kind === 'service');
    expect(reply.summary.healthPercentage).toBe(
      Math.round((100 * probes.filter((probe) => probe.status === 'online').length) / probes.length),
    );
  });

  it('monitoring/realtime: the health percentage from the probes and the process that answered', async () => {
    const realtime = (await as(harness, admin).get('/api/monitoring/realtime').expect(200))
      .body as RealtimeMonitoringReply;
    const servers = await status();
    expect(realtime).toMatchObject({
      success: true,
      systemHealthPercentage: servers.summary.healthPercentage,
      metrics: { totalSwitches: 0, automaticFailovers: 0 },
      totalSwitches: 0,
      activeServer: { name: 'api', region: null, status: 'online' },
    });
    expect(realtime.activeServer.responseTime).toEqual(expect.any(Number));
    expect(['ok', 'degraded']).toContain(realtime.status);
  });

  it('add-server refuses bad input with a 400 naming the field, and a second declaration of a name', async () => {
    const refused = async (body: object) =>
      (
        (await as(harness, admin).post('/api/monitoring/add-server', body).expect(400)).body as {
          message: string;
        }
      ).message;
    expect(await refused({ region: 'Southeast Asia', type: 'worker' })).toMatch(/serverName/);
    expect(await refused({ serverName: 'bad name!', region: 'Southeast Asia', type: 'worker' })).toMatch(
      /serverName/,
    );
    expect(await refused({ serverName: 'worker-eu', region: '   ', type: 'worker' })).toMatch(/region/);
    expect(await refused({ serverName: 'worker-eu', region: 'Europe', type: 'mainframe' })).toMatch(
      /type must be one of api, worker, database/,
    );
  });

  it('add-server: a declared worker group is expected, not seen, until its heartbeat arrives, then live', async () => {
    const added = (
      await as(harness, admin)
        .post('/api/monitoring/add-server', {
          serverName: 'worker-mail',
          region: 'Southeast Asia',
          type: 'worker',
        })
        .expect(201)
    ).body as AddServerReply;
    expect(added).toMatchObject({ success: true, server: { name: 'worker-mail', region: 'Southeast Asia' } });
    const again = await as(harness, admin)
      .post('/api/monitoring/add-server', { serverName: 'worker-mail', region: 'Europe', type: 'worker' })
      .expect(409);
    expect(again.body.message).toMatch(/worker-mail is already declared/);

    const waiting = await status();
    expect(row(waiting, 'worker-mail', 'expected')).toMatchObject({
      type: 'worker',
      region: 'Southeast Asia',
      status: 'expected',
      lastChecked: null,
    });
    expect(row(waiting, 'worker-mail', 'process')).toBeUndefined();
    expect(waiting.summary.expected).toBe(1);

    // A worker of that group starts elsewhere (here: a second worker on the same database).
    secondWorker = await startHarness({
      api: false,
      databaseUrl: harness.databaseUrl,
      env: { SERVER_NAME: 'worker-mail', WORKER_QUEUES: 'notifications' },
    });
    const live = await until(async () => {
      const read = await status();
      return row(read, 'worker-mail', 'process') ? read : undefined;
    }, 'the declared worker to be seen');
    expect(row(live, 'worker-mail', 'process')).toMatchObject({
      type: 'worker',
      region: 'Southeast Asia',
      status: 'online',
      declared: { name: 'worker-mail', type: 'worker' },
    });
    expect(row(live, 'worker-mail', 'process')?.process?.queues).toEqual(['notifications']);
    expect(row(live, 'worker-mail', 'expected')).toBeUndefined();
    expect(live.summary.expected).toBe(0);

    // Forgetting the declaration leaves the live process, without its region.
    await as(harness, admin).delete('/api/monitoring/servers/worker-mail').expect(200);
    await as(harness, admin).delete('/api/monitoring/servers/worker-mail').expect(404);
    expect(row(await status(), 'worker-mail', 'process')?.region).toBeNull();
  });
});
