import { runMigrations } from '@app/db';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Every test file's database is a copy of one migrated template: the run migrates once, into the
 * database named TEST_TEMPLATE_DATABASE (a fresh name per run, from test/support/global-setup.mjs),
 * and each file gets `CREATE DATABASE … TEMPLATE` it, a file copy that takes milliseconds where the
 * migrations take about half a second. The first file that needs a database builds the template;
 * the Jest workers take turns under an advisory lock, so the other waits for it instead of building
 * a second one, and no copy starts while the template is being built or renamed.
 */
const LOCK_KEY = 7_322_081_105;

function quoted(name: string): string {
  return `"${name.replace(/"/g, '')}"`;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** This run's template name; outside the integration run (no global setup), one per process. */
function templateName(): string {
  process.env.TEST_TEMPLATE_DATABASE ??= `t_template_${randomBytes(6).toString('hex')}`;
  return process.env.TEST_TEMPLATE_DATABASE;
}

/**
 * Migrates a database of its own and only then renames it to the template's name: a template that
 * exists is complete. A build a failed migration left half-done is dropped and built again (and the
 * migration's own error is what the file reports).
 */
async function buildTemplate(admin: Client, adminUrl: string, template: string): Promise<void> {
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${quoted(building)}`);
  await admin.query(`CREATE DATABASE ${quoted(building)}`);
  await runMigrations(databaseUrl(adminUrl, building));
  await admin.query(`ALTER DATABASE ${quoted(building)} RENAME TO ${quoted(template)}`);
  // Nothing may connect to it from now on: a connection would make every copy fail.
  await admin.query(`ALTER DATABASE ${quoted(template)} WITH ALLOW_CONNECTIONS false`);
}

/** A new database `name` holding every migration (a copy of the run's template); returns its URL. */
export async function migratedDatabase(adminUrl: string, name: string): Promise<string> {
  const template = templateName();
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!rowCount) await buildTemplate(admin, adminUrl, template);
      // PostgreSQL waits a few seconds for a backend still leaving the template before it refuses.
      await admin.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
  return databaseUrl(adminUrl, name);
}
