import { assertTakingOrders, EMERGENCY_STOP_SETTING_KEY, lockOutNewOrders } from '@app/orders';
import { DataSource, type QueryRunner } from 'typeorm';
import { freshDatabase } from '../../support/harness';
import { until } from '../../support/wait';

/**
 * New orders and the Emergency Stop meet on one advisory lock (no row is locked per order): an
 * order's transaction holds it shared from its check to its commit, the stop takes it exclusively
 * while it writes the flag.
 */
describe('Emergency Stop against orders in flight', () => {
  let dataSource: DataSource;
  const runners: QueryRunner[] = [];

  const transaction = async (): Promise<QueryRunner> => {
    const runner = dataSource.createQueryRunner();
    runners.push(runner);
    await runner.startTransaction();
    return runner;
  };
  const setStopped = (runner: QueryRunner | DataSource, stopped: boolean) =>
    runner.query(
      `INSERT INTO app_setting (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [EMERGENCY_STOP_SETTING_KEY, JSON.stringify({ stopped, pausedQueues: [] })],
    );
  /** Resolves once some transaction waits for an advisory lock. */
  const someoneWaits = () =>
    until(async () => {
      const rows: unknown[] = await dataSource.query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
      );
      return rows.length > 0 ? true : undefined;
    }, 'a transaction waiting for the Emergency Stop lock');

  beforeAll(async () => {
    dataSource = new DataSource({ type: 'postgres', url: await freshDatabase() });
    await dataSource.initialize();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    await setStopped(dataSource, false);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('an order checked while a stop is being written waits for it, then is refused', async () => {
    await setStopped(dataSource, false);
    const stop = await transaction();
    await lockOutNewOrders(stop.manager);
    await setStopped(stop, true);
    const order = await transaction();
    // Its statement starts before the stop commits: the flag is still read after the commit.
    const checked = assertTakingOrders(order.manager).then(
      () => 'taken',
      (error: { response?: { code?: string } }) => error.response?.code,
    );
    await someoneWaits();
    await stop.commitTransaction();
    expect(await checked).toBe('ORDERS_PAUSED');
  });

  it('a stop waits for the orders already past their check', async () => {
    await setStopped(dataSource, false);
    const order = await transaction();
    await assertTakingOrders(order.manager);
    const stop = await transaction();
    let stopLocked = false;
    const locking = lockOutNewOrders(stop.manager).then(() => {
      stopLocked = true;
    });
    await someoneWaits();
    expect(stopLocked).toBe(false);
    await order.commitTransaction();
    await locking;
    expect(stopLocked).toBe(true);
  });

  it('orders take the lock shared: two in flight do not wait for each other', async () => {
    await setStopped(dataSource, false);
    const first = await transaction();
    const second = await transaction();
    await assertTakingOrders(first.manager);
    await expect(assertTakingOrders(second.manager)).resolves.toBeUndefined();
  });
});
