/**
 * The sliding-window estimate of hits in the last `windowMs`: the current fixed window's count plus
 * the previous window's count weighted by how much of it still lies within the last `windowMs`.
 * Unlike fixed windows alone, a burst across a window boundary cannot reach twice the limit.
 */
export function slidingCount(current: number, previous: number, elapsedMs: number, windowMs: number): number {
  const stillInside = Math.max(0, 1 - elapsedMs / windowMs);
  return current + previous * stillInside;
}

/**
 * Milliseconds until one more hit would be within `limit` (0: now), given the hits already counted
 * in this window (`committed`) and the previous one, and no others meanwhile. Within this window the
 * previous window's weight fades; if this window alone leaves no room, the wait runs into the next
 * one, where this window's hits fade in turn.
 */
export function slidingRetryAfterMs(
  committed: number,
  previous: number,
  elapsedMs: number,
  windowMs: number,
  limit: number,
): number {
  if (slidingCount(committed + 1, previous, elapsedMs, windowMs) <= limit) return 0;
  if (committed + 1 <= limit)
    // committed + 1 + previous × (1 − (elapsed + t) / window) ≤ limit
    return Math.ceil(windowMs * (1 - (limit - committed - 1) / previous) - elapsedMs);
  // next window: 1 + committed × (1 − t' / window) ≤ limit, after the rest of this one
  return Math.ceil(windowMs - elapsedMs + windowMs * (1 - (limit - 1) / committed));
}
