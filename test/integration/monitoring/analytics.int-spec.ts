import type { AdminAnalytics } from '@app/contracts';
import { signedInAdmin, TestUser } from '../accounts/accounts-client';
import { as } from '../admin/admin-support';
import { EsimsEnv, paidOrder, startEsimsEnv, waitForOrder } from '../esims/support';

jest.setTimeout(120_000);

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The Analytics tab's figures, computed by Postgres from real orders, payments and eSIMs. */
describe('admin analytics', () => {
  let env: EsimsEnv;
  let admin: TestUser;

  beforeAll(async () => {
    env = await startEsimsEnv();
    admin = await signedInAdmin(env.harness);
    // Two orders paid and delivered by the worker through the RoameSIM sandbox.
    const first = await paidOrder(env, {
      sessionId: 'sess-analytics-1',
      lines: [{ pkg: 'fixed', quantity: 2 }],
    });
    const second = await paidOrder(env, { sessionId: 'sess-analytics-2' });
    await waitForOrder(env.db, first.orderId, 'completed');
    await waitForOrder(env.db, second.orderId, 'completed');
    // One order never paid, one paid long ago (out of the default range), one cart never ordered.
    const unpaid = await paidOrder(env, { sessionId: 'sess-analytics-3', event: false });
    await env.db.query(
      "UPDATE orders SET status = 'pending', confirmed_at = NULL, payment_method = 'paypal' WHERE id = $1",
      [unpaid.orderId],
    );
    const old = await paidOrder(env, { sessionId: 'sess-analytics-4', event: false });
    await env.db.query("UPDATE orders SET created_at = now() - interval '40 days' WHERE id = $1", [
      old.orderId,
    ]);
    await env.db.query(
      "INSERT INTO cart_item (session_id, package_id, quantity) VALUES ('sess-analytics-5', 9101, 1)",
    );
    // the second order was bought with a code that took $1.50 off (its total is what was paid)
    await env.db.query("UPDATE orders SET discount_code = 'SPRING', discount_cents = 150 WHERE id = $1", [
      second.orderId,
    ]);
  });
  afterAll(() => env?.close());

  const analytics = async (query = ''): Promise<AdminAnalytics> =>
    (await as(env.harness, admin).get(`/api/admin/analytics${query}`).expect(200)).body;

  it('buckets orders and revenue per day, and splits them by status and method', async () => {
    const result = await analytics();
    expect(result.to).toBe(today());
    expect(result.daily).toHaveLength(30);
    const [{ cents }] = (
      await env.db.query(
        "SELECT sum(total_cents)::int AS cents FROM orders WHERE status = 'completed' AND created_at > now() - interval '1 day'",
      )
    ).rows;
    expect(result.daily.at(-1)).toEqual({
      day: today(),
      orders: 3,
      paidOrders: 2,
      revenueCents: cents,
      discountCents: 150,
    });
    expect(result.daily.slice(0, -1).every((row) => row.orders === 0)).toBe(true);
    expect(result.ordersByStatus).toEqual([
      { key: 'completed', count: 2, percentage: 66.7 },
      { key: 'pending', count: 1, percentage: 33.3 },
    ]);
    expect(result.ordersByPaymentMethod).toEqual([
      { key: 'payway_khqr', count: 2, percentage: 66.7 },
      { key: 'paypal', count: 1, percentage: 33.3 },
    ]);
    expect(result.topDestinations).toEqual([
      { destination: 'Cambodia', destinationKm: 'កម្ពុជា', quantity: 3, revenueCents: cents },
    ]);
  });

  it('follows carts to delivered eSIMs and times payment to eSIM', async () => {
    const result = await analytics();
    expect(result.funnel).toEqual({ carts: 4, orders: 3, paid: 2, delivered: 2 });
    expect(result.paymentToEsim.samples).toBe(2);
    expect(result.paymentToEsim.medianSeconds).not.toBeNull();
    expect(result.paymentToEsim.p95Seconds!).toBeGreaterThanOrEqual(result.paymentToEsim.medianSeconds!);
  });

  it('takes a range, and includes the old order only when asked', async () => {
    const wide = await analytics(`?from=${daysAgo(45)}&to=${today()}`);
    expect(wide.daily).toHaveLength(46);
    expect(wide.daily.reduce((sum, row) => sum + row.orders, 0)).toBe(4);
    expect(wide.daily.find((row) => row.day === daysAgo(40))?.orders).toBe(1);
  });

  it('shares the packages by continent and by type', async () => {
    const result = await analytics();
    const total = result.packagesByType.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeGreaterThan(0);
    expect(result.packagesByType.map((row) => row.key).sort()).toEqual(['DayPass', 'Fixed Plan']);
    expect(result.packagesByContinent.reduce((sum, row) => sum + row.count, 0)).toBe(total);
    expect(Math.round(result.packagesByType.reduce((sum, row) => sum + row.percentage, 0))).toBe(100);
  });

  it('refuses a range it cannot read, names the problem', async () => {
    const inverted = await as(env.harness, admin).get(
      `/api/admin/analytics?from=${today()}&to=${daysAgo(3)}`,
    );
    expect(inverted.status).toBe(400);
    expect(inverted.body.message).toMatch(/from must not be after to/);
    const garbage = await as(env.harness, admin).get('/api/admin/analytics?from=soon');
    expect(garbage.status).toBe(400);
    expect(JSON.stringify(garbage.body.message)).toMatch(/from must be a date/);
    const long = await as(env.harness, admin).get(`/api/admin/analytics?from=${daysAgo(400)}&to=${today()}`);
    expect(long.status).toBe(400);
  });
});
