import { Client } from 'pg';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupLine } from './backup-format';
import { appliedMigrations, applicationTables, quoted, sequences, storedColumns } from './schema-facts';

const BATCH = 2000;

export interface BackupSummary {
  migrations: string[];
  rows: Record<string, number>;
}

/**
 * Writes a consistent copy of the database at `url` through `write` (one line at a time), while
 * the shop goes on: everything is read in one REPEATABLE READ, READ ONLY transaction, so the
 * tables and sequences are all as of one instant and nobody is blocked.
 */
export async function takeBackup(
  url: string,
  write: (line: BackupLine) => Promise<void>,
  now: Date = new Date(),
): Promise<BackupSummary> {
  const db = new Client({ connectionString: url, application_name: 'derleng-backup' });
  await db.connect();
  try {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = await appliedMigrations(db);
    if (!migrations?.length)
      throw new Error('the database has no migrations run: there is nothing of the shop to back up');
    const version = await db.query<{ server_version: string }>('SHOW server_version');
    await write({
      kind: 'header',
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      serverVersion: version.rows[0].server_version,
      migrations,
    });
    const rows: Record<string, number> = {};
    for (const table of await applicationTables(db)) {
      await write({ kind: 'table', name: table, columns: await storedColumns(db, table) });
      rows[table] = 0;
      await db.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT t::text AS row FROM ONLY public.${quoted(db, table)} t`,
      );
      for (;;) {
        const batch = await db.query<{ row: string }>(`FETCH ${BATCH} FROM backup_rows`);
        if (!batch.rows.length) break;
        rows[table] += batch.rows.length;
        await write({ kind: 'rows', table, rows: batch.rows.map((row) => row.row) });
      }
      await db.query('CLOSE backup_rows');
    }
    for (const name of await sequences(db)) {
      const state = await db.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM public.${quoted(db, name)}`,
      );
      await write({
        kind: 'sequence',
        name,
        lastValue: state.rows[0].last_value,
        isCalled: state.rows[0].is_called,
      });
    }
    await write({ kind: 'end', rows });
    await db.query('COMMIT');
    return { migrations, rows };
  } finally {
    await db.end();
  }
}

/** Records a finished backup (read by /metrics as the last successful backup's time). */
export async function recordBackup(
  url: string,
  entry: { tool: string; sizeBytes: number | null; location: string | null },
): Promise<void> {
  const db = new Client({ connectionString: url, application_name: 'derleng-backup' });
  await db.connect();
  try {
    await db.query('INSERT INTO backup_run (tool, size_bytes, location) VALUES ($1, $2, $3)', [
      entry.tool,
      entry.sizeBytes,
      entry.location,
    ]);
  } finally {
    await db.end();
  }
}
