import { startPostgres, startRedis } from './services.mjs';

export default async function globalSetup() {
  const pg = process.env.TEST_DATABASE_URL ? null : await startPostgres();
  const redis = process.env.TEST_REDIS_URL ? null : await startRedis();
  if (!redis && !process.env.TEST_REDIS_URL) {
    throw new Error(
      'redis-server is not installed: install it (apt-get install redis-server) or set TEST_REDIS_URL',
    );
  }
  process.env.TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? pg.url;
  process.env.TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? redis.url;
  globalThis.__services = { pg, redis };
}
