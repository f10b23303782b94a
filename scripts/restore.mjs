// `npm run restore -- <file>`: a backup of `npm run backup` into an empty database (a fresh clone's
// embedded one, or DATABASE_URL); refused, with the reason, onto a database of another migration
// version or one that already holds orders. The database: scripts/database-command.mjs.
import { compiled, main, withDatabase } from './database-command.mjs';

await main('restore', async () => {
  const { restoreCommand } = await compiled('dist/libs/db/src/main-restore.js');
  await withDatabase('restore', (url) => restoreCommand(url, process.argv.slice(2)));
});
