import { registerControlSection, ControlInputError } from '../../../apps/sandbox/src/control/control.routes';
import { newClient } from './support/roamesim-clients';
import { control, eventually, http, startHarness, type Harness } from './support/sandbox-harness';

let sandbox: Harness;
let ctl: ReturnType<typeof control>;
const DEFAULTS = { latencyMs: 0, errorRate: 0, timeoutAfterCommitRate: 0, failNext: 0, timeoutNext: 0 };

beforeAll(async () => {
  sandbox = await startHarness();
  ctl = control(sandbox.url);
});
afterAll(async () => sandbox.close());
beforeEach(async () => {
  await ctl.post('/__control/reset');
});

/** Status codes of n RoameSIM calls (an unsigned call answers 200 with code -30 when not faulted). */
const statuses = async (n: number): Promise<number[]> => {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1)
    out.push((await http(sandbox.url, 'POST', '/api_esim/getBalance', {})).status);
  return out;
};

describe('sandbox control API', () => {
  it('shows and patches fault knobs per provider', async () => {
    expect(await ctl.get('/__control/faults')).toEqual({
      payway: DEFAULTS,
      paypal: DEFAULTS,
      roamesim: DEFAULTS,
      smtp: DEFAULTS,
    });
    expect(await ctl.put('/__control/faults/paypal', { errorRate: 0.25, failNext: 2 })).toEqual({
      ...DEFAULTS,
      errorRate: 0.25,
      failNext: 2,
    });
    expect((await ctl.get('/__control/faults')).paypal.errorRate).toBe(0.25);
  });

  it.each([
    ['/__control/faults/roamesim', { latencyMs: -5 }, 'latencyMs'],
    ['/__control/faults/roamesim', { errorRate: 'high' }, 'errorRate'],
    ['/__control/faults/roamesim', { latency: 5 }, 'latency'],
    ['/__control/faults/stripe', { latencyMs: 5 }, 'provider'],
    ['/__control/roamesim', { cardDelayMs: -1 }, 'cardDelayMs'],
    ['/__control/roamesim', { insufficientBalance: 'yes' }, 'insufficientBalance'],
  ])('PUT %s %j answers 400 naming %s', async (path, body, field) => {
    const reply = await http(sandbox.url, 'PUT', path, body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(await ctl.get('/__control/faults')).toMatchObject({ roamesim: DEFAULTS });
  });

  it('answers 404 for an unknown section or action', async () => {
    expect((await http(sandbox.url, 'GET', '/__control/nothing')).status).toBe(404);
    expect((await http(sandbox.url, 'POST', '/__control/roamesim/explode', {})).status).toBe(404);
  });

  it('delays answers by latencyMs and fails with 500 by failNext and errorRate', async () => {
    await ctl.put('/__control/faults/roamesim', { latencyMs: 250 });
    const started = Date.now();
    await statuses(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    await ctl.put('/__control/faults/roamesim', { latencyMs: 0, failNext: 2 });
    expect(await statuses(3)).toEqual([500, 500, 200]);
    await ctl.put('/__control/faults/roamesim', { errorRate: 1 });
    expect(await statuses(2)).toEqual([500, 500]);
  });

  it('draws the same random faults again after a reset with the same seed', async () => {
    const run = async (seed: string) => {
      await ctl.post('/__control/reset', { seed });
      await ctl.put('/__control/faults/roamesim', { errorRate: 0.5 });
      return statuses(24);
    };
    const first = await run('repeatable');
    expect(first).toContain(500);
    expect(first).toContain(200);
    expect(await run('repeatable')).toEqual(first);
    expect(await run('another seed')).not.toEqual(first);
  });

  it('resets knobs of every section', async () => {
    await ctl.put('/__control/faults/smtp', { errorRate: 1 });
    await ctl.put('/__control/roamesim', { cardDelayMs: 5, insufficientBalance: true });
    expect(await ctl.post('/__control/reset', { seed: 'fresh' })).toMatchObject({
      seed: 'fresh',
      faults: { smtp: DEFAULTS },
    });
    expect((await ctl.get('/__control/roamesim')).knobs).toMatchObject({
      cardDelayMs: 2000,
      insufficientBalance: false,
    });
    expect((await ctl.get('/__control')).seed).toBe('fresh');
  });

  it('serves sections registered by other modules, at any time', async () => {
    let value = 1;
    registerControlSection(sandbox.ctx, 'demo', {
      get: () => ({ value }),
      patch: (body) => {
        const next = (body as { value?: unknown }).value;
        if (typeof next !== 'number') throw new ControlInputError('value', 'must be a number');
        value = next;
        return { value };
      },
      actions: { double: () => ({ value: (value *= 2) }) },
    });
    expect(await ctl.get('/__control/demo')).toEqual({ value: 1 });
    expect(await ctl.put('/__control/demo', { value: 4 })).toEqual({ value: 4 });
    expect(await ctl.post('/__control/demo/double')).toEqual({ value: 8 });
    expect((await http(sandbox.url, 'PUT', '/__control/demo', { value: 'x' })).body.field).toBe('value');
    expect((await ctl.get('/__control')).sections).toEqual(expect.arrayContaining(['demo', 'roamesim']));
  });

  it('says loudly that it is a sandbox on its index page', async () => {
    const page = await http(sandbox.url, 'GET', '/');
    expect(page.status).toBe(200);
    for (const text of [
      'THIS IS A SANDBOX',
      'href="/mail"',
      'href="/payway/bank-app"',
      '/__control/faults',
      'RoameSIM',
    ]) {
      expect(page.body).toContain(text);
    }
  });
});

describe('sandbox start-up environment and hanging requests', () => {
  it('applies SANDBOX_FAULTS at start and after a reset, and refuses a bad one', async () => {
    const env = { SANDBOX_FAULTS: JSON.stringify({ roamesim: { latencyMs: 120 }, smtp: { failNext: 1 } }) };
    const other = await startHarness({ env });
    try {
      expect(await control(other.url).get('/__control/faults')).toMatchObject({
        roamesim: { latencyMs: 120 },
        smtp: { failNext: 1 },
      });
      await control(other.url).post('/__control/reset');
      expect((await control(other.url).get('/__control/faults')).roamesim.latencyMs).toBe(120);
    } finally {
      await other.close();
    }
    await expect(startHarness({ env: { SANDBOX_FAULTS: '{"roamesim":{"errorRate":3}}' } })).rejects.toThrow(
      /SANDBOX_FAULTS roamesim\.errorRate/,
    );
  });

  it('commits, then hangs on timeout-after-commit, and still closes promptly', async () => {
    const other = await startHarness();
    const otherCtl = control(other.url);
    await otherCtl.put('/__control/roamesim', { cardDelayMs: 0 });
    const { client } = newClient(other.url, { timeoutMs: 30_000 });
    await client.getBalance();
    await otherCtl.put('/__control/faults/roamesim', { timeoutNext: 1 });
    const pending = client
      .addEsimOrder({ skuId: 101, priceId: 10101, otherOrderId: 'hang-1' })
      .catch((e: unknown) => e);
    await eventually(async () => (await otherCtl.get('/__control/roamesim')).orders === 1);
    const started = Date.now();
    await other.close();
    // Without the release, close would wait for the client's 30 s timeout.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await pending).toMatchObject({ retryable: true, outcomeUnknown: true });
  });
});
