import { SimClock } from './sim-clock';

describe('SimClock', () => {
  it('runs scale times faster, re-bases on a new scale and advances on demand', () => {
    let real = 1_000;
    const clock = SimClock.start(3600, () => real);
    expect(clock.now()).toBe(1_000);
    real += 1_000;
    expect(clock.now()).toBe(1_000 + 3_600_000);
    clock.setScale(1);
    real += 1_000;
    expect(clock.now()).toBe(1_000 + 3_600_000 + 1_000);
    clock.advance(5_000);
    expect(clock.now()).toBe(1_000 + 3_600_000 + 6_000);
    expect(clock.snapshot()).toEqual({ real, sim: clock.now(), scale: 1 });
  });
});
