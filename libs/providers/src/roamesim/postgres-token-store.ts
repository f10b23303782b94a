import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { ProviderError } from '../http/provider-error';
import { sleep, type TokenStore } from './token-store';

export interface PostgresTokenStoreOptions {
  /** Row name, so several accounts can share the table. Default 'roamesim'. */
  name?: string;
  /** Default 'provider_tokens' (created when missing). */
  table?: string;
  /** How long to wait for another process's login. Default 45 s. */
  lockWaitMs?: number;
  pollMs?: number;
}

/**
 * The token shared through Postgres: one row per account in a small table created if missing.
 * Login is serialised with a transaction-level advisory lock (pg_try_advisory_xact_lock, polled,
 * so that waiters do not hold pool connections); while fn runs, the store's own queries go
 * through the lock's transaction, so the new token commits as the lock is released and a pool
 * of one connection is enough. Expiry uses the database clock.
 */
export class PostgresTokenStore implements TokenStore {
  private readonly name: string;
  private readonly table: string;
  private readonly lockKey: string;
  private readonly lockWaitMs: number;
  private readonly pollMs: number;
  private readonly lockedClient = new AsyncLocalStorage<PoolClient>();
  private ready: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    options: PostgresTokenStoreOptions = {},
  ) {
    this.name = options.name ?? 'roamesim';
    this.table = options.table ?? 'provider_tokens';
    if (!/^[a-z_][a-z0-9_]*$/.test(this.table)) throw new Error(`bad table name ${this.table}`);
    const digest = createHash('sha256').update(`token-login:${this.name}`).digest('hex');
    this.lockKey = BigInt.asIntN(64, BigInt(`0x${digest.slice(0, 16)}`)).toString();
    this.lockWaitMs = options.lockWaitMs ?? 45_000;
    this.pollMs = options.pollMs ?? 50;
  }

  async get(): Promise<string | null> {
    const result = await this.query<{ token: string }>(
      `SELECT token FROM ${this.table} WHERE name = $1 AND expires_at > clock_timestamp()`,
      [this.name],
    );
    return result.rows[0]?.token ?? null;
  }

  async set(token: string, ttlMs: number): Promise<void> {
    await this.query(
      `INSERT INTO ${this.table} (name, token, expires_at)
       VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
       ON CONFLICT (name) DO UPDATE SET token = EXCLUDED.token, expires_at = EXCLUDED.expires_at`,
      [this.name, token, Math.round(ttlMs)],
    );
  }

  async clear(token: string): Promise<void> {
    await this.query(`DELETE FROM ${this.table} WHERE name = $1 AND token = $2`, [this.name, token]);
  }

  async withLoginLock<T>(fn: () => Promise<T>): Promise<T> {
    await this.ensureTable();
    const deadline = Date.now() + this.lockWaitMs;
    for (;;) {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        const result = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1::bigint) AS locked',
          [this.lockKey],
        );
        if (result.rows[0]?.locked === true) {
          const value = await this.lockedClient.run(client, fn);
          await client.query('COMMIT');
          return value;
        }
        await client.query('ROLLBACK');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      if (Date.now() > deadline) {
        throw new ProviderError(
          'roamesim',
          'TOKEN_LOCK_TIMEOUT',
          'timed out waiting for another login',
          true,
        );
      }
      await sleep(this.pollMs);
    }
  }

  private async query<R extends QueryResultRow>(sql: string, params: unknown[]) {
    await this.ensureTable();
    return (this.lockedClient.getStore() ?? this.pool).query<R>(sql, params);
  }

  private ensureTable(): Promise<void> {
    this.ready ??= this.pool
      .query(
        `CREATE TABLE IF NOT EXISTS ${this.table} (name text PRIMARY KEY, token text NOT NULL, expires_at timestamptz NOT NULL)`,
      )
      .then(
        () => undefined,
        (error: { code?: string }) => {
          // two processes creating the table at once: the loser sees a duplicate, which is fine
          if (error.code === '23505' || error.code === '42P07') return;
          this.ready = undefined;
          throw error;
        },
      );
    return this.ready;
  }
}
