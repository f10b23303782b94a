import type { ClientBase } from 'pg';
import { MIGRATIONS_TABLE } from './backup-format';

/** The application's tables (schema public, but the migrations' own), by name. */
export async function applicationTables(db: ClientBase): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> $1 AND NOT c.relispartition
     ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.rows.map((row) => row.name);
}

/** A table's stored columns in order (generated ones are computed again on insert). */
export async function storedColumns(db: ClientBase, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
     WHERE a.attrelid = format('public.%I', $1::text)::regclass AND a.attnum > 0 AND NOT a.attisdropped
       AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [table],
  );
  return rows.rows.map((row) => row.name);
}

/** The sequences of schema public. */
export async function sequences(db: ClientBase): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return rows.rows.map((row) => row.name);
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** Every foreign key of schema public with its definition (to drop and add it again). */
export async function foreignKeys(db: ClientBase): Promise<ForeignKey[]> {
  const rows = await db.query<ForeignKey>(
    `SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE c.contype = 'f' AND n.nspname = 'public' ORDER BY t.relname, c.conname`,
  );
  return rows.rows;
}

/** The names of the migrations run on the database, in order; null when it has never been migrated. */
export async function appliedMigrations(db: ClientBase): Promise<string[] | null> {
  const found = await db.query(`SELECT to_regclass(format('public.%I', $1::text)) AS table`, [
    MIGRATIONS_TABLE,
  ]);
  if (!found.rows[0].table) return null;
  const rows = await db.query<{ name: string }>(`SELECT name FROM "${MIGRATIONS_TABLE}" ORDER BY id`);
  return rows.rows.map((row) => row.name);
}

export const quoted = (db: ClientBase, name: string): string => db.escapeIdentifier(name);
