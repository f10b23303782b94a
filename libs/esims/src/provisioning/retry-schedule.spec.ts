import { retryDelayMs } from './retry-schedule';

describe('retryDelayMs', () => {
  const delays = [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000];

  it('waits the n-th delay after the n-th failure', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => retryDelayMs(delays, failures))).toEqual(delays);
  });

  it('is spent after the last delay', () => {
    expect(retryDelayMs(delays, 7)).toBeNull();
    expect(retryDelayMs([5000], 2)).toBeNull();
  });

  it('has no delay before a failure or for nonsense counts', () => {
    expect(retryDelayMs(delays, 0)).toBeNull();
    expect(retryDelayMs(delays, -1)).toBeNull();
    expect(retryDelayMs(delays, 1.5)).toBeNull();
  });
});
