import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Harness } from '../../support/harness';

import { sleep, until } from '../../support/wait';

export { sleep, until };

/**
 * Waits for the worker's first full load, seen through the public api. The load takes seconds on
 * an idle machine and over a minute on CI's two cores beside the e2e stacks; a wait that runs out
 * says where the sync stood, so a load that never started tells apart from a slow one.
 */
export async function waitForCatalogue(
  harness: Harness,
  minimum: number,
  timeoutMs = 180_000,
): Promise<number> {
  try {
    return await until(
      async () => {
        const response = await request(harness.url).get('/api/catalogue/stats');
        const packages = (response.body as { packages?: number }).packages ?? 0;
        return response.status === 200 && packages >= minimum ? packages : undefined;
      },
      `${minimum} packages on sale`,
      timeoutMs,
      250,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; the sync stood at ${await syncState(harness)}`, {
      cause: error,
    });
  }
}

/** The sync's row, read through the harness's own connection. */
async function syncState(harness: Harness): Promise<string> {
  try {
    const db = (harness.worker ?? harness.api)!.get(DataSource);
    const [row] = await db.query(
      `SELECT is_running, mode, processed_skus, total_skus, total_packages_loaded, errors, started_at,
              finished_at, last_full_sync_at, (SELECT count(*) FROM package) AS packages
         FROM catalogue_sync_state`,
    );
    return JSON.stringify(row);
  } catch (error) {
    return `(unreadable: ${(error as Error).message})`;
  }
}
