// Starts the real services the tests need: an embedded Postgres (npm package, real PG 18) and a
// redis-server from the system, each on a free loopback port with throwaway data.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function findRedisServer() {
  for (const candidate of [
    process.env.REDIS_SERVER_BIN,
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ]) {
    if (!candidate) continue;
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {
      /* try the next one */
    }
  }
  return null;
}

/** A throwaway embedded Postgres (the same runner as `npm start`: scripts/embedded-postgres.mjs). */
export async function startPostgres({ fast = true } = {}) {
  const { startEmbeddedPostgres } = await import('../../scripts/embedded-postgres.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'derleng-pg-'));
  chmodSync(dir, 0o755); // the postgres user must be able to enter it when we run as root
  const pg = await startEmbeddedPostgres({
    dataDir: join(dir, 'data'),
    port: await freePort(),
    database: 'postgres',
    persistent: false,
    fast,
    log: () => {},
  });
  return {
    url: pg.url,
    port: pg.port,
    async stop() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startRedis() {
  const bin = findRedisServer();
  if (!bin) return null;
  const port = await freePort();
  const child = spawn(
    bin,
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start in 10 s')), 10000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    },
  };
}
