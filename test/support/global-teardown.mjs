export default async function globalTeardown() {
  const { pg, redis } = globalThis.__services ?? {};
  await redis?.stop();
  await pg?.stop();
}
