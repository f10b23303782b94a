// `npm run admin:create -- --phone "+855 12 345 678" --email admin@example.com [--password …] [--name …]`
// Creates an admin account (the first one, or another). Builds the server code first if needed.
// Uses DATABASE_URL, else the embedded database of a running `npm start`, found with the same
// settings the stack uses (EMBEDDED_PG_PORT).
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { embeddedDatabaseUrl, embeddedPgPort } from './embedded-postgres.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/libs/accounts/src/main-admin-create.js');

if (!process.env.DATABASE_URL) {
  const port = embeddedPgPort();
  const listening = await new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => done(socket.end() && true));
    socket.once('error', () => done(false));
  });
  if (!listening) {
    console.error(
      `admin:create: nothing listens on 127.0.0.1:${port} (the embedded PostgreSQL of npm start): start the stack with npm start (same EMBEDDED_PG_PORT), or set DATABASE_URL`,
    );
    process.exit(1);
  }
  process.env.DATABASE_URL = embeddedDatabaseUrl();
  console.log(`admin:create: using the embedded database of npm start (${process.env.DATABASE_URL})`);
}

if (!existsSync(entry)) {
  const { buildServer } = await import('./build.mjs');
  await buildServer();
}
await import(pathToFileURL(entry).href);
