import {
  EsimsEnv,
  esimRows,
  orderStatus,
  type PaidOrder,
  paidOrder,
  providerOrderRows,
  resetSandbox,
  roamesimFaults,
  sandboxOrderCount,
  startEsimsEnv,
  until,
  waitForOrder,
} from './support';

/**
 * The delivery guarantee under supplier trouble: RoameSIM answers 25 % of calls with a 500 for a
 * while, then is healthy again. Each order line retries on its own schedule (shortened here to
 * seconds), so every paid multi-line order ends completed with exactly one provider order per line.
 */
describe('delivery guarantee: RoameSIM failing 25 % for a while, then healthy', () => {
  let env: EsimsEnv;

  beforeAll(async () => {
    env = await startEsimsEnv({ env: { PROVISIONING_RETRY_SECONDS: '1,1,2,2,3,3,5,5,8,8' } });
  });
  afterAll(async () => env?.close());
  beforeEach(async () => resetSandbox(env.harness));

  it('every paid multi-line order ends completed, one provider order per line, none escalated', async () => {
    const before = await sandboxOrderCount(env.harness);
    roamesimFaults(env.harness).errorRate = 0.25;
    const orders: PaidOrder[] = [];
    for (let i = 0; i < 6; i += 1) {
      orders.push(
        await paidOrder(env, {
          lines: [{ pkg: 'fixed' }, { pkg: 'dayPass', days: 2 }, { pkg: 'fixed', quantity: 2 }],
        }),
      );
    }
    const lineCount = orders.length * 3;
    const esimCount = orders.length * 4;

    // the faults hit order lines (their tries are counted and scheduled again); the supplier stays
    // flaky a while longer (tries scheduled again fail again), then recovers
    const waitForFailedTries = async (atLeast: number, what: string) =>
      until(
        async () => {
          const rows = await env.db.query(
            'SELECT coalesce(sum(failures), 0)::int AS tries FROM provider_order WHERE order_id = ANY($1)',
            [orders.map((order) => order.orderId)],
          );
          return (rows.rows[0] as { tries: number }).tries >= atLeast ? true : undefined;
        },
        what,
        90_000,
      );
    await waitForFailedTries(3, 'three failed tries');
    await waitForFailedTries(6, 'three more failed tries, some of them retries');
    roamesimFaults(env.harness).errorRate = 0;

    for (const order of orders) await waitForOrder(env.db, order.orderId, 'completed', 90_000);

    const failedTries = await env.db.query(
      'SELECT coalesce(sum(failures), 0)::int AS n FROM provider_order WHERE order_id = ANY($1)',
      [orders.map((order) => order.orderId)],
    );
    expect(failedTries.rows[0].n).toBeGreaterThanOrEqual(3);
    for (const order of orders) {
      expect(await orderStatus(env.db, order.orderId)).toEqual({ status: 'completed', failure_reason: null });
      const lines = await providerOrderRows(env.db, order.orderId);
      expect(lines.map((line) => line.order_item_id).sort()).toEqual([...order.itemIds].sort());
      for (const line of lines) {
        expect(line).toMatchObject({ state: 'delivered', retry_at: null, lease_owner: null });
        expect(line.provider_order_number).toMatch(/^EP/);
      }
      expect(await esimRows(env.db, order.orderId)).toHaveLength(4);
    }
    // exactly one RoameSIM order per line, whatever the retries
    expect(await sandboxOrderCount(env.harness)).toBe(before + lineCount);
    const esims = await env.db.query('SELECT count(*)::int AS n FROM esim WHERE order_id = ANY($1)', [
      orders.map((order) => order.orderId),
    ]);
    expect(esims.rows[0].n).toBe(esimCount);
    const escalations = await env.db.query(
      `SELECT count(*)::int AS n FROM outbox_event WHERE type = 'order.needs_attention' AND payload->>'orderId' = ANY($1)`,
      [orders.map((order) => order.orderId)],
    );
    expect(escalations.rows[0].n).toBe(0);
  }, 180_000);

  it('an order line whose schedule is spent sends its order to needs attention, once', async () => {
    const before = await sandboxOrderCount(env.harness);
    const order = await paidOrder(env, { lines: [{ pkg: 'fixed' }] });
    await waitForOrder(env.db, order.orderId, 'completed');
    // a second order whose calls all fail: its line tries once and once per delay, then escalates
    roamesimFaults(env.harness).errorRate = 1;
    const stuck = await paidOrder(env, { lines: [{ pkg: 'fixed' }] });
    await waitForOrder(env.db, stuck.orderId, 'needs_attention', 120_000);
    roamesimFaults(env.harness).errorRate = 0;
    const [line] = await providerOrderRows(env.db, stuck.orderId);
    expect(line).toMatchObject({
      state: 'failed',
      failure_code: 'PROVIDER_UNAVAILABLE',
      failures: 11,
      retry_at: null,
    });
    const reason = await orderStatus(env.db, stuck.orderId);
    expect(reason.failure_reason).toMatch(/\S/);
    const events = await env.db.query(
      `SELECT count(*)::int AS n FROM outbox_event WHERE type = 'order.needs_attention' AND payload->>'orderId' = $1`,
      [stuck.orderId],
    );
    expect(events.rows[0].n).toBe(1);
    expect(await sandboxOrderCount(env.harness)).toBe(before + 1);
  }, 180_000);
});
