// What `npm run backup` and `npm run restore` share: the database they work on and the compiled
// code they run. DATABASE_URL when set; else the embedded PostgreSQL of `npm start` (the same
// EMBEDDED_PG_PORT): the running one, or, when nothing listens there, the same server started from
// its data folder (.data/pg, or EMBEDDED_PG_DATA_DIR) for the command and stopped after it; a fresh
// clone gets an empty one, which is what a restore needs.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedDatabaseUrl, embeddedPgPort, startEmbeddedPostgres } from './embedded-postgres.mjs';
import { StackError } from './ports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const listening = (port) =>
  new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => done(socket.end() && true));
    socket.once('error', () => done(false));
  });

/** Runs `command(url)` against the database described above; returns its result. */
export async function withDatabase(name, command, env = process.env) {
  if (env.DATABASE_URL) return command(env.DATABASE_URL);
  const port = embeddedPgPort(env);
  if (await listening(port)) {
    const url = embeddedDatabaseUrl(env);
    console.log(`${name}: the embedded database of npm start on 127.0.0.1:${port}`);
    return command(url);
  }
  const dataDir = resolve(env.EMBEDDED_PG_DATA_DIR || join(root, '.data', 'pg'));
  const pg = await startEmbeddedPostgres({ dataDir, port, log: (line) => console.log(line) });
  console.log(`${name}: the embedded database in ${pg.dataDir} (started for this command)`);
  try {
    return await command(pg.url);
  } finally {
    await pg.stop();
  }
}

/** The compiled module `entry` (dist/…), built first when missing. */
export async function compiled(entry) {
  const file = join(root, entry);
  if (!existsSync(file)) {
    const { buildServer } = await import('./build.mjs');
    await buildServer();
  }
  return createRequire(import.meta.url)(file);
}

/** Runs a command's main: one line on failure, exit code 1. */
export async function main(name, run) {
  try {
    await run();
  } catch (error) {
    const refused = error?.constructor?.name === 'RestoreRefused';
    const known = refused || error instanceof StackError;
    console.error(`${name} ${refused ? 'refused' : 'failed'}: ${error?.message ?? error}`);
    if (!known && process.env.DEBUG) console.error(error);
    process.exitCode = 1;
  }
}
