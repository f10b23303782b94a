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

/** Enforced nowhere: the attempt is counted, never refused by this rule. */
const COUNT_ONLY = Number.MAX_SAFE_INTEGER;

/**
 * Sign-in throttling in Postgres (so every api instance sees the same counts, with or without
 * Redis), without letting strangers lock a customer out. An attempt is counted before the
 * password is checked (atomically, so parallel guesses cannot slip through), refused with 429
 * when a window is full, and given back when it succeeds: only failures stay counted.
 *
 * - per (account, address): growing delays, 1 minute, then 15 minutes, then an hour
 *   (`perAccountPerMinute`, twice that per 15 minutes, four times per hour up to `perAccountPerHour`);
 * - per address, across accounts (`perAddressPerMinute`, `perAddressPerHour`);
 * - per account, across addresses: counted always, enforced only on addresses that failed
 *   themselves this hour. An address with no recent failure is never refused because others
 *   failed on the account, so the right password still works from the owner's phone.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /**
   * Limits of a sign-in (or current-password check) for `account` from `address`; `addressFailed`:
   * the address has failures counted this hour (then the account-wide limits apply to it too).
   */
  signInRules(account: string, address: string, addressFailed: boolean): ThrottleRule[] {
    const limits = this.config.auth.throttle;
    const pair = `pair:${account}|${address}`;
    return [
      { key: pair, windowSeconds: 60, limit: limits.perAccountPerMinute },
      { key: pair, windowSeconds: 900, limit: 2 * limits.perAccountPerMinute },
      {
        key: pair,
        windowSeconds: 3600,
        limit: Math.min(limits.perAccountPerHour, 4 * limits.perAccountPerMinute),
      },
      { key: address, windowSeconds: 60, limit: limits.perAddressPerMinute },
      { key: address, windowSeconds: 3600, limit: limits.perAddressPerHour },
      {
        key: `acct:${account}`,
        windowSeconds: 3600,
        limit: addressFailed ? limits.perAccountPerHour : COUNT_ONLY,
      },
    ];
  }

  /** Counts one sign-in attempt (see the class comment); 429 when refused. */
  async reserveSignIn(account: string, address: string, now = new Date()): Promise<Reservation> {
    return this.reserve(this.signInRules(account, address, await this.failedThisHour(address, now)), now);
  }

  /** Whether `address` has failures counted in the current hour window. */
  private async failedThisHour(address: string, now: Date): Promise<boolean> {
    const rows: { count: number }[] = await this.dataSource.query(
      `SELECT count FROM auth_throttle_counter
       WHERE key = $1 AND window_seconds = 3600 AND window_start = to_timestamp(floor($2::double precision / 3600) * 3600)`,
      [address, now.getTime() / 1000],
    );
    return (rows[0]?.count ?? 0) > 0;
  }

  /** Limits of an identity change (phone or email) by one user: every attempt counts. */
  profileRules(userId: string, address: string): ThrottleRule[] {
    return [
      { key: `profile:${userId}`, windowSeconds: 3600, limit: 10 },
      { key: `profile:${address}`, windowSeconds: 3600, limit: 30 },
    ];
  }

  /** Password-reset requests: per address and per email asked about (every request counts). */
  resetRules(email: string, address: string): ThrottleRule[] {
    return [
      { key: `reset:${email}`, windowSeconds: 3600, limit: 5 },
      { key: `reset:${address}`, windowSeconds: 3600, limit: 20 },
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
