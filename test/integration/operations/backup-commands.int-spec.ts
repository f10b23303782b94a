import { BACKUP_FORMAT, MIGRATIONS, restoreBackupFile, writeBackupFile } from '@app/db';
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { freshDatabase } from '../../support/harness';
import { tableDigests } from './backup-support';
import { ensureServerBuilt } from '../../support/built-server';
import { load, root } from './stack-support';

const run = promisify(execFile);

/** `npm run backup` and `npm run restore` as a shop owner runs them, and the restores they refuse. */
describe('npm run backup / npm run restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'derleng-backup-cmd-'));
  let source: string;
  let db: Client;

  const command = (script: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, [join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
    }).then(
      (done) => ({ code: 0, out: done.stdout + done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout + failed.stderr,
      }),
    );

  beforeAll(async () => {
    chmodSync(folder, 0o755);
    await ensureServerBuilt();
    source = await freshDatabase();
    db = new Client({ connectionString: source });
    await db.connect();
    await db.query(
      `INSERT INTO package (id, price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb,
         days, is_day_pass, wholesale_cents, retail_cents, renewable, is_available)
       VALUES (7, 7, 'KH-1-G-7', 900, 'Cambodia', 'KH', 'Cambodia 1GB 7 Days', '1GB', 'GB', 1024, 7, false, 100, 1000, true, true)`,
    );
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores into a fresh embedded database and backs it up again: the same rows', async () => {
    const first = join(folder, 'first.backup.gz');
    const taken = await command('backup.mjs', [first], { DATABASE_URL: source });
    expect(taken).toMatchObject({ code: 0, out: expect.stringContaining(`backup: ${first}`) });
    const before = await tableDigests(db);

    const { freePort } = await load<{ freePort(): Promise<number> }>('test/support/services.mjs');
    const embedded = { EMBEDDED_PG_PORT: String(await freePort()), EMBEDDED_PG_DATA_DIR: join(folder, 'pg') };
    const restored = await command('restore.mjs', [first], embedded);
    expect(restored.out).toContain('restore: the embedded database in');
    expect(restored).toMatchObject({
      code: 0,
      out: expect.stringMatching(/restore: .*first\.backup\.gz: \d+ rows in \d+ tables/),
    });
    const second = join(folder, 'second.backup.gz');
    expect(await command('backup.mjs', [second], embedded)).toMatchObject({ code: 0 });

    const check = await freshDatabase();
    const target = new Client({ connectionString: check });
    await target.connect();
    try {
      await target.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await restoreBackupFile(check, second);
      const after = await tableDigests(target);
      // the embedded database recorded its own backup; everything else is as in the source
      expect({ ...after, backup_run: '' }).toEqual({ ...before, backup_run: '' });
      expect(after.package).toMatch(/^1:/);
    } finally {
      await target.end();
    }
  }, 120_000);

  it('refuses a database of another migration version, one holding data, a file cut short and one of a newer release, with the reason', async () => {
    const file = join(folder, 'refusals.backup.gz');
    await writeBackupFile(source, file);

    const older = await freshDatabase();
    const olderDb = new Client({ connectionString: older });
    await olderDb.connect();
    await olderDb.query('DELETE FROM migrations WHERE id = (SELECT max(id) FROM migrations)');
    await olderDb.end();
    const refused = await command('restore.mjs', [file], { DATABASE_URL: older });
    expect(refused.code).toBe(1);
    const latest = MIGRATIONS[MIGRATIONS.length - 1]!.name;
    expect(refused.out).toMatch(
      new RegExp(
        `restore refused: the database is at migration \\w+ \\(\\d+ migrations\\), the backup at ${latest} \\(${MIGRATIONS.length} migrations\\): restore onto an empty database`,
      ),
    );

    await expect(restoreBackupFile(source, file)).rejects.toThrow(
      /^the database already holds data \(table \w+ is not empty\): restore onto an empty database$/,
    );
    expect((await db.query('SELECT count(*)::int AS n FROM package')).rows[0].n).toBe(1);

    const lines = gunzipSync(readFileSync(file)).toString().trim().split('\n');
    const cut = join(folder, 'cut.backup.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n')));
    await expect(restoreBackupFile(await emptyDatabase(), cut)).rejects.toThrow(
      'the backup file ends before its end line',
    );

    const header = JSON.parse(lines[0]);
    expect(header).toMatchObject({ format: BACKUP_FORMAT });
    const newer = join(folder, 'newer.backup.gz');
    header.migrations.push('Future9999999999999');
    writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await expect(restoreBackupFile(await emptyDatabase(), newer)).rejects.toThrow(
      /which this release does not have \(Future9999999999999\): restore it with the release that took it/,
    );
  }, 60_000);
});

/** A database with nothing in it (never migrated). */
async function emptyDatabase(): Promise<string> {
  const url = await freshDatabase();
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await client.end();
  return url;
}
