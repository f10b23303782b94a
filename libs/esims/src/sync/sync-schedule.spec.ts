import { SYNC_READS_PER_SECOND, syncSchedule } from './sync-schedule';

describe('syncSchedule', () => {
  it('the defaults: hot every 4 minutes, others every 30, 50 eSIMs per 30-second sweep', () => {
    expect(syncSchedule({ hotMs: 240_000, staleMs: 1_800_000, sweepMs: 30_000 })).toEqual({
      hotMs: 240_000,
      staleMs: 1_800_000,
      sweepMs: 30_000,
      batch: 50,
    });
  });

  it('a faster sweep reads fewer eSIMs each time, so the reads per second stay the same', () => {
    for (const sweepMs of [1_000, 6_000, 30_000, 60_000, 600_000]) {
      const { batch } = syncSchedule({ hotMs: 300_000, staleMs: 1_800_000, sweepMs });
      expect(batch / (sweepMs / 1000)).toBeLessThanOrEqual(SYNC_READS_PER_SECOND);
      expect(batch / (sweepMs / 1000)).toBeLessThan(2);
    }
    expect(syncSchedule({ hotMs: 5_000, staleMs: 30_000, sweepMs: 6_000 }).batch).toBe(10);
  });

  it('reads at least one eSIM per sweep, and never reads a quiet eSIM more often than a hot one', () => {
    // the shortest sweep the settings allow (0.25 s): 4 reads a second, still under RoameSIM's 5
    expect(syncSchedule({ hotMs: 1_000, staleMs: 1_000, sweepMs: 250 }).batch).toBe(1);
    expect(syncSchedule({ hotMs: 600_000, staleMs: 60_000, sweepMs: 60_000 }).staleMs).toBe(600_000);
  });
});
