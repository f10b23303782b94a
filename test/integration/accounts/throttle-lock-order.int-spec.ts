import { RateLimiter, type CounterSlot, type RateRule } from '@app/core';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { freshDatabase } from '../../support/harness';
import { until } from '../../support/wait';

/**
 * Counting a hit and giving it back lock the same counter rows; both take them in one order (key,
 * then window), so two of them can never each hold a row the other waits for (a deadlock). Checked
 * by holding the middle row: a statement waiting for it holds the rows before it and none after.
 */
describe('the counters are locked in one order', () => {
  let dataSource: DataSource;
  let limiter: RateLimiter;
  let databaseUrl: string;
  const clients: Client[] = [];
  // Named in an order other than the lock order: pair… sorts last, ip:… in the middle, acct:… first.
  const rules: RateRule[] = [
    { key: 'pair:acct-1|ip:192.0.2.1', windowSeconds: 60, limit: 1000 },
    { key: 'ip:192.0.2.1', windowSeconds: 60, limit: 1000 },
    { key: 'acct:acct-1', windowSeconds: 3600, limit: 1000 },
  ];

  const connect = async () => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    databaseUrl = await freshDatabase();
    dataSource = new DataSource({ type: 'postgres', url: databaseUrl });
    await dataSource.initialize();
    limiter = new RateLimiter(dataSource);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await dataSource?.destroy();
  });

  /** Whether another transaction holds the row of `key` (NOWAIT answers at once). */
  const isLocked = async (probe: Client, key: string): Promise<boolean> => {
    await probe.query('BEGIN');
    try {
      await probe.query('SELECT 1 FROM auth_throttle_counter WHERE key = $1 FOR UPDATE NOWAIT', [key]);
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') return true;
      throw error;
    } finally {
      await probe.query('ROLLBACK');
    }
  };

  /** Runs `statement` while the middle row is held; says which rows it held while it waited. */
  async function heldWhileWaiting(statement: () => Promise<unknown>) {
    const [holder, probe, watcher] = [await connect(), await connect(), await connect()];
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM auth_throttle_counter WHERE key = $1 FOR UPDATE', ['ip:192.0.2.1']);
    const running = statement();
    await until(async () => {
      const { rows } = await watcher.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%auth_throttle_counter%'`,
      );
      return rows[0].n > 0 ? true : undefined;
    }, 'the statement to wait for the held row');
    const held = {
      first: await isLocked(probe, 'acct:acct-1'),
      last: await isLocked(probe, 'pair:acct-1|ip:192.0.2.1'),
    };
    await holder.query('COMMIT');
    await running;
    return held;
  }

  let slots: CounterSlot[];

  it('counting a hit holds the rows before the one it waits for, none after it', async () => {
    ({ slots } = await limiter.count(rules));
    let counted: CounterSlot[] = [];
    const held = await heldWhileWaiting(async () => {
      counted = (await limiter.count(rules)).slots;
    });
    expect(held).toEqual({ first: true, last: false });
    expect(counted).toHaveLength(3);
  });

  it('giving a hit back takes them in the same order', async () => {
    const held = await heldWhileWaiting(() => limiter.release(slots));
    expect(held).toEqual({ first: true, last: false });
    const { rows } = await clients[0].query('SELECT key, count FROM auth_throttle_counter ORDER BY key');
    // two hits counted, one given back
    expect(rows.map((row: { count: number }) => row.count)).toEqual([1, 1, 1]);
  });
});
