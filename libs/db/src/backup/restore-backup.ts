import { Client } from 'pg';
import { migrationName, runMigrations } from '../migrate';
import { MIGRATIONS } from '../schema';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupHeader, BackupLine, versionOf } from './backup-format';
import {
  applicationTables,
  appliedMigrations,
  ForeignKey,
  foreignKeys,
  quoted,
  storedColumns,
} from './schema-facts';

/** A restore refused before anything was written, with the reason in words. */
export class RestoreRefused extends Error {}

/** Tables the migrations themselves fill (one state row each): a migrated database is empty with them. */
const SEEDED_TABLES = ['catalogue_version', 'catalogue_sync_state'];

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export interface RestoreSummary {
  migrations: string[];
  rows: Record<string, number>;
  /** Migrations of this release newer than the backup: the next start (or npm run migrate) runs them. */
  pending: string[];
}

/**
 * Restores a backup (its lines, in order) into the database at `url`, which must be empty: never
 * migrated (it is brought to the backup's migrations, no further), or at exactly the backup's
 * migrations with no rows but the ones the migrations write. Anything else is refused before a write.
 * The data goes in in one transaction: triggers off (the order timeline's are written once,
 * by the backup's own rows), foreign keys dropped and added again at the end (which checks every
 * row), sequences set; nothing is kept of a restore that fails part way.
 */
export async function restoreBackup(url: string, lines: AsyncIterable<BackupLine>): Promise<RestoreSummary> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? undefined : first.value;
  if (header?.kind !== 'header' || header.format !== BACKUP_FORMAT)
    throw new RestoreRefused('this file is not a backup of the shop (no derleng-backup header)');
  if (header.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new RestoreRefused(
      `this backup's format ${header.formatVersion} is not the one this release reads (${BACKUP_FORMAT_VERSION})`,
    );
  const known = MIGRATIONS.map(migrationName);
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new RestoreRefused(
      `the backup is at migration ${versionOf(header.migrations)}, which this release does not have (${unknown.join(', ')}): restore it with the release that took it, or a newer one`,
    );
  const db = new Client({ connectionString: url, application_name: 'derleng-restore' });
  await db.connect();
  try {
    await prepareTarget(db, url, header);
    const rows = await load(db, iterator);
    return {
      migrations: header.migrations,
      rows,
      pending: known.filter((name) => !header.migrations.includes(name)),
    };
  } finally {
    await db.end();
  }
}

async function prepareTarget(db: Client, url: string, header: BackupHeader): Promise<void> {
  const applied = await appliedMigrations(db);
  if (applied === null) {
    const tables = await applicationTables(db);
    if (tables.length)
      throw new RestoreRefused(
        `the database holds tables (${tables.slice(0, 5).join(', ')}) but no migrations: restore onto an empty database`,
      );
    await runMigrations(url, header.migrations);
    return;
  }
  if (!sameSet(applied, header.migrations))
    throw new RestoreRefused(
      `the database is at migration ${versionOf(applied)}, the backup at ${versionOf(header.migrations)}: restore onto an empty database (or one at the backup's migration)`,
    );
  for (const table of await applicationTables(db)) {
    if (SEEDED_TABLES.includes(table)) continue;
    const found = await db.query(`SELECT EXISTS (SELECT 1 FROM public.${quoted(db, table)}) AS any`);
    if (found.rows[0].any)
      throw new RestoreRefused(
        `the database already holds data (table ${table} is not empty): restore onto an empty database`,
      );
  }
}

async function load(db: Client, iterator: AsyncIterator<BackupLine>): Promise<Record<string, number>> {
  const tables = await applicationTables(db);
  await db.query('BEGIN');
  try {
    const keys = await foreignKeys(db);
    for (const key of keys)
      await db.query(`ALTER TABLE public.${quoted(db, key.table)} DROP CONSTRAINT ${quoted(db, key.name)}`);
    for (const table of tables)
      await db.query(`ALTER TABLE public.${quoted(db, table)} DISABLE TRIGGER USER`);
    // rows the migrations wrote (defaults) are in the backup as they were
    if (tables.length)
      await db.query(`TRUNCATE ${tables.map((table) => `public.${quoted(db, table)}`).join(', ')}`);
    const written = await copyLines(db, iterator, tables);
    for (const table of tables) await db.query(`ALTER TABLE public.${quoted(db, table)} ENABLE TRIGGER USER`);
    await addKeys(db, keys);
    await db.query('COMMIT');
    return written;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function copyLines(
  db: Client,
  iterator: AsyncIterator<BackupLine>,
  tables: string[],
): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  const insert = new Map<string, string>();
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    const line = next.value;
    if (line.kind === 'table') {
      if (!tables.includes(line.name))
        throw new RestoreRefused(`the backup has a table ${line.name} this database does not have`);
      const columns = await storedColumns(db, line.name);
      if (columns.join() !== line.columns.join())
        throw new RestoreRefused(
          `table ${line.name}'s columns differ from the backup's (${columns.join(', ')} here, ${line.columns.join(', ')} in the backup)`,
        );
      const table = `public.${quoted(db, line.name)}`;
      const list = columns.map((column) => quoted(db, column));
      insert.set(
        line.name,
        `INSERT INTO ${table} (${list.join(', ')}) OVERRIDING SYSTEM VALUE
         SELECT ${list.map((column) => `(r).${column}`).join(', ')} FROM (SELECT row::${table} AS r FROM unnest($1::text[]) AS row) AS rows`,
      );
      written[line.name] = 0;
    } else if (line.kind === 'rows') {
      const sql = insert.get(line.table);
      if (!sql) throw new RestoreRefused(`the backup's rows of ${line.table} come before its table line`);
      await db.query(sql, [line.rows]);
      written[line.table] += line.rows.length;
    } else if (line.kind === 'sequence') {
      await db.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        `public.${quoted(db, line.name)}`,
        line.lastValue,
        line.isCalled,
      ]);
    } else if (line.kind === 'end') {
      for (const [table, count] of Object.entries(line.rows))
        if (written[table] !== count)
          throw new RestoreRefused(
            `the backup says ${count} rows of ${table}, the file holds ${written[table] ?? 0}`,
          );
      return written;
    }
  }
  throw new RestoreRefused('the backup file ends before its end line: it was cut short');
}

async function addKeys(db: Client, keys: ForeignKey[]): Promise<void> {
  for (const key of keys)
    await db.query(
      `ALTER TABLE public.${quoted(db, key.table)} ADD CONSTRAINT ${quoted(db, key.name)} ${key.definition}`,
    );
}
