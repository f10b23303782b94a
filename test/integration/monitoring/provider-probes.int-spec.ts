import type { ProbeResult, SystemCheckView, SystemStatusView } from '@app/contracts';
import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { until } from '../../support/wait';
import { signedInAdmin, type TestUser } from '../accounts/accounts-client';
import { as } from '../admin/admin-support';

jest.setTimeout(120_000);

/**
 * Provider health from the settings in force: with PayPal's base URL set to a dead port in the
 * Payments tab, its connection test fails, and Server Control's check and the System tab show it
 * offline too (not the environment's URL); Stripe is probed beside the others.
 */
describe('provider probes read the settings in force', () => {
  let harness: Harness;
  let admin: TestUser;
  let deadUrl: string;

  beforeAll(async () => {
    harness = await startHarness({ sandbox: true, env: { WORKER_QUEUES: 'maintenance' } });
    admin = await signedInAdmin(harness);
    const { createServer } = await import('node:net');
    // A port nothing listens on: taken, then let go.
    deadUrl = await new Promise<string>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() =>
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 9}`),
        );
      });
    });
  });
  afterAll(() => harness?.close());

  /** Server Control's Refresh All: a check run by the worker, read back when completed. */
  const runCheck = async (): Promise<SystemCheckView> => {
    const created = await as(harness, admin).post('/api/system/checks').expect(202);
    return until(async () => {
      const check = (await as(harness, admin).get(`/api/system/checks/${created.body.id}`).expect(200))
        .body as SystemCheckView;
      return check.state === 'completed' ? check : undefined;
    }, 'the system check');
  };
  const probe = (probes: ProbeResult[], name: string) => probes.find((p) => p.name === name);

  it('probes every provider, Stripe included, at the URL in force', async () => {
    const check = await runCheck();
    for (const name of ['PayWay', 'PayPal', 'Stripe', 'RoameSIM'])
      expect(probe(check.probes, name)).toMatchObject({ kind: 'provider', status: 'ok' });
    expect(probe(check.probes, 'PayPal')?.detail).toMatch(/^HTTP \d+ \(sandbox\)$/);
  });

  it('with PayPal pointed at a dead port: the Payments tab test, Server Control and System all say offline', async () => {
    await as(harness, admin)
      .post('/api/admin/payment-settings/credentials', {
        provider: 'paypal',
        credentials: { baseUrl: deadUrl },
      })
      .expect(200);
    const tested = await as(harness, admin)
      .post('/api/admin/payment-settings/test', { provider: 'paypal' })
      .expect(200);
    expect(tested.body.status).toBe('error');

    // The worker reloads the settings on NOTIFY: the check that runs after it sees the dead port.
    const check = await until(async () => {
      const ran = await runCheck();
      return probe(ran.probes, 'PayPal')?.status === 'degraded' ? ran : undefined;
    }, 'a check that sees PayPal offline');
    expect(probe(check.probes, 'PayPal')?.responseMs).toBeNull();
    expect(probe(check.probes, 'Stripe')?.status).toBe('ok');

    const system = (await as(harness, admin).get('/api/admin/system/status').expect(200))
      .body as SystemStatusView;
    expect(probe(system.providers.probes, 'PayPal')?.status).toBe('degraded');
    expect(probe(system.providers.probes, 'Stripe')?.status).toBe('ok');
    expect((await request(harness.url).get('/api/admin/system/status')).status).toBe(401);
  });
});
