import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupLine } from './backup-format';
import { restoreBackup, RestoreSummary } from './restore-backup';
import { BackupSummary, recordBackup, takeBackup } from './take-backup';

/** The name `npm run backup` gives a backup taken at `at`: derleng-2026-11-27T20-55-00Z.backup.gz. */
export const backupFileName = (at: Date): string =>
  `derleng-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.backup.gz`;

const BACKUP_FILE = /^derleng-.*\.backup\.gz$/;

/**
 * Takes a backup into `path` (gzip JSON lines; written to `path.partial` and renamed when
 * complete, so a file under the final name is always whole), then records it in backup_run.
 */
export async function writeBackupFile(url: string, path: string): Promise<BackupSummary & { bytes: number }> {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  const gzip = createGzip();
  const file = createWriteStream(partial, { mode: 0o600 });
  const done = new Promise<void>((resolve, reject) => {
    file.once('finish', resolve);
    file.once('error', reject);
    gzip.once('error', reject);
  });
  gzip.pipe(file);
  try {
    const summary = await takeBackup(url, async (line) => {
      if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
    });
    gzip.end();
    await done;
    renameSync(partial, path);
    const bytes = statSync(path).size;
    await recordBackup(url, { tool: 'npm run backup', sizeBytes: bytes, location: path });
    return { ...summary, bytes };
  } catch (error) {
    gzip.destroy();
    file.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The lines of a backup file, one by one. */
export async function* readBackupFile(path: string): AsyncGenerator<BackupLine> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as BackupLine;
}

export const restoreBackupFile = (url: string, path: string): Promise<RestoreSummary> =>
  restoreBackup(url, readBackupFile(path));

/** Keeps the newest `keep` backups of `folder` (by name, which is by time) and deletes the others. */
export function pruneBackups(folder: string, keep: number): string[] {
  const files = readdirSync(folder)
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse();
  const removed = files.slice(Math.max(keep, 1));
  for (const name of removed) rmSync(join(folder, name));
  return removed.map((name) => basename(name));
}
