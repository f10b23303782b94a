import type { AppLogger } from './logger';

export interface ConnectionErrorLogOptions {
  /** At most one line per kind of error (its code, else its message) in this long. */
  everyMs?: number;
  level?: 'warn' | 'error';
  now?: () => number;
}

/**
 * An error listener for a connection that retries on its own (a Redis client, a queue worker):
 * while Redis is away it fails every 2 s, so each kind of error (its code, else its message) is
 * logged once, without a stack, and then at most once every `everyMs` with the count left out; a
 * different error is logged at once. Without a listener ioredis prints "Unhandled error event" with
 * a stack trace for every attempt.
 */
export function connectionErrorLog(
  logger: AppLogger,
  message: string,
  { everyMs = 30_000, level = 'warn', now = Date.now }: ConnectionErrorLogOptions = {},
): (error: Error) => void {
  const seen = new Map<string, { last: number; leftOut: number }>();
  return (error) => {
    const code = (error as { code?: unknown }).code;
    const kind = typeof code === 'string' ? code : error.message;
    const at = now();
    const entry = seen.get(kind);
    if (entry && at - entry.last < everyMs) {
      entry.leftOut += 1;
      return;
    }
    logger[level](
      { error: error.message, code, leftOut: entry?.leftOut ?? 0 },
      `${message}: ${error.message}`,
    );
    if (seen.size > 100) seen.clear();
    seen.set(kind, { last: at, leftOut: 0 });
  };
}
