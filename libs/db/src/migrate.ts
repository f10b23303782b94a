import { DataSource } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './schema';

/** The name each migration records in the migrations table. */
export const migrationName = (migration: (typeof MIGRATIONS)[number]): string => new migration().name;

/**
 * Runs pending migrations against `url`; returns the names of those applied. `only`: run just
 * these (a restore brings an empty database to its backup's version, no further).
 */
export async function runMigrations(url: string, only?: readonly string[]): Promise<string[]> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: only ? MIGRATIONS.filter((migration) => only.includes(migrationName(migration))) : MIGRATIONS,
    migrationsTransactionMode: 'each',
    uuidExtension: 'pgcrypto',
    logging: false,
  });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations();
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

/** Creates database `name` on the server of `adminUrl` (if missing) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const dataSource = new DataSource({ type: 'postgres', url: adminUrl });
  await dataSource.initialize();
  try {
    await dataSource.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } catch (error) {
    if (!/already exists/.test((error as Error).message)) throw error;
  } finally {
    await dataSource.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
