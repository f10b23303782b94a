import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, startRedis } from './services.mjs';

/**
 * One Postgres for the run (each test file gets its own database on it, a copy of the run's
 * migrated template TEST_TEMPLATE_DATABASE: test/support/databases.ts) and one redis-server per
 * Jest worker: a worker's files empty their Redis after each file and use its pub/sub channels
 * (socket.io's adapter) without seeing another worker's. TEST_REDIS_URLS lists them; the
 * integration environment (test/support/integration-environment.cjs) hands worker N the Nth as
 * TEST_REDIS_URL. A TEST_REDIS_URL set from outside is one server: each worker then gets its own
 * database index on it (keys apart, pub/sub shared).
 */
export default async function globalSetup(globalConfig) {
  const pg = process.env.TEST_DATABASE_URL ? null : await startPostgres();
  process.env.TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? pg.url;
  // A name of its own per run: a Postgres set from outside may hold an older run's template.
  process.env.TEST_TEMPLATE_DATABASE = `t_template_${randomBytes(6).toString('hex')}`;
  // The harness sandboxes' keys, made once per Jest worker (test/support/harness.ts).
  process.env.TEST_SANDBOX_KEYS_DIR = mkdtempSync(join(tmpdir(), 'derleng-sandbox-keys-'));
  const workers = Math.max(1, globalConfig?.maxWorkers ?? 1);
  const redis = [];
  if (process.env.TEST_REDIS_URL) {
    process.env.TEST_REDIS_URLS = Array.from({ length: workers }, (_, index) => {
      const url = new URL(process.env.TEST_REDIS_URL);
      url.pathname = `/${index + 1}`;
      return url.toString();
    }).join(' ');
  } else {
    for (let index = 0; index < workers; index += 1) {
      const server = await startRedis();
      if (!server) {
        await Promise.all(redis.map((started) => started.stop()));
        await pg?.stop();
        throw new Error(
          'redis-server is not installed: install it (apt-get install redis-server) or set TEST_REDIS_URL',
        );
      }
      redis.push(server);
    }
    process.env.TEST_REDIS_URLS = redis.map((server) => server.url).join(' ');
  }
  globalThis.__services = { pg, redis };
}
