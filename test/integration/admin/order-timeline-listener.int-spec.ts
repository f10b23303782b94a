import { Client } from 'pg';
import { OrderTimelineListener } from '../../../apps/api/src/realtime/order-timeline-listener';
import { freshDatabase } from '../../support/harness';
import { until } from '../../support/wait';

/**
 * The api listens for the timeline's NOTIFYs only while an admin socket holds the listener: each
 * payment check and provider call writes one, and without an admin connected nobody needs them.
 */
describe('the order timeline listener', () => {
  let databaseUrl: string;
  let db: Client;

  beforeAll(async () => {
    databaseUrl = await freshDatabase();
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
  });

  const listeners = async (): Promise<number> =>
    Number(
      (
        await db.query(
          `SELECT count(*) AS n FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN order_timeline'`,
        )
      ).rows[0].n,
    );

  it('listens while held, from the first holder to the last, and relays each order id', async () => {
    const heard: string[] = [];
    const listener = new OrderTimelineListener(
      databaseUrl,
      (orderId) => heard.push(orderId),
      (error) => {
        throw error;
      },
    );
    try {
      expect(await listeners()).toBe(0);
      await Promise.all([listener.hold(), listener.hold()]);
      expect(await listeners()).toBe(1);
      await db.query(`SELECT pg_notify('order_timeline', 'order-1')`);
      await until(async () => heard.includes('order-1') || undefined, 'the first hint');

      listener.release(); // one holder is left: still listening
      await db.query(`SELECT pg_notify('order_timeline', 'order-2')`);
      await until(async () => heard.includes('order-2') || undefined, 'the hint with one holder left');

      listener.release(); // the last one: the connection is closed
      await until(async () => ((await listeners()) === 0 ? true : undefined), 'the listener gone');

      await listener.hold(); // an admin again: listening again
      expect(await listeners()).toBe(1);
      await db.query(`SELECT pg_notify('order_timeline', 'order-3')`);
      await until(async () => heard.includes('order-3') || undefined, 'the hint after holding again');
      expect(heard).toEqual(['order-1', 'order-2', 'order-3']);
    } finally {
      await listener.stop();
    }
    await until(async () => ((await listeners()) === 0 ? true : undefined), 'the listener stopped');
  });
});
