/**
 * Data allowance and usage labels. Three screens show a package's data with three different rules
 * (catalogue list, package detail, customer area); each is its own function so each keeps the
 * spec's wording. Labels are unit-suffixed with no space ('1GB', '500MB'), like the spec's examples.
 */

export type DataUnit = 'MB' | 'GB';

/** Megabytes per gigabyte wherever the spec divides (detail screen, customer area). */
export const MB_PER_GB = 1024;

const BARE_NUMBER = /^\s*\d+(?:\.\d+)?\s*$/;

/** The number in a "bare number" data value (3072, '3072', ' 1.5 '), else null ('1GB', 'Unlimited', ''). */
export function parseBareNumber(data: string | number | null | undefined): number | null {
  if (typeof data === 'number') return Number.isFinite(data) && data >= 0 ? data : null;
  if (typeof data !== 'string' || !BARE_NUMBER.test(data)) return null;
  return Number(data);
}

/** A number with at most `maxDecimals` decimals and no trailing zeros: 1.50 → '1.5', 2 → '2'. */
export function formatDataNumber(value: number, maxDecimals = 2): string {
  return String(Number(value.toFixed(maxDecimals)));
}

const asText = (data: string | number | null | undefined): string =>
  data === null || data === undefined ? '' : String(data).trim();

/**
 * Catalogue list label (purchase-flow §9): "bare numbers of 1000 or more convert to GB on the list;
 * 1 to below 1000 are GB; smaller are MB". Read literally:
 *  - n ≥ 1000 is a megabyte count and is converted: n / 1024 GB (1024 is the divisor the spec uses
 *    everywhere else, and provider MB figures are multiples of it: 3072 → '3GB');
 *  - 1 ≤ n < 1000 is already gigabytes: n GB;
 *  - n < 1 is labelled MB with the number kept as is (the spec says "are MB", not "convert to MB").
 * Anything that is not a bare number ('1GB', 'Unlimited') is shown as is.
 */
export function listDataLabel(data: string | number | null | undefined): string {
  const n = parseBareNumber(data);
  if (n === null) return asText(data);
  if (n >= 1000) return `${formatDataNumber(n / MB_PER_GB)}GB`;
  if (n >= 1) return `${formatDataNumber(n)}GB`;
  return `${formatDataNumber(n)}MB`;
}

/**
 * The unit hint in a provider apiCode: a hyphen-separated 'M' or 'G' segment ('40-0-3-1-G' → GB,
 * '99915-0-?-500-M-D' → MB). Matching a whole segment (not any '-M' substring) keeps a code such as
 * 'CN-MO-3' from being read as MB. The first hint wins. Null when there is none.
 */
export function dataUnitFromApiCode(apiCode: string | null | undefined): DataUnit | null {
  if (!apiCode) return null;
  const match = /-([MG])(?=-|$)/i.exec(apiCode);
  if (!match) return null;
  return match[1].toUpperCase() === 'M' ? 'MB' : 'GB';
}

/**
 * Package detail label (purchase-flow §9): the unit follows the apiCode hint (-M → MB, -G → GB) with
 * the number kept; without a hint the number is megabytes and is divided by 1024 into GB. Text
 * values are shown as is.
 */
export function detailDataLabel(
  data: string | number | null | undefined,
  apiCode: string | null | undefined,
): string {
  const n = parseBareNumber(data);
  if (n === null) return asText(data);
  const unit = dataUnitFromApiCode(apiCode);
  if (unit) return `${formatDataNumber(n)}${unit}`;
  return `${formatDataNumber(n / MB_PER_GB)}GB`;
}

/**
 * Customer-area data label (customer-area §5): text containing GB, MB or 'unlimited' (any case) is
 * kept as is; a bare number is shown with the eSIM's unit when it has one, else as GB with one
 * decimal when ≥ 1024, else as MB. Other text is kept; nothing at all gives ''.
 */
export function esimDataLabel(data: string | number | null | undefined, unit?: string | null): string {
  const text = asText(data);
  if (/gb|mb|unlimited/i.test(text)) return text;
  const n = parseBareNumber(data);
  if (n === null) return text;
  const ownUnit = unit?.trim();
  if (ownUnit) return `${formatDataNumber(n)}${ownUnit}`;
  if (n >= MB_PER_GB) return `${(n / MB_PER_GB).toFixed(1)}GB`;
  return `${formatDataNumber(n)}MB`;
}

/**
 * Usage (customer-area §5): megabytes with 2 decimals, or GB (also 2 decimals, the spec gives no
 * other precision) at 1024 MB or more. Provider usage may arrive as text ('0.0'); anything that is
 * not a non-negative number shows as zero rather than breaking the screen.
 */
export function formatUsage(megabytes: number | string | null | undefined): string {
  const value = typeof megabytes === 'string' ? Number(megabytes.trim() || NaN) : (megabytes ?? NaN);
  const mb = Number.isFinite(value) && value > 0 ? value : 0;
  if (mb >= MB_PER_GB) return `${(mb / MB_PER_GB).toFixed(2)}GB`;
  return `${mb.toFixed(2)}MB`;
}

/** The eSIM fields the days rule reads. */
export interface EsimDaysSource {
  readonly days?: number | string | null;
  readonly customDays?: number | string | null;
  readonly packageType?: string | null;
}

const toWholeDays = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** Days of an eSIM: a DayPass uses customDays (null when absent), other packages their days. */
export function esimDays(esim: EsimDaysSource): number | null {
  const isDayPass = (esim.packageType ?? '').replace(/\s+/g, '').toLowerCase() === 'daypass';
  return toWholeDays(isDayPass ? esim.customDays : esim.days);
}

/**
 * '1 day' / 'N days' / 'N/A'. The English fallback for places without i18n (logs, PDF fallback);
 * screens should pass esimDays() to their own translated plural instead.
 */
export function formatDaysLabel(days: number | null): string {
  if (days === null) return 'N/A';
  return days === 1 ? '1 day' : `${days} days`;
}
