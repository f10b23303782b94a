/** A session's lifetimes: idle (slides with use) and absolute (from sign-in, never extended). */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** last_seen_at is written at most once a minute per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export function initialExpiry(now: Date, lifetime: SessionLifetime): { idle: Date; absolute: Date } {
  const absolute = new Date(now.getTime() + lifetime.absoluteMs);
  return { idle: new Date(Math.min(now.getTime() + lifetime.idleMs, absolute.getTime())), absolute };
}

/** The idle expiry after activity at `now`: never past the absolute expiry. */
export function slidIdleExpiry(now: Date, absolute: Date, lifetime: SessionLifetime): Date {
  return new Date(Math.min(now.getTime() + lifetime.idleMs, absolute.getTime()));
}

export function isSessionLive(now: Date, expiry: { idle: Date; absolute: Date }): boolean {
  return now < expiry.idle && now < expiry.absolute;
}

export const needsTouch = (now: Date, lastSeenAt: Date): boolean =>
  now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
