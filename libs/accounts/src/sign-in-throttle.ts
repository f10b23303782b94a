import { Injectable } from '@nestjs/common';
import { AppConfig, CounterSlot, RateLimiter } from '@app/core';
import { DataSource } from 'typeorm';
import { ACCOUNT_TEXTS, tooManyAttempts } from './account-errors';

/** One limit: at most `limit` counted attempts within any `windowSeconds` for `key` (RateLimiter's sliding estimate). */
export interface ThrottleRule {
  key: string;
  windowSeconds: number;
  limit: number;
}

/** The counters one attempt took, to give back when the attempt succeeds. */
export type Reservation = CounterSlot[];

/** Enforced nowhere: the attempt is counted, never refused by this rule. */
const COUNT_ONLY = Number.MAX_SAFE_INTEGER;

/**
 * Sign-in throttling in Postgres (so every api instance sees the same counts, with or without
 * Redis; the counting is RateLimiter's), without letting strangers lock a customer out. An attempt is counted before the
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
    private readonly counter: RateLimiter,
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

  /** Whether `address` has failures counted in the current or the previous hour window (the sliding hour). */
  private async failedThisHour(address: string, now: Date): Promise<boolean> {
    const rows: { count: number }[] = await this.dataSource.query(
      `SELECT count FROM auth_throttle_counter
       WHERE key = $1 AND window_seconds = 3600 AND count > 0
         AND window_start >= to_timestamp(floor($2::double precision / 3600) * 3600 - 3600)`,
      [address, now.getTime() / 1000],
    );
    return rows.length > 0;
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
    const { slots, retryAfterSeconds } = await this.counter.count(rules, now);
    if (retryAfterSeconds > 0) {
      await this.counter.release(slots);
      throw tooManyAttempts(retryAfterSeconds, message);
    }
    return slots;
  }

  /** Gives back the attempt of a reservation (it succeeded, or it was refused). */
  async release(reservation: Reservation): Promise<void> {
    await this.counter.release(reservation);
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
