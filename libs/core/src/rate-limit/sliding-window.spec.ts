import { slidingCount, slidingRetryAfterMs } from './sliding-window';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('sliding-window limits', () => {
  it('weighs the previous window by how much of it is still within the last window length', () => {
    expect(slidingCount(10, 100, 0, HOUR)).toBe(110);
    expect(slidingCount(10, 100, HOUR / 4, HOUR)).toBe(85);
    expect(slidingCount(10, 100, HOUR, HOUR)).toBe(10);
  });

  it('stops a burst across a window boundary at the limit (a fixed window would let twice through)', () => {
    // 46 failures just before the hour, then as many as the limit lets through just after it
    let allowed = 0;
    while (slidingRetryAfterMs(allowed, 46, 5_000, HOUR, 100) === 0) allowed += 1;
    expect(46 + allowed).toBe(100);
  });

  it('says when one more hit fits, and it does fit then', () => {
    expect(slidingRetryAfterMs(50, 40, 0, HOUR, 100)).toBe(0);
    // 60 + 1 + 80 × (1 − t / 1 h) ≤ 100 ⇒ t = 30.75 min
    const inWindow = slidingRetryAfterMs(60, 80, 0, HOUR, 100);
    expect(inWindow).toBe(1_845_000);
    expect(slidingCount(61, 80, inWindow, HOUR)).toBeLessThanOrEqual(100);
    expect(slidingCount(61, 80, inWindow - 60_000, HOUR)).toBeGreaterThan(100);
    // 3 a minute, all 3 used 10 s into the minute: the rest of it, then until they fade to 2 (20 s)
    const nextWindow = slidingRetryAfterMs(3, 0, 10_000, MINUTE, 3);
    expect(nextWindow).toBe(50_000 + 20_000);
    expect(slidingCount(1, 3, 20_000, MINUTE)).toBeLessThanOrEqual(3);
    expect(slidingCount(1, 3, 19_000, MINUTE)).toBeGreaterThan(3);
  });
});
