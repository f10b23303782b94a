import { MIGRATIONS, migrationName } from '@app/db';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migratedDatabase } from '../../support/databases';

/**
 * Each test file's database is a copy of the run's migrated template (test/support/databases.ts):
 * copies made at once (two Jest workers starting files together) each hold every migration and
 * are apart from each other, and the template itself takes no connection (one would stop the copies).
 */
describe('test databases copied from the migrated template', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const clients: Client[] = [];
  const connect = async (url: string) => {
    const client = new Client({ connectionString: url });
    clients.push(client);
    await client.connect();
    return client;
  };
  afterAll(() => Promise.all(clients.map((client) => client.end())));

  it('gives databases made at once every migration each, and keeps their rows apart', async () => {
    const names = Array.from({ length: 4 }, () => `t_${randomBytes(6).toString('hex')}`);
    const urls = await Promise.all(names.map((name) => migratedDatabase(adminUrl, name)));
    expect(urls.map((url) => new URL(url).pathname)).toEqual(names.map((name) => `/${name}`));
    const [first, second] = await Promise.all(urls.slice(0, 2).map(connect));
    for (const db of [first!, second!]) {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
      expect(rows.map((row) => row.name)).toEqual(MIGRATIONS.map(migrationName));
    }
    await first!.query(`INSERT INTO app_setting (key, value) VALUES ('copy-check', '"first"')`);
    const { rows } = await second!.query(`SELECT 1 FROM app_setting WHERE key = 'copy-check'`);
    expect(rows).toHaveLength(0);
  });

  it('keeps the template closed to connections', async () => {
    const template = new URL(adminUrl);
    template.pathname = `/${process.env.TEST_TEMPLATE_DATABASE}`;
    const client = new Client({ connectionString: template.toString() });
    await expect(client.connect()).rejects.toThrow(/is not currently accepting connections/);
  });
});
