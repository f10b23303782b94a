import { timeScaleFromEnv } from './time-scale';

describe('SANDBOX_TIME_SCALE', () => {
  it('leaves the default (real time) when unset', () => {
    expect(timeScaleFromEnv(undefined)).toBeUndefined();
    expect(timeScaleFromEnv(' ')).toBeUndefined();
  });

  it('reads a pace for drills and tests', () => {
    expect(timeScaleFromEnv('3600')).toBe(3600);
    expect(timeScaleFromEnv('0.5')).toBe(0.5);
  });

  it('refuses what is not a positive number, naming the variable', () => {
    for (const bad of ['0', '-1', 'fast', 'Infinity', '1e9'])
      expect(() => timeScaleFromEnv(bad)).toThrow(
        `SANDBOX_TIME_SCALE must be a number above 0 (1 = real time), not "${bad}"`,
      );
  });
});
