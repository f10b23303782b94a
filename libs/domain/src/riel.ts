/**
 * Riel beside dollars. Prices and charges are US dollars (integer cents); riel is a guide shown
 * beside them at PayWay's exchange rate, and only while that rate is fresh.
 */

/** A rate older than this is not shown (riel hidden rather than wrong). */
export const EXCHANGE_RATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Riel amounts are rounded to 100 riel, the smallest note in use. */
export const RIEL_ROUNDING = 100;

const timeOf = (value: Date | string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

/** Fresh = fetched at most a day ago (and not in the future by more than a minute of clock skew). */
export function isExchangeRateFresh(
  fetchedAt: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  const fetched = timeOf(fetchedAt);
  if (fetched === null) return false;
  const age = (now instanceof Date ? now.getTime() : now) - fetched;
  return age <= EXCHANGE_RATE_MAX_AGE_MS && age >= -60_000;
}

/** US cents → riel at `khrPerUsd` riel a dollar, rounded to 100 riel; null without a usable rate. */
export function usdCentsToRiel(cents: number, khrPerUsd: number | null | undefined): number | null {
  if (!khrPerUsd || !Number.isFinite(khrPerUsd) || khrPerUsd <= 0 || !Number.isFinite(cents)) return null;
  return Math.round((cents * khrPerUsd) / 100 / RIEL_ROUNDING) * RIEL_ROUNDING;
}

/** '៛141,300' (digits grouped by threes; no locale data needed). */
export function formatRiel(riel: number): string {
  const sign = riel < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(riel))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}៛${digits}`;
}
