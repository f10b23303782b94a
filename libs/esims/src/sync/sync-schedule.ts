/** "Near an alert": this share of the data used, or the end this close (docs/esims.md "Status sync"). */
export const SYNC_HOT_SHARE = 0.6;
export const SYNC_HOT_EXPIRY_MS = 36 * 3_600_000;

/** RoameSIM reads the sweep may start per second: 100 a minute, under 2 a second (limit: 5 a second). */
export const SYNC_READS_PER_SECOND = 100 / 60;

export interface SyncSchedule {
  /** An eSIM near an alert is read again after this long. */
  hotMs: number;
  /** Any other live eSIM after this long (never sooner than a hot one). */
  staleMs: number;
  /** How often the sweep runs. */
  sweepMs: number;
  /**
   * At most this many eSIMs queued per sweep, so the reads stay under SYNC_READS_PER_SECOND (at least
   * one: 4 a second at the shortest sweep the settings allow, 0.25 s).
   */
  batch: number;
}

/** The sweep's schedule from the settings (ms): the batch follows the sweep's period. */
export function syncSchedule(settings: { hotMs: number; staleMs: number; sweepMs: number }): SyncSchedule {
  return {
    hotMs: settings.hotMs,
    staleMs: Math.max(settings.staleMs, settings.hotMs),
    sweepMs: settings.sweepMs,
    batch: Math.max(1, Math.floor((settings.sweepMs / 1000) * SYNC_READS_PER_SECOND)),
  };
}
