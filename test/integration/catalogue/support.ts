import request from 'supertest';
import type { Harness } from '../../support/harness';

import { sleep, until } from '../../support/wait';

export { sleep, until };

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
