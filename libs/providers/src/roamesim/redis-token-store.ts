import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ProviderError } from '../http/provider-error';
import { sleep, type TokenStore } from './token-store';

export interface RedisTokenStoreOptions {
  /** Key of the token; the lock is `${key}:login-lock`. Default 'roamesim:token'. */
  key?: string;
  /** The lock expires by itself after this long, should its holder die. Default 30 s. */
  lockTtlMs?: number;
  /** How long to wait for another process's login. Default 45 s. */
  lockWaitMs?: number;
  pollMs?: number;
}

/** Deletes KEYS[1] only when it still holds ARGV[1]. */
const COMPARE_AND_DELETE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * The token shared by every process through Redis. Login lock: SET lock <random id> NX PX ttl;
 * released only by its holder (compare-and-delete), so a lock that expired and was taken by
 * another process is never released by mistake. Waiters poll, then re-read the token.
 */
export class RedisTokenStore implements TokenStore {
  private readonly key: string;
  private readonly lockKey: string;
  private readonly lockTtlMs: number;
  private readonly lockWaitMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly redis: Redis,
    options: RedisTokenStoreOptions = {},
  ) {
    this.key = options.key ?? 'roamesim:token';
    this.lockKey = `${this.key}:login-lock`;
    this.lockTtlMs = options.lockTtlMs ?? 30_000;
    this.lockWaitMs = options.lockWaitMs ?? 45_000;
    this.pollMs = options.pollMs ?? 50;
  }

  async get(): Promise<string | null> {
    return this.redis.get(this.key);
  }

  async set(token: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.key, token, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async clear(token: string): Promise<void> {
    await this.redis.eval(COMPARE_AND_DELETE, 1, this.key, token);
  }

  async withLoginLock<T>(fn: () => Promise<T>): Promise<T> {
    const id = randomUUID();
    const deadline = Date.now() + this.lockWaitMs;
    while ((await this.redis.set(this.lockKey, id, 'PX', this.lockTtlMs, 'NX')) !== 'OK') {
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
    try {
      return await fn();
    } finally {
      await this.redis.eval(COMPARE_AND_DELETE, 1, this.lockKey, id);
    }
  }
}
