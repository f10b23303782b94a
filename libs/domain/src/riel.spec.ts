import { EXCHANGE_RATE_MAX_AGE_MS, formatRiel, isExchangeRateFresh, usdCentsToRiel } from './riel';

describe('riel beside dollars', () => {
  const now = Date.parse('2026-11-24T06:00:00Z');

  it('converts cents at the rate and rounds to 100 riel', () => {
    expect(usdCentsToRiel(3500, 4035)).toBe(141_200); // 141,225 → 141,200
    expect(usdCentsToRiel(999, 4100)).toBe(41_000); // 40,959 → 41,000
    expect(usdCentsToRiel(0, 4100)).toBe(0);
  });

  it('gives no riel without a usable rate', () => {
    expect(usdCentsToRiel(3500, null)).toBeNull();
    expect(usdCentsToRiel(3500, 0)).toBeNull();
    expect(usdCentsToRiel(3500, Number.NaN)).toBeNull();
  });

  it('a rate is fresh for one day, then hidden', () => {
    expect(isExchangeRateFresh(new Date(now - EXCHANGE_RATE_MAX_AGE_MS), now)).toBe(true);
    expect(isExchangeRateFresh(new Date(now - EXCHANGE_RATE_MAX_AGE_MS - 1), now)).toBe(false);
    expect(isExchangeRateFresh(null, now)).toBe(false);
    expect(isExchangeRateFresh('garbage', now)).toBe(false);
    expect(isExchangeRateFresh(new Date(now + 3600_000), now)).toBe(false);
  });

  it('writes riel with the sign and grouped digits', () => {
    expect(formatRiel(141_200)).toBe('៛141,200');
    expect(formatRiel(500)).toBe('៛500');
    expect(formatRiel(1_234_567)).toBe('៛1,234,567');
  });
});
