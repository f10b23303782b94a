import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { RestoreRefused, restoreBackupFile, versionOf } from './backup';

/** `npm run restore <file>` (scripts/restore.mjs finds the database): the backup into an empty DATABASE_URL. */
export async function restoreCommand(url: string, args: string[]): Promise<void> {
  if (!args[0]) throw new Error('name the backup file: npm run restore -- backups/derleng-….backup.gz');
  const path = resolve(args[0]);
  if (!existsSync(path)) throw new Error(`no such file: ${path}`);
  const summary = await restoreBackupFile(url, path);
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `restore: ${path}: ${rows} rows in ${Object.keys(summary.rows).length} tables, at migration ${versionOf(summary.migrations)}`,
  );
  if (summary.pending.length)
    console.log(
      `restore: this release has newer migrations (${summary.pending.join(', ')}): the next start (or npm run migrate) runs them`,
    );
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('restore: DATABASE_URL is not set');
    process.exit(1);
  }
  restoreCommand(url, process.argv.slice(2)).catch((error: unknown) => {
    const refused = error instanceof RestoreRefused;
    console.error(`restore ${refused ? 'refused' : 'failed'}: ${(error as Error).message}`);
    process.exit(1);
  });
}
