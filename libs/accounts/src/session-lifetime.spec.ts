import { initialExpiry, isSessionLive, needsTouch, slidIdleExpiry } from './session-lifetime';

const MIN = 60 * 1000;
const lifetime = { idleMs: 30 * MIN, absoluteMs: 8 * 60 * MIN };
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);

describe('session lifetimes', () => {
  it('starts with the idle expiry, capped by the absolute one', () => {
    expect(initialExpiry(t0, lifetime)).toEqual({ idle: at(30), absolute: at(480) });
    expect(initialExpiry(t0, { idleMs: 90 * MIN, absoluteMs: 60 * MIN }).idle).toEqual(at(60));
  });

  it('slides the idle expiry with use but never past the absolute expiry', () => {
    expect(slidIdleExpiry(at(100), at(480), lifetime)).toEqual(at(130));
    expect(slidIdleExpiry(at(470), at(480), lifetime)).toEqual(at(480));
  });

  it('ends at whichever expiry comes first', () => {
    const expiry = { idle: at(30), absolute: at(480) };
    expect(isSessionLive(at(29), expiry)).toBe(true);
    expect(isSessionLive(at(30), expiry)).toBe(false);
    expect(isSessionLive(at(479), { idle: at(500), absolute: at(480) })).toBe(true);
    expect(isSessionLive(at(480), { idle: at(500), absolute: at(480) })).toBe(false);
  });

  it('touches a session at most once a minute', () => {
    expect(needsTouch(at(0.5), t0)).toBe(false);
    expect(needsTouch(at(1), t0)).toBe(true);
  });
});
