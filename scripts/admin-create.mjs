// `npm run admin:create -- --phone "+855 12 345 678" --email admin@example.com [--password …] [--name …]`
// Creates an admin account (the first one, or another). Builds the server code first if needed.
// Uses DATABASE_URL, or the embedded default's database while `npm start` runs.
import { existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/libs/accounts/src/main-admin-create.js');
if (!existsSync(entry)) {
  const { buildServer } = await import('./build.mjs');
  await buildServer();
}
await import(pathToFileURL(entry).href);
