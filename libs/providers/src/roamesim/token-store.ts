/**
 * Where the one RoameSIM token lives. Each login invalidates the previous token, so every process
 * must share one token and log in under a lock: the caller runs login inside withLoginLock and
 * first re-reads the token (another process may have just logged in).
 */
export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string, ttlMs: number): Promise<void>;
  /** Forgets the token, only if it is still this one (a newer token is kept). */
  clear(token: string): Promise<void>;
  /** Runs fn while holding the login lock (across processes for the shared stores). */
  withLoginLock<T>(fn: () => Promise<T>): Promise<T>;
}

/** For one process (and tests): the token in a variable, the lock a promise chain. */
export class MemoryTokenStore implements TokenStore {
  private current: { token: string; expiresAt: number } | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  async get(): Promise<string | null> {
    if (!this.current || Date.now() >= this.current.expiresAt) return null;
    return this.current.token;
  }

  async set(token: string, ttlMs: number): Promise<void> {
    this.current = { token, expiresAt: Date.now() + ttlMs };
  }

  async clear(token: string): Promise<void> {
    if (this.current?.token === token) this.current = null;
  }

  withLoginLock<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
