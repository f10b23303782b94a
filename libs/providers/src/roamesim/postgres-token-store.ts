import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { TokenStore } from './token-store';

export interface PostgresTokenStoreOptions {
  /** Row name, so several accounts can share the table. Default 'roamesim'. */
  name?: string;
  /** Default 'provider_tokens' (created when missing). */
  table?: string;
  /** Waiting longer than this for another process's login fails the call. Default 45 s. */
  lockWaitMs?: number;
}

/**
 * The token shared through Postgres: one row per account in a small table created if missing;
 * login serialised with pg_advisory_xact_lock on a key derived from the row name, held by a
 * transaction on a connection of its own while fn runs. Expiry uses the database clock.
 */
export class PostgresTokenStore implements TokenStore {
  private readonly name: string;
  private readonly table: string;
  private readonly lockKey: string;
  private readonly lockWaitMs: number;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    options: PostgresTokenStoreOptions = {},
  ) {
    this.name = options.name ?? 'roamesim';
    this.table = options.table ?? 'provider_tokens';
    if (!/^[a-z_][a-z0-9_]*$/.test(this.table)) throw new Error(`bad table name ${this.table}`);
    this.lockKey = BigInt.asIntN(
      64,
      BigInt(`0x${createHash('sha256').update(`token-login:${this.name}`).digest('hex').slice(0, 16)}`),
    ).toString();
    this.lockWaitMs = options.lockWaitMs ?? 45_000;
  }

  async get(): Promise<string | null> {
    await this.ensureTable();
    const result = await this.pool.query<{ token: string }>(
      `SELECT token FROM ${this.table} WHERE name = $1 AND expires_at > now()`,
      [this.name],
    );
    return result.rows[0]?.token ?? null;
  }

  async set(token: string, ttlMs: number): Promise<void> {
    await this.ensureTable();
    await this.pool.query(
      `INSERT INTO ${this.table} (name, token, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (name) DO UPDATE SET token = EXCLUDED.token, expires_at = EXCLUDED.expires_at`,
      [this.name, token, Math.round(ttlMs)],
    );
  }

  async clear(token: string): Promise<void> {
    await this.ensureTable();
    await this.pool.query(`DELETE FROM ${this.table} WHERE name = $1 AND token = $2`, [this.name, token]);
  }

  async withLoginLock<T>(fn: () => Promise<T>): Promise<T> {
    await this.ensureTable();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL lock_timeout = ${Math.round(this.lockWaitMs)}`);
      await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [this.lockKey]);
      const result = await fn();
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
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
