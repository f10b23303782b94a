import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/core';
import { DataSource } from 'typeorm';
import { ACCOUNT_TEXTS, tooManyAttempts } from './account-errors';

/** One fixed-window limit: at most `limit` counted attempts per `windowSeconds` for `key`. */
export interface ThrottleRule {
  key: string;
  windowSeconds: number;
  limit: number;
}

interface CounterRow {
  key: string;
  window_seconds: number;
  window_start: Date;
  count: number;
}

/** The counters one attempt took, to give back when the attempt succeeds. */
export type Reservation = Pick<CounterRow, 'key' | 'window_seconds' | 'window_start'>[];

/**
 * Sign-in throttling in Postgres (so every api instance sees the same counts, with or without
 * Redis): fixed one-minute and one-hour windows per account and per client address. An attempt
 * is counted before the password is checked (atomically, so parallel guesses cannot slip
 * through), refused with 429 when any window is full, and given back when it succeeds: only
 * failures stay counted.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Limits of a sign-in (or current-password check) for `account` from `address`. */
  signInRules(account: string, address: string): ThrottleRule[] {
    const limits = this.config.auth.throttle;
    return [
      { key: `acct:${account}`, windowSeconds: 60, limit: limits.perAccountPerMinute },
      { key: `acct:${account}`, windowSeconds: 3600, limit: limits.perAccountPerHour },
      { key: address, windowSeconds: 60, limit: limits.perAddressPerMinute },
      { key: address, windowSeconds: 3600, limit: limits.perAddressPerHour },
    ];
  }

  signUpRules(address: string): ThrottleRule[] {
    return [
      {
        key: `signup:${address}`,
        windowSeconds: 3600,
        limit: this.config.auth.throttle.signUpsPerAddressPerHour,
      },
    ];
  }

  /** Counts one attempt in every window; throws 429 (counting nothing) when one is full. */
  async reserve(
    rules: ThrottleRule[],
    now = new Date(),
    message: string = ACCOUNT_TEXTS.errors.tooManyAttempts,
  ): Promise<Reservation> {
    const rows: CounterRow[] = await this.dataSource.query(
      `INSERT INTO auth_throttle_counter (key, window_start, window_seconds, count)
       SELECT t.key, to_timestamp(floor($3::double precision / t.seconds) * t.seconds), t.seconds, 1
       FROM unnest($1::text[], $2::int[]) AS t(key, seconds)
       ON CONFLICT (key, window_seconds, window_start)
       DO UPDATE SET count = auth_throttle_counter.count + 1
       RETURNING key, window_seconds, window_start, count`,
      [rules.map((rule) => rule.key), rules.map((rule) => rule.windowSeconds), now.getTime() / 1000],
    );
    const reservation = rows.map(({ key, window_seconds, window_start }) => ({
      key,
      window_seconds,
      window_start,
    }));
    let retryAfterMs = 0;
    for (const row of rows) {
      const rule = rules.find(
        (candidate) => candidate.key === row.key && candidate.windowSeconds === row.window_seconds,
      );
      if (rule && row.count > rule.limit) {
        const endsAt = new Date(row.window_start).getTime() + row.window_seconds * 1000;
        retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime());
      }
    }
    if (retryAfterMs > 0) {
      await this.release(reservation);
      throw tooManyAttempts(Math.max(1, Math.ceil(retryAfterMs / 1000)), message);
    }
    return reservation;
  }

  /** Gives back the attempt of a reservation (it succeeded, or it was refused). */
  async release(reservation: Reservation): Promise<void> {
    if (!reservation.length) return;
    await this.dataSource.query(
      `UPDATE auth_throttle_counter c SET count = GREATEST(c.count - 1, 0)
       FROM unnest($1::text[], $2::int[], $3::timestamptz[]) AS t(key, seconds, start)
       WHERE c.key = t.key AND c.window_seconds = t.seconds AND c.window_start = t.start`,
      [
        reservation.map((row) => row.key),
        reservation.map((row) => row.window_seconds),
        reservation.map((row) => new Date(row.window_start).toISOString()),
      ],
    );
  }

  /** Forgets windows that ended over an hour ago (the hourly sweep). */
  async prune(now = new Date()): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM auth_throttle_counter WHERE window_start < $1`,
      [new Date(now.getTime() - 2 * 3600 * 1000)],
    );
    return result[1] ?? 0;
  }
}
