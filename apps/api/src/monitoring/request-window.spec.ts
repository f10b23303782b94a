import { RequestWindow } from './request-window';

describe('RequestWindow', () => {
  it('counts the last minute and places the 95th percentile in its latency bucket', () => {
    const now = 1_000_000;
    const window = new RequestWindow(60_000, () => now);
    expect(window.summary()).toEqual({ perMinute: 0, p95Ms: null, total: 0 });
    for (let i = 0; i < 95; i++) window.record(0.004);
    for (let i = 0; i < 5; i++) window.record(0.3);
    expect(window.summary()).toEqual({ perMinute: 100, p95Ms: 5, total: 100 });
    window.record(0.3);
    expect(window.summary().p95Ms).toBe(500);
  });

  it('forgets requests older than the window but keeps the running total', () => {
    let now = 5_000_000;
    const window = new RequestWindow(60_000, () => now);
    for (let i = 0; i < 10; i++) window.record(0.02);
    now += 30_000;
    for (let i = 0; i < 4; i++) window.record(7);
    expect(window.summary()).toEqual({ perMinute: 14, p95Ms: 5000, total: 14 });
    now += 31_000;
    expect(window.summary()).toEqual({ perMinute: 4, p95Ms: 5000, total: 14 });
    now += 60_000;
    expect(window.summary()).toEqual({ perMinute: 0, p95Ms: null, total: 14 });
  });
});
