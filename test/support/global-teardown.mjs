import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  if (process.env.TEST_SANDBOX_KEYS_DIR)
    rmSync(process.env.TEST_SANDBOX_KEYS_DIR, { recursive: true, force: true });
  const { pg, redis = [] } = globalThis.__services ?? {};
  await Promise.all(redis.map((server) => server.stop()));
  await pg?.stop();
}
