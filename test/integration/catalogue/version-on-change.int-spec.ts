import { Client } from 'pg';
import { freshDatabase } from '../../support/harness';
import { until } from '../../support/wait';

const PACKAGE_ID = 9301;

/**
 * Whoever changes `package` (the shop's writers, a sync, an operator in psql), the catalogue version
 * moves on and is announced, so every api's read model, and the prices its orders are checked
 * against, follow. Sightings alone (`last_seen_at`) change nothing a customer sees, and move nothing.
 */
describe('the catalogue version follows every change to package', () => {
  let db: Client;
  let listener: Client;
  const heard: string[] = [];

  const version = async (): Promise<number> =>
    Number((await db.query('SELECT version FROM catalogue_version WHERE id = 1')).rows[0].version);
  const heardVersion = (expected: number) =>
    until(async () => (heard.includes(String(expected)) ? true : undefined), `NOTIFY of version ${expected}`);

  beforeAll(async () => {
    const url = await freshDatabase();
    db = new Client({ connectionString: url });
    listener = new Client({ connectionString: url });
    await Promise.all([db.connect(), listener.connect()]);
    listener.on('notification', (notice) => {
      if (notice.channel === 'catalogue_version' && notice.payload) heard.push(notice.payload);
    });
    await listener.query('LISTEN catalogue_version');
  });
  afterAll(async () => {
    await Promise.all([db?.end(), listener?.end()]);
  });

  it('moves on once per statement that adds, changes or removes packages, and announces it', async () => {
    const start = await version();
    await db.query(
      `INSERT INTO package (id, price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb,
         days, is_day_pass, wholesale_cents, retail_cents, renewable, is_available)
       VALUES ($1, $1, 'KH-1-G-7', 900, 'Cambodia', 'KH', 'Cambodia 1GB 7 Days', '1GB', 'GB', 1024, 7, false,
         100, 1000, true, true),
              ($2, $2, 'KH-3-G-30', 900, 'Cambodia', 'KH', 'Cambodia 3GB 30 Days', '3GB', 'GB', 3072, 30, false,
         200, 2000, true, true)`,
      [PACKAGE_ID, PACKAGE_ID + 1],
    );
    expect(await version()).toBe(start + 1);
    await heardVersion(start + 1);

    // a price changed by hand
    await db.query('UPDATE package SET retail_cents = 1200 WHERE id = $1', [PACKAGE_ID]);
    expect(await version()).toBe(start + 2);
    await heardVersion(start + 2);

    // sightings, and statements that change no row, leave it where it is
    await db.query('UPDATE package SET last_seen_at = now(), updated_at = now() WHERE id = $1', [PACKAGE_ID]);
    await db.query('UPDATE package SET retail_cents = 1200 WHERE id = $1', [PACKAGE_ID]);
    await db.query('UPDATE package SET retail_cents = 1 WHERE id = -1');
    expect(await version()).toBe(start + 2);

    // several packages in one statement: one step
    await db.query('UPDATE package SET is_available = false WHERE id IN ($1, $2)', [
      PACKAGE_ID,
      PACKAGE_ID + 1,
    ]);
    expect(await version()).toBe(start + 3);
    await db.query('DELETE FROM package WHERE id IN ($1, $2)', [PACKAGE_ID, PACKAGE_ID + 1]);
    expect(await version()).toBe(start + 4);
    await heardVersion(start + 4);
  });
});
