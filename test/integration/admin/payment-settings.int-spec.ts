import { ROAMESIM_CLIENT } from '@app/catalogue';
import type { PaymentSettingsResponse } from '@app/contracts';
import { PaywayGateway } from '@app/payments';
import { ProviderSettings } from '@app/provider-settings';
import type { RoamesimClient } from '@app/providers';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { STRIPE_SANDBOX_SECRET_KEY } from '../../../apps/sandbox/src/stripe/stripe.routes';
import { Harness, startHarness } from '../../support/harness';
import { until } from '../../support/wait';
import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { as } from './admin-support';

jest.setTimeout(120_000);

/** Secrets no answer, row, log line or payload may ever hold in clear. */
const PAYWAY_SECRET = 'PWsecret-7d41c9e2b0a5';
const STRIPE_WEBHOOK_SECRET = 'whsec_9f3a11cc57e2d804';
const SANDBOX_PAYWAY_KEY = 'sandbox-payway-api-key';

describe('admin payment settings', () => {
  let harness: Harness;
  let admin: TestUser;
  let customer: TestUser;
  let db: DataSource;
  const logLines: string[] = [];
  const answers: string[] = [];

  beforeAll(async () => {
    // The worker runs only the payments queue: nothing else calls the providers meanwhile.
    harness = await startHarness({
      sandbox: true,
      logLines,
      env: { LOG_LEVEL: 'debug', WORKER_QUEUES: 'payments' },
    });
    db = harness.api!.get(DataSource);
    admin = await signedInAdmin(harness);
    customer = await signedInCustomer(harness);
  });
  afterAll(() => harness?.close());

  const read = async (): Promise<PaymentSettingsResponse> => {
    const response = await as(harness, admin).get('/api/admin/payment-settings').expect(200);
    answers.push(response.text);
    return response.body;
  };
  const post = async (path: string, body: object, status = 200) => {
    const response = await as(harness, admin).post(path, body).expect(status);
    answers.push(response.text);
    return response.body;
  };
  const auditCount = async (): Promise<number> =>
    (await db.query('SELECT count(*)::int AS n FROM admin_audit'))[0].n;
  /** Every row of every table of the schema as text: what a dump of the database holds. */
  const databaseDump = async (): Promise<string> => {
    const tables: { name: string }[] = await db.query(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
    );
    const parts = await Promise.all(
      tables.map(async ({ name }) => {
        const rows: { line: string }[] = await db.query(`SELECT t::text AS line FROM "${name}" t`);
        return rows.map((row) => row.line).join('\n');
      }),
    );
    return parts.join('\n');
  };
  const workerSettings = () => harness.worker!.get(ProviderSettings);

  it('customers and anonymous callers get 401/403 on every settings route', async () => {
    const routes: [string, string, object?][] = [
      ['get', '/api/admin/payment-settings'],
      [
        'post',
        '/api/admin/payment-settings',
        { provider: 'payway', action: 'switch_mode', settings: { mode: 'production' } },
      ],
      ['post', '/api/admin/payment-settings/test', { provider: 'payway' }],
      [
        'post',
        '/api/admin/payment-settings/credentials',
        { provider: 'payway', credentials: { apiKey: 'x'.repeat(12) } },
      ],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = method === 'get' ? as(harness, null).get(path) : as(harness, null).post(path, body);
      const customers =
        method === 'get' ? as(harness, customer).get(path) : as(harness, customer).post(path, body);
      expect(`${path} ${(await anonymous).status}`).toBe(`${path} 401`);
      expect(`${path} ${(await customers).status}`).toBe(`${path} 403`);
    }
    expect(await auditCount()).toBe(0);
  });

  it('starts from the environment, masked; Stripe, not enabled, is not used by checkout', async () => {
    const { data, summary } = await read();
    expect(data.payway.source).toBe('environment');
    expect(data.payway.mode).toBe('sandbox');
    expect(data.payway.credentials.apiKey).toEqual({ set: true, masked: '••••-key' });
    expect(data.payway.credentials.baseUrl).toEqual({ set: true, masked: harness.sandbox!.url });
    expect(data.payway.status).toBe('untested');
    expect(data.stripe.usedByCheckout).toBe(false);
    // The harness's STRIPE_* point at the sandbox (keys set, STRIPE_ENABLED not).
    expect(data.stripe.status).toBe('untested');
    expect(summary.ready).toBe(false);
    expect(summary.issues).toContainEqual({ provider: 'payway', code: 'not_live_mode' });
    expect(summary.issues.some((issue) => issue.provider === 'stripe')).toBe(false);
  });

  it('stores credentials sealed, answers masked, audits them masked, and the running worker uses them at once', async () => {
    // The worker's PayWay client works with the environment's key.
    const gateway = harness.worker!.get(PaywayGateway);
    await expect(gateway.check('DLNOSUCHTRAN1')).resolves.toMatchObject({ status: 'NOT_FOUND' });

    const before = await auditCount();
    const reply = await post('/api/admin/payment-settings', {
      provider: 'payway',
      action: 'update_credentials',
      settings: { credentials: { apiKey: PAYWAY_SECRET } },
    });
    expect(reply.message).toBe('Settings updated');
    expect(reply.data.payway.credentials.apiKey).toEqual({
      set: true,
      masked: `••••${PAYWAY_SECRET.slice(-4)}`,
    });
    expect(reply.data.payway.source).toBe('database');
    expect(await auditCount()).toBe(before + 1);

    const [row] = await db.query(
      "SELECT credentials, key_id FROM provider_setting WHERE provider = 'payway'",
    );
    expect(row.credentials).toMatch(/^v1\./);
    expect(row.key_id).toHaveLength(8);
    expect(row.credentials).not.toContain(PAYWAY_SECRET);

    const [entry] = await db.query(
      'SELECT actor_id, action, target_type, target_id, before, after, ip, user_agent FROM admin_audit ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toMatchObject({
      actor_id: admin.id,
      action: 'payment_settings.credentials',
      target_type: 'provider',
      target_id: 'payway',
      before: { apiKey: '••••-key' },
      after: { apiKey: `••••${PAYWAY_SECRET.slice(-4)}` },
    });
    expect(entry.ip).toBeTruthy();

    // The worker reloads on the NOTIFY (no restart) and its next call signs with the new key.
    await until(
      async () => (workerSettings().get('payway').credentials.apiKey === PAYWAY_SECRET ? true : undefined),
      'the worker to reload the PayWay settings',
    );
    await expect(gateway.check('DLNOSUCHTRAN1')).rejects.toMatchObject({ code: 'WRONG_HASH' });

    // The connection test says the same, and the badge follows.
    const test = await post('/api/admin/payment-settings/test', { provider: 'payway' });
    expect(test).toMatchObject({
      status: 'error',
      code: 'auth_failed',
      data: { status: 'error', provider: 'payway' },
    });
    expect((await read()).data.payway.status).toBe('failed');

    // Back to the sandbox's key: the worker's next call succeeds again.
    await post('/api/admin/payment-settings/credentials', {
      provider: 'payway',
      credentials: { apiKey: SANDBOX_PAYWAY_KEY },
    });
    await until(
      async () =>
        workerSettings().get('payway').credentials.apiKey === SANDBOX_PAYWAY_KEY ? true : undefined,
      'the worker to reload the PayWay settings again',
    );
    await expect(gateway.check('DLNOSUCHTRAN1')).resolves.toMatchObject({ status: 'NOT_FOUND' });
    expect(await post('/api/admin/payment-settings/test', { provider: 'payway' })).toMatchObject({
      status: 'success',
      code: 'ok',
    });
    expect((await read()).data.payway.status).toBe('connected');
  });

  it('a RoameSIM password change reaches the running worker: its next call logs in with it', async () => {
    const roamesim = harness.worker!.get<RoamesimClient>(ROAMESIM_CLIENT);
    await expect(roamesim.getBalance()).resolves.toBeDefined();
    await post('/api/admin/payment-settings/credentials', {
      provider: 'roamesim',
      credentials: { password: 'not-the-password-2231' },
    });
    await until(
      async () =>
        workerSettings().get('roamesim').credentials.password === 'not-the-password-2231' ? true : undefined,
      'the worker to reload the RoameSIM settings',
    );
    await expect(roamesim.getBalance()).rejects.toMatchObject({ code: 'LOGIN_REJECTED' });
    expect(await post('/api/admin/payment-settings/test', { provider: 'roamesim' })).toMatchObject({
      code: 'auth_failed',
    });
    await post('/api/admin/payment-settings/credentials', {
      provider: 'roamesim',
      credentials: { password: 'sandbox-password' },
    });
    await until(
      async () =>
        workerSettings().get('roamesim').credentials.password === 'sandbox-password' ? true : undefined,
      'the worker to reload the RoameSIM settings again',
    );
    await expect(roamesim.getBalance()).resolves.toBeDefined();
  });

  it('Stripe and PayPal: tested against the sandbox at the configured base URL', async () => {
    await post('/api/admin/payment-settings/credentials', {
      provider: 'stripe',
      credentials: {
        baseUrl: harness.sandbox!.url,
        secretKey: 'sk_test_wrong_key_0001',
        publishableKey: 'pk_test_derleng_0001',
        webhookSecret: STRIPE_WEBHOOK_SECRET,
      },
    });
    expect(await post('/api/admin/payment-settings/test', { provider: 'stripe' })).toMatchObject({
      status: 'error',
      code: 'auth_failed',
    });
    await post('/api/admin/payment-settings/credentials', {
      provider: 'stripe',
      credentials: { secretKey: STRIPE_SANDBOX_SECRET_KEY },
    });
    expect(await post('/api/admin/payment-settings/test', { provider: 'stripe' })).toMatchObject({
      status: 'success',
    });
    expect(await post('/api/admin/payment-settings/test', { provider: 'paypal' })).toMatchObject({
      status: 'success',
      code: 'ok',
    });
    const { data, summary } = await read();
    expect(data.stripe).toMatchObject({ status: 'connected', usedByCheckout: false });
    expect(data.stripe.credentials.webhookSecret.masked).toBe(`••••${STRIPE_WEBHOOK_SECRET.slice(-4)}`);
    expect(summary.issues.some((issue) => issue.provider === 'stripe')).toBe(false);
    const methods = async () =>
      (await request(harness.url).get('/api/payment-methods').expect(200)).body.methods;
    expect(await methods()).not.toContain('stripe');

    // Enabled: checkout offers "Card (Stripe)" at once, and the summary now asks about Stripe.
    await post('/api/admin/payment-settings/credentials', {
      provider: 'stripe',
      credentials: { enabled: 'true' },
    });
    const enabled = await read();
    expect(enabled.data.stripe.usedByCheckout).toBe(true);
    expect(enabled.summary.issues).toContainEqual({ provider: 'stripe', code: 'not_live_mode' });
    expect(await methods()).toContain('stripe');
    await post('/api/admin/payment-settings/credentials', {
      provider: 'stripe',
      credentials: { enabled: 'false' },
    });
    expect(await methods()).not.toContain('stripe');
  });

  it('switching the mode is audited and changes the production summary', async () => {
    const before = await auditCount();
    const reply = await post('/api/admin/payment-settings', {
      provider: 'payway',
      action: 'switch_mode',
      settings: { mode: 'production' },
    });
    expect(reply.data.payway.mode).toBe('production');
    expect(reply.summary.issues).not.toContainEqual({ provider: 'payway', code: 'not_live_mode' });
    // A sandbox address is still in use: the summary says so.
    expect(reply.summary.issues).toContainEqual({
      provider: 'payway',
      code: 'sandbox_url',
      field: 'baseUrl',
    });
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await db.query('SELECT action, before, after FROM admin_audit ORDER BY id DESC LIMIT 1');
    expect(entry).toEqual({
      action: 'payment_settings.mode',
      before: { mode: 'sandbox' },
      after: { mode: 'production' },
    });
    // The same mode again changes nothing and writes nothing.
    expect(
      (
        await post('/api/admin/payment-settings', {
          provider: 'payway',
          action: 'switch_mode',
          settings: { mode: 'production' },
        })
      ).message,
    ).toBe('Nothing changed');
    expect(await auditCount()).toBe(before + 1);
  });

  it('refuses bad input with a 400 naming it, and a refused change writes nothing', async () => {
    const before = await auditCount();
    const cases: [object, RegExp][] = [
      [
        { provider: 'payway', credentials: { password: 'x' } },
        /credentials\.password is not a payway setting/,
      ],
      [
        { provider: 'payway', credentials: { baseUrl: 'ftp://example.com' } },
        /credentials\.baseUrl must be an http\(s\) URL/,
      ],
      [{ provider: 'payway', credentials: { apiKey: 42 } }, /credentials\.apiKey must be text/],
      [{ provider: 'bitcoin', credentials: {} }, /provider must be one of/],
    ];
    for (const [body, message] of cases)
      expect((await post('/api/admin/payment-settings/credentials', body, 400)).message).toMatch(message);
    expect(
      (
        await post(
          '/api/admin/payment-settings',
          { provider: 'paypal', action: 'switch_mode', settings: { mode: 'production' } },
          400,
        )
      ).message,
    ).toBe('mode must be one of sandbox, live');
    expect(await auditCount()).toBe(before);
  });

  it('no dump of the database, no answer and no log line holds a secret in clear', async () => {
    const dump = await databaseDump();
    expect(dump).toContain('payment_settings.credentials');
    for (const secret of [
      PAYWAY_SECRET,
      STRIPE_WEBHOOK_SECRET,
      'not-the-password-2231',
      STRIPE_SANDBOX_SECRET_KEY,
    ]) {
      expect(dump.includes(secret) ? secret : 'absent').toBe('absent');
      expect(answers.some((answer) => answer.includes(secret)) ? secret : 'absent').toBe('absent');
      expect(logLines.some((line) => line.includes(secret)) ? secret : 'absent').toBe('absent');
    }
    expect(logLines.length).toBeGreaterThan(0);
  });

  it('rotates the key: rows re-sealed under the new SECRETS_KEY still open with it alone', async () => {
    const oldKey = harness.config.security.secretsKey;
    const newKey = 'rotated-secrets-key-0123456789-abcdefghij';
    const rotating = new ProviderSettings(
      db,
      {
        ...harness.config,
        security: { ...harness.config.security, secretsKey: newKey, previousSecretsKeys: [oldKey] },
      },
      undefined as never,
      undefined as never,
    );
    const [{ key_id: oldId }] = await db.query(
      "SELECT key_id FROM provider_setting WHERE provider = 'payway'",
    );
    expect(await rotating.rotate()).toBeGreaterThanOrEqual(3);
    expect(await rotating.rotate()).toBe(0);
    const rows: { key_id: string }[] = await db.query(
      'SELECT key_id FROM provider_setting WHERE credentials IS NOT NULL',
    );
    expect(new Set(rows.map((row) => row.key_id)).size).toBe(1);
    expect(rows[0].key_id).not.toBe(oldId);
    const fresh = new ProviderSettings(
      db,
      {
        ...harness.config,
        security: { ...harness.config.security, secretsKey: newKey, previousSecretsKeys: [] },
      },
      undefined as never,
      undefined as never,
    );
    await fresh.reload();
    expect(fresh.get('payway')).toMatchObject({
      source: 'database',
      credentials: { apiKey: SANDBOX_PAYWAY_KEY },
    });
  });
});
