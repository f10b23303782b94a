import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import {
  PostgresTokenStore,
  RedisTokenStore,
  type RoamesimClient,
} from '../../../libs/providers/src/roamesim';
import { until } from '../../support/wait';
import { CREDENTIALS, newClient } from './support/roamesim-clients';
import { control, startHarness, type Harness } from './support/sandbox-harness';

const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');
const uid = (): string => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

let sandbox: Harness;
let ctl: ReturnType<typeof control>;
const loginCount = async (): Promise<number> => (await ctl.get('/__control/roamesim')).loginCount;

beforeAll(async () => {
  sandbox = await startHarness();
  ctl = control(sandbox.url);
});
afterAll(async () => sandbox.close());
beforeEach(async () => {
  await ctl.post('/__control/reset');
  await ctl.put('/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
});

describe('RoameSIM login and sign', () => {
  it('logs in once and reuses the token', async () => {
    const { client, lines } = newClient(sandbox.url);
    const before = await loginCount();
    await client.getBalance();
    await client.getSkus();
    expect(await loginCount()).toBe(before + 1);
    expect(lines.filter((l) => l.includes('logged in'))).toHaveLength(1);
  });

  it("accepts form, query and JSON signed in the document's two forms, and answers -30 to any other", async () => {
    const s = `password=${CREDENTIALS.password}phonenumber=${CREDENTIALS.phone}${CREDENTIALS.signKey}`;
    const a = md5(s);
    const b = md5(s.replace(/=/g, '%3D')).toUpperCase(); // the values hold only unreserved characters
    const q = (sign: string) =>
      new URLSearchParams({ phonenumber: CREDENTIALS.phone, password: CREDENTIALS.password, sign });
    const asForm = await fetch(`${sandbox.url}/api_order/login`, { method: 'POST', body: q(a) });
    const asQuery = await fetch(`${sandbox.url}/api_order/login?${q(b).toString()}`);
    const asJson = await fetch(`${sandbox.url}/api_order/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phonenumber: CREDENTIALS.phone, password: CREDENTIALS.password, sign: a }),
    });
    for (const response of [asForm, asQuery, asJson]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: 1, data: { token: expect.any(String) } });
    }
    // not documented: form A in upper case, form B in lower case, a wrong digest
    for (const sign of [a.toUpperCase(), b.toLowerCase(), md5(`${s}x`)]) {
      const wrong = await fetch(`${sandbox.url}/api_order/login`, { method: 'POST', body: q(sign) });
      expect(wrong.status).toBe(200);
      expect(await wrong.json()).toEqual({ code: -30, message: 'sign wrong', data: '' });
    }
  });

  it('works end to end with variant B, and reports a wrong key as a permanent SIGN_WRONG', async () => {
    await expect(newClient(sandbox.url, { signVariant: 'B' }).client.getBalance()).resolves.toMatchObject({
      currency: 'USD',
    });
    const wrongKey = newClient(sandbox.url, { signKey: 'not-the-key' }).client.getBalance();
    await expect(wrongKey).rejects.toMatchObject({ code: 'SIGN_WRONG', retryable: false });
  });

  it('logs in once more when the token expires and retries the call once', async () => {
    const { client, lines } = newClient(sandbox.url);
    await client.getBalance();
    const before = await loginCount();
    await ctl.put('/__control/roamesim', { forceTokenExpiry: true });
    await expect(client.getBalance()).resolves.toMatchObject({ currency: 'USD' });
    await client.getSkus();
    expect(await loginCount()).toBe(before + 1);
    expect(lines.filter((l) => l.includes('token rejected'))).toHaveLength(1);
  });

  it('loses its token when someone else logs in (each login kills the previous token)', async () => {
    const first = newClient(sandbox.url);
    await first.client.getBalance();
    await newClient(sandbox.url).client.getBalance(); // a second process with its own store
    const before = await loginCount();
    await expect(first.client.getBalance()).resolves.toMatchObject({ currency: 'USD' });
    expect(await loginCount()).toBe(before + 1);
    expect(first.lines.filter((l) => l.includes('token rejected'))).toHaveLength(1);
  });

  it('logs in again by itself once tokenTtlMs has passed', async () => {
    const { client } = newClient(sandbox.url, { tokenTtlMs: 200 });
    const before = await loginCount();
    await client.getBalance();
    await client.getBalance();
    expect(await loginCount()).toBe(before + 1);
    // asked again until the token's 200 ms are over: exactly one more login, when they are
    await until(async () => {
      await client.getBalance();
      return (await loginCount()) > before + 1 ? true : undefined;
    }, 'a login after the token lifetime');
    expect(await loginCount()).toBe(before + 2);
  });
});

describe('RoameSIM shared token', () => {
  const together = async (a: RoamesimClient, b: RoamesimClient) => {
    await ctl.put('/__control/faults/roamesim', { latencyMs: 150 }); // so that the calls overlap
    await Promise.all([a.getBalance(), b.getBalance(), a.getSkus(), b.getSkus()]);
    await ctl.put('/__control/faults/roamesim', { latencyMs: 0 });
  };

  it('two clients on one Redis store log in once, and once again after expiry', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL as string);
    try {
      const key = `roamesim:token:${uid()}`;
      const a = newClient(sandbox.url, { tokenStore: new RedisTokenStore(redis, { key }) }).client;
      const b = newClient(sandbox.url, { tokenStore: new RedisTokenStore(redis, { key }) }).client;
      const before = await loginCount();
      await together(a, b);
      expect(await loginCount()).toBe(before + 1);
      await ctl.put('/__control/roamesim', { forceTokenExpiry: true });
      await together(a, b);
      expect(await loginCount()).toBe(before + 2);
      expect(await redis.get(`${key}:login-lock`)).toBeNull();
    } finally {
      redis.disconnect();
    }
  });

  it('two clients on one Postgres store log in once', async () => {
    // one connection for everything: the store must not need a second one while it holds the lock
    const pool = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    pool.on('error', () => undefined);
    try {
      const name = uid();
      const a = newClient(sandbox.url, { tokenStore: new PostgresTokenStore(pool, { name }) }).client;
      const b = newClient(sandbox.url, { tokenStore: new PostgresTokenStore(pool, { name }) }).client;
      const before = await loginCount();
      await together(a, b);
      expect(await loginCount()).toBe(before + 1);
      await ctl.put('/__control/roamesim', { forceTokenExpiry: true });
      await together(a, b);
      expect(await loginCount()).toBe(before + 2);
    } finally {
      await pool.end();
    }
  });
});

describe('RoameSIM catalogue', () => {
  it('lists at least 154 destinations and 1,000 packages, regions with their countries', async () => {
    const { client } = newClient(sandbox.url);
    const skus = await client.getSkus();
    expect(skus.length).toBeGreaterThanOrEqual(154);
    let packages = 0;
    let dayPasses = 0;
    for (const sku of skus) {
      const list = await client.getPackages(sku.skuId);
      packages += list.packages.length;
      dayPasses += list.packages.filter((p) => p.dayPass && p.apiCode.includes('?')).length;
      expect(list.packages.every((p) => p.priceUsd > 0 && p.networks.length > 0)).toBe(true);
    }
    expect(packages).toBeGreaterThanOrEqual(1000);
    expect(dayPasses).toBeGreaterThan(0);
    const global = skus.find((s) => s.name === 'Global');
    expect((await client.getPackages(global?.skuId ?? 0)).supportCountries.length).toBeGreaterThan(50);
    expect((await client.getSkuByGroup()).continents).toEqual(
      expect.arrayContaining(['Asia', 'Europe', 'Common']),
    );
  });
});
