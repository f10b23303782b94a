import request from 'supertest';
import type { Harness } from '../../support/harness';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** Waits for the worker's first full load, seen through the public api. */
export function waitForCatalogue(harness: Harness, minimum: number, timeoutMs = 60_000): Promise<number> {
  return until(
    async () => {
      const response = await request(harness.url).get('/api/catalogue/stats');
      const packages = (response.body as { packages?: number }).packages ?? 0;
      return response.status === 200 && packages >= minimum ? packages : undefined;
    },
    `${minimum} packages on sale`,
    timeoutMs,
  );
}
