import { runMigrations } from './migrate';

/** `npm run migrate`: applies pending migrations to DATABASE_URL. */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const applied = await runMigrations(url);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
}

void main().catch((error: unknown) => {
  console.error(`migration failed: ${(error as Error).message}`);
  process.exit(1);
});
