import { resolve } from 'node:path';
import { backupFileName, pruneBackups, writeBackupFile } from './backup';

/**
 * `npm run backup [file]` (scripts/backup.mjs finds the database): a consistent backup of
 * DATABASE_URL while the shop runs, into `file` or BACKUP_DIR (default ./backups) under a dated
 * name; the newest BACKUP_KEEP (default 14) dated backups of that folder are kept.
 */
export async function backupCommand(url: string, args: string[], env = process.env): Promise<string> {
  const folder = resolve(env.BACKUP_DIR || 'backups');
  const path = args[0] ? resolve(args[0]) : resolve(folder, backupFileName(new Date()));
  const summary = await writeBackupFile(url, path);
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `backup: ${path} (${summary.bytes} bytes, ${Object.keys(summary.rows).length} tables, ${rows} rows, at migration ${summary.migrations.at(-1)})`,
  );
  if (!args[0]) {
    const removed = pruneBackups(folder, Number(env.BACKUP_KEEP || 14));
    if (removed.length) console.log(`backup: removed older backups ${removed.join(', ')}`);
  }
  return path;
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('backup: DATABASE_URL is not set');
    process.exit(1);
  }
  backupCommand(url, process.argv.slice(2)).catch((error: unknown) => {
    console.error(`backup failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
