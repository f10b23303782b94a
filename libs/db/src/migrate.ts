import { DataSource } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './schema';

/** Runs pending migrations against `url`; returns the names of those applied. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
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
