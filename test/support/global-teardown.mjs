export default async function globalTeardown() {
  const { pg, redis = [] } = globalThis.__services ?? {};
  await Promise.all(redis.map((server) => server.stop()));
  await pg?.stop();
}
