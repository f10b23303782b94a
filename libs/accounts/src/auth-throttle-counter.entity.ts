import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Fixed-window counts of failed sign-ins, sign-ups per address and the request limits, shared by
 * every api instance because they live in Postgres; limits judge the current and the previous
 * window together (RateLimiter's sliding estimate). `key` is e.g. `acct:+85512345678` or `ip:203.0.113.9`.
 */
@Entity('auth_throttle_counter')
export class AuthThrottleCounter {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @PrimaryColumn({ name: 'window_start', type: 'timestamptz' })
  windowStart: Date;

  /** Window length in seconds (60 or 3600). */
  @PrimaryColumn({ name: 'window_seconds', type: 'int' })
  windowSeconds: number;

  @Column({ type: 'int' })
  count: number;
}
