/** Upper bounds (seconds) of the latency buckets: the same as the registry's HTTP histogram. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const SLOT_MS = 1000;

/**
 * The last minute of answered requests, in one-second slots of latency-bucket counts: the
 * Performance monitor's request rate and 95th percentile. Memory stays fixed whatever the rate.
 */
export class RequestWindow {
  private readonly slots: { second: number; counts: number[] }[];
  private total = 0;

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.slots = Array.from({ length: Math.ceil(windowMs / SLOT_MS) }, () => ({
      second: -1,
      counts: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
    }));
  }

  record(seconds: number): void {
    const second = Math.floor(this.now() / SLOT_MS);
    const slot = this.slots[second % this.slots.length]!;
    if (slot.second !== second) {
      slot.second = second;
      slot.counts.fill(0);
    }
    const bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    slot.counts[bucket === -1 ? LATENCY_BUCKETS.length : bucket]! += 1;
    this.total += 1;
  }

  /**
   * Requests in the window and the 95th percentile in ms (the upper bound of the bucket that holds
   * it; beyond the last bucket, the last bound); null p95 with no requests.
   */
  summary(): { perMinute: number; p95Ms: number | null; total: number } {
    const current = Math.floor(this.now() / SLOT_MS);
    const counts = new Array<number>(LATENCY_BUCKETS.length + 1).fill(0);
    for (const slot of this.slots) {
      if (slot.second < 0 || current - slot.second >= this.slots.length) continue;
      slot.counts.forEach((count, index) => (counts[index]! += count));
    }
    const inWindow = counts.reduce((sum, count) => sum + count, 0);
    const perMinute = Math.round((inWindow * 60_000) / this.windowMs);
    if (inWindow === 0) return { perMinute, p95Ms: null, total: this.total };
    const rank = Math.ceil(inWindow * 0.95);
    let seen = 0;
    let index = 0;
    for (; index < counts.length; index++) {
      seen += counts[index]!;
      if (seen >= rank) break;
    }
    const bound = LATENCY_BUCKETS[Math.min(index, LATENCY_BUCKETS.length - 1)]!;
    return { perMinute, p95Ms: Math.round(bound * 1000), total: this.total };
  }
}
