import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../persistence/prepared-query';
import { slidingRetryAfterMs } from './sliding-window';

/** One limit: at most `limit` hits within any `windowSeconds` for `key` (a sliding-window estimate). */
export interface RateRule {
  key: string;
  windowSeconds: number;
  limit: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** 429 RATE_LIMITED; the exception filter turns `details.retryAfterSeconds` into Retry-After. */
export const rateLimited = (retryAfterSeconds: number, message: string = RATE_LIMITED_MESSAGE) =>
  new HttpException(
    { code: 'RATE_LIMITED', message, details: { retryAfterSeconds } },
    HttpStatus.TOO_MANY_REQUESTS,
  );

interface CounterRow {
  key: string;
  window_seconds: number;
  window_start: Date;
  count: number;
  /** The previous window's count (the sliding estimate weighs it). */
  previous: number;
}

/** One window a hit was counted in, to give the hit back later. */
export type CounterSlot = Pick<CounterRow, 'key' | 'window_seconds' | 'window_start'>;

/** The statement's text per number of rules, built once (every limited request runs it). */
const countHitsTexts = new Map<number, string>();

/**
 * One hit in each of `rules` windows (parameters: each rule's key and window length, then now in
 * epoch seconds), with the previous window's count of each. The statement is prepared once per
 * connection, so two things keep its kept plan cheap:
 * - the rules are a VALUES list of their own length, not arrays: the plan Postgres makes without
 *   the values then knows how many rows come, costs what a plan made with them costs, and is kept
 *   after the first runs (with arrays it guessed ten rows and planned every hit anew);
 * - the previous window's count is read row by row on the primary key (a subquery, not a join): a
 *   join planned while the table was small became a hash join that read every counter on each hit
 *   once the table had grown.
 */
export const countHitsSql = (rules: number): string => {
  let text = countHitsTexts.get(rules);
  if (text === undefined) {
    text = countHitsText(rules);
    countHitsTexts.set(rules, text);
  }
  return text;
};

const countHitsText = (rules: number): string => {
  const values = Array.from({ length: rules }, (_, i) => `($${2 * i + 1}::text, $${2 * i + 2}::int)`);
  const now = `$${2 * rules + 1}::double precision`;
  return `WITH hit AS (
   INSERT INTO auth_throttle_counter (key, window_start, window_seconds, count)
   SELECT t.key, to_timestamp(floor(${now} / t.seconds) * t.seconds), t.seconds, 1
   FROM (VALUES ${values.join(', ')}) AS t(key, seconds)
   ORDER BY t.key, t.seconds
   ON CONFLICT (key, window_seconds, window_start)
   DO UPDATE SET count = auth_throttle_counter.count + 1
   RETURNING key, window_seconds, window_start, count)
 SELECT hit.key, hit.window_seconds, hit.window_start, hit.count,
        COALESCE((SELECT prev.count FROM auth_throttle_counter prev
                   WHERE prev.key = hit.key AND prev.window_seconds = hit.window_seconds
                     AND prev.window_start = hit.window_start - make_interval(secs => hit.window_seconds)),
                 0) AS previous
 FROM hit`;
};

/**
 * Request limits counted in Postgres, so every api process sees the same counts with or without
 * Redis. The counters live in the one counter table sign-in throttling uses
 * (`auth_throttle_counter`: key, window length, window start, count), pruned hourly with it; keys
 * are prefixed by what they limit (`create-order:ip:…`). A hit is counted in the current fixed
 * window of every rule at once (atomically, so parallel requests cannot slip through), and judged by
 * the sliding-window estimate (this window plus the previous one, weighted): a burst across a window
 * boundary cannot reach twice the limit. Over a limit the hit is given back and 429 is thrown with
 * the seconds until the estimate is back within it.
 *
 * Every statement here locks its counter rows in one order, by key, then window length, then window
 * start (`ORDER BY` under the write, whatever plan the join gets), so a burst of hits and give-backs
 * on the same counters waits in line and never deadlocks.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts one hit in every window; 429 (counting nothing) when one of them is full. */
  async hit(rules: RateRule[], message?: string, now = new Date()): Promise<void> {
    const { slots, retryAfterSeconds } = await this.count(rules, now);
    if (retryAfterSeconds === 0) return;
    // Refused hits do not count: a client that keeps knocking is let in when the window ends.
    await this.release(slots);
    throw rateLimited(retryAfterSeconds, message);
  }

  /**
   * Counts one hit in every window at once and says how long until the fullest over-limit window
   * ends (0: none is over). The caller decides: refuse and `release`, or keep the count.
   */
  async count(
    rules: RateRule[],
    now = new Date(),
  ): Promise<{ slots: CounterSlot[]; retryAfterSeconds: number }> {
    if (rules.length === 0) return { slots: [], retryAfterSeconds: 0 };
    const rows = await preparedQuery<CounterRow>(this.dataSource.manager, countHitsSql(rules.length), [
      ...rules.flatMap((rule) => [rule.key, rule.windowSeconds]),
      now.getTime() / 1000,
    ]);
    let retryAfterMs = 0;
    for (const row of rows) {
      const rule = rules.find((r) => r.key === row.key && r.windowSeconds === row.window_seconds);
      if (!rule) continue;
      const windowMs = row.window_seconds * 1000;
      const elapsedMs = now.getTime() - new Date(row.window_start).getTime();
      // this hit is in row.count: does it fit with the ones before it?
      const wait = slidingRetryAfterMs(row.count - 1, Number(row.previous), elapsedMs, windowMs, rule.limit);
      retryAfterMs = Math.max(retryAfterMs, wait);
    }
    const slots = rows.map(({ key, window_seconds, window_start }) => ({
      key,
      window_seconds,
      window_start,
    }));
    return { slots, retryAfterSeconds: retryAfterMs > 0 ? Math.max(1, Math.ceil(retryAfterMs / 1000)) : 0 };
  }

  /** Gives back one hit in each counted window (rows locked in the order `count` locks them). */
  async release(slots: CounterSlot[]): Promise<void> {
    if (!slots.length) return;
    await this.dataSource.query(
      `WITH locked AS (
         SELECT c.key, c.window_seconds, c.window_start FROM auth_throttle_counter c
         JOIN unnest($1::text[], $2::int[], $3::timestamptz[]) AS t(key, seconds, start)
           ON c.key = t.key AND c.window_seconds = t.seconds AND c.window_start = t.start
         ORDER BY c.key, c.window_seconds, c.window_start
         FOR UPDATE OF c)
       UPDATE auth_throttle_counter c SET count = GREATEST(c.count - 1, 0)
       FROM locked
       WHERE c.key = locked.key AND c.window_seconds = locked.window_seconds
         AND c.window_start = locked.window_start`,
      [
        slots.map((slot) => slot.key),
        slots.map((slot) => slot.window_seconds),
        slots.map((slot) => new Date(slot.window_start).toISOString()),
      ],
    );
  }
}
