/**
 * The delivery guarantee's retry schedule for one order line (PROVISIONING_RETRY_SECONDS: by default
 * 30 s, 1, 2, 5, 10 and 30 minutes). After the line's `failures`-th failed try the next one waits
 * `delays[failures - 1]`; when the schedule is spent (null) the order needs attention.
 */
export function retryDelayMs(delays: readonly number[], failures: number): number | null {
  if (!Number.isInteger(failures) || failures < 1 || failures > delays.length) return null;
  return delays[failures - 1];
}

/** Margin added to a retry job's delay so it never runs before the line's retry_at (clocks differ). */
export const RETRY_JOB_SLACK_MS = 1000;
