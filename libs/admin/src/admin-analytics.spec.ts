import { analyticsRange } from './admin-analytics.service';

describe('analyticsRange', () => {
  const now = new Date('2026-11-24T06:00:00Z');

  it('defaults to the last 30 days ending today (UTC)', () => {
    expect(analyticsRange(undefined, undefined, now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
  });

  it('keeps a valid range and refuses inverted, unreadable or over-long ones', () => {
    expect(analyticsRange('2026-01-01', '2026-01-31', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(() => analyticsRange('2026-02-01', '2026-01-01', now)).toThrow('from must not be after to');
    expect(() => analyticsRange('yesterday', '2026-01-01', now)).toThrow('YYYY-MM-DD');
    expect(() => analyticsRange('2025-01-01', '2026-01-02', now)).toThrow('at most 366 days');
    expect(analyticsRange('2025-01-02', '2026-01-02', now).from).toBe('2025-01-02');
  });
});
