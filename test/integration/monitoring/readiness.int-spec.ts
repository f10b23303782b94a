import type { HealthReport, ReadinessReport, SystemStatusView } from '@app/contracts';
import { Client } from 'pg';
import request from 'supertest';
import { CuttableRelay } from '../../support/cuttable-relay';
import { freshDatabase } from '../../support/harness';
import { until } from '../../support/wait';
import { signedInAdmin, type TestUser } from '../accounts/accounts-client';
import { as } from '../admin/admin-support';
import { orderBody, PaymentsEnv, seedPackages, startPaymentsEnv } from '../payments/support/payments-harness';

jest.setTimeout(120_000);

/**
 * Readiness means "can take orders": with Redis stopped the api stays ready and takes orders (their
 * events wait in the outbox) while /api/health, the System tab's data and the metrics say degraded;
 * with Postgres stopped it is not ready (503). Liveness asks nothing of either.
 */
describe('health probes through a Redis and a Postgres outage', () => {
  let env: PaymentsEnv;
  let redis: CuttableRelay;
  let postgres: CuttableRelay;
  let admin: TestUser;

  beforeAll(async () => {
    const database = new URL(await freshDatabase());
    postgres = new CuttableRelay(database.hostname, Number(database.port));
    await postgres.up();
    const viaPostgresRelay = new URL(database);
    viaPostgresRelay.port = String(postgres.port);
    const redisUrl = new URL(process.env.TEST_REDIS_URL as string);
    redis = new CuttableRelay(redisUrl.hostname, Number(redisUrl.port));
    await redis.up();
    const viaRedisRelay = new URL(redisUrl);
    viaRedisRelay.port = String(redis.port);
    env = await startPaymentsEnv({
      worker: false,
      databaseUrl: viaPostgresRelay.toString(),
      env: { REDIS_URL: viaRedisRelay.toString() },
    });
    const seed = new Client({ connectionString: database.toString() });
    await seed.connect();
    await seedPackages(seed);
    await seed.end();
    // The env's own client goes through the relay too: its cut is expected.
    env.db.on('error', () => undefined);
    admin = await signedInAdmin(env.harness);
  });
  afterAll(async () => {
    await redis?.up();
    await postgres?.up();
    await env?.close();
    await redis?.down();
    await postgres?.down();
  });

  const api = () => request(env.harness.url);
  const health = async () => (await api().get('/api/health').expect(200)).body as HealthReport;
  const metric = async (name: string) => {
    const text = (await api().get('/metrics').expect(200)).text;
    return text
      .split('\n')
      .filter((line) => line.startsWith(name))
      .join('\n');
  };

  it('with everything up: ready, ok', async () => {
    const ready = (await api().get('/api/health/ready').expect(200)).body as ReadinessReport;
    expect(ready.status).toBe('ok');
    expect(await health()).toMatchObject({ status: 'ok' });
    expect(await metric('health_status')).toContain('health_status 2');
  });

  it('with Redis stopped: still ready and taking orders; reported degraded on /api/health, the System tab and the metrics', async () => {
    await redis.down();
    try {
      const report = await until(async () => {
        const body = await health();
        return body.status === 'degraded' ? body : undefined;
      }, '/api/health to say degraded');
      expect(report.checks.find((check) => check.kind === 'queue')?.status).toBe('down');
      expect(report.checks.find((check) => check.kind === 'database')?.status).toBe('ok');

      const ready = await api().get('/api/health/ready');
      expect(ready.status).toBe(200);
      expect((ready.body as ReadinessReport).status).toBe('degraded');
      await api().get('/api/health/live').expect(200);

      const order = await api()
        .post('/api/create-order')
        .set('x-forwarded-for', '192.0.2.60')
        .send(orderBody());
      expect(order.status).toBe(201);
      const events = await env.db.query(
        `SELECT count(*)::int AS n FROM outbox_event WHERE payload->>'orderId' = $1`,
        [order.body.orderId],
      );
      expect(events.rows[0].n).toBeGreaterThan(0);

      const system = (await as(env.harness, admin).get('/api/admin/system/status').expect(200))
        .body as SystemStatusView;
      expect(system.status).toBe('degraded');
      expect(system.redis.status).toBe('down');

      expect(await metric('dependency_up')).toContain('dependency_up{dependency="queue"} 0');
      expect(await metric('dependency_up')).toContain('dependency_up{dependency="database"} 1');
      expect(await metric('health_status')).toContain('health_status 1');
    } finally {
      await redis.up();
    }
    await until(async () => ((await health()).status === 'ok' ? true : undefined), 'Redis back');
  });

  it('with Postgres stopped: not ready (503), reported down, alive all the same', async () => {
    await postgres.down();
    try {
      const refused = await until(async () => {
        const response = await api().get('/api/health/ready');
        return response.status === 503 ? response : undefined;
      }, 'readiness to fail');
      expect(refused.body.details.status).toBe('down');
      expect((await health()).status).toBe('down');
      const live = await api().get('/api/health/live').expect(200);
      expect(live.body.status).toBe('ok');
    } finally {
      await postgres.up();
    }
    await until(
      async () => ((await api().get('/api/health/ready')).status === 200 ? true : undefined),
      'ready again',
    );
  });
});
