// `npm run backup [-- file]`: a consistent backup of the shop's database while it runs (a logical
// copy read in one snapshot; libs/db/src/backup), into ./backups (BACKUP_DIR) under a dated name,
// keeping the newest BACKUP_KEEP (14). The database: scripts/database-command.mjs.
import { compiled, main, withDatabase } from './database-command.mjs';

await main('backup', async () => {
  const { backupCommand } = await compiled('dist/libs/db/src/main-backup.js');
  await withDatabase('backup', (url) => backupCommand(url, process.argv.slice(2)));
});
