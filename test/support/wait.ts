export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}
