import { Pool, type PoolClient } from 'pg';
import type { AppConfig } from '../config/config';
import { connectionErrorLog } from '../logging/connection-errors';
import type { AppLogger } from '../logging/logger';

/**
 * A small pg pool beside TypeORM's, for the Postgres fallbacks of what Redis does otherwise (the
 * realtime adapter and emitter, the RoameSIM token store). When the database ends a connection
 * (a restart: 57P01, then "Connection terminated"):
 * - its error is logged, whether the client is idle in the pool or checked out for good (the
 *   realtime adapter's LISTEN client): an 'error' event without a listener would end the process;
 * - a checked-out client is handed back to the pool as broken. The realtime adapter forgets its
 *   LISTEN client on `end` and takes a new one, so without this each restart would keep one slot
 *   of the pool for ever, and `end()` at shutdown would wait for it for ever.
 */
export function sidePool(config: AppConfig, max: number, logger: AppLogger, what: string): Pool {
  const pool = new Pool({ connectionString: config.db.url, max });
  const onError = connectionErrorLog(logger, `${what} database connection error`);
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    client.on('end', () => releaseIfCheckedOut(client as PoolClient));
  });
  return pool;
}

function releaseIfCheckedOut(client: PoolClient): void {
  try {
    client.release(new Error('the database ended this connection'));
  } catch {
    // already back in the pool (an idle client the pool removes itself, or a normal end)
  }
}
