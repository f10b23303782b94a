/**
 * Destination and package-kind rules (purchase-flow §2, §3, §9).
 */

export type DestinationKind = 'country' | 'region';

/** A DayPass package is marked by a '?' (the day-count placeholder) in its provider apiCode. */
export function isDayPassApiCode(apiCode: string | null | undefined): boolean {
  return typeof apiCode === 'string' && apiCode.includes('?');
}

/** The payment payload's packageType: 'DayPass' when the apiCode contains '?', else 'FixedPlan'. */
export type PackageKind = 'DayPass' | 'FixedPlan';
export const packageKindOf = (apiCode: string | null | undefined): PackageKind =>
  isDayPassApiCode(apiCode) ? 'DayPass' : 'FixedPlan';

/** The type badge / stored type label: 'DayPass' or 'Fixed Plan' (also what "fix types" writes). */
export type PackageTypeLabel = 'Fixed Plan' | 'DayPass';
export const packageTypeLabel = (apiCode: string | null | undefined): PackageTypeLabel =>
  isDayPassApiCode(apiCode) ? 'DayPass' : 'Fixed Plan';

/** Names that are countries even though another rule would call them regions. */
export const COUNTRY_NAME_EXCEPTIONS: readonly string[] = Object.freeze([
  'Hong Kong',
  'Macau',
  'South Africa',
  'Bosnia',
]);

/** Words whose presence in a name makes it a region. */
export const REGION_NAME_KEYWORDS: readonly string[] = Object.freeze([
  'Global',
  'Europe',
  'Asia',
  'Africa',
  'Middle East',
  'Latin America',
  'Balkans',
  'West Asia',
  'Australia & NZ',
  'USA & Mexico',
  'Greater China',
]);

/** The continent value that marks a regional package. */
export const REGIONAL_CONTINENT = 'Common';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whole-phrase, case-insensitive matcher of any of the phrases; inner spaces match any run of
 * whitespace. One expression for the whole list: each Unicode-aware expression costs a compile on
 * its first use, which the shop's first screen pays. No lookbehind: older Safari versions (before
 * 16.4) refuse it, and this module runs in the browser too.
 */
const anyPhrase = (phrases: readonly string[]): RegExp =>
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}])(?:${phrases.map((words) => escapeRegExp(words).replace(/\s+/g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
    'iu',
  );

const COUNTRY_EXCEPTION_PATTERN = anyPhrase(COUNTRY_NAME_EXCEPTIONS);
const REGION_KEYWORD_PATTERN = anyPhrase(REGION_NAME_KEYWORDS);

/**
 * Country or region (purchase-flow §9). Precedence, decided from the spec's wording:
 *  1. a name containing one of the country exceptions (Hong Kong, Macau, South Africa, Bosnia) is a
 *     country, whatever else holds: 'South Africa' contains 'Africa' and 'Bosnia & Herzegovina'
 *     contains '&', and Hong Kong and Macau match no keyword at all, so the exceptions only make
 *     sense if they also beat the continent rule;
 *  2. a name containing a region keyword, or '&', is a region;
 *  3. continent 'Common' is a region;
 *  4. anything else is a country.
 * Names are matched as whole words, case-insensitively: 'Central African Republic' is not 'Africa',
 * and 'Caucasia' is not 'Asia'.
 */
export function classifyDestination(name: string, continent?: string | null): DestinationKind {
  const text = name ?? '';
  if (COUNTRY_EXCEPTION_PATTERN.test(text)) return 'country';
  if (text.includes('&') || REGION_KEYWORD_PATTERN.test(text)) return 'region';
  if ((continent ?? '').trim().toLowerCase() === REGIONAL_CONTINENT.toLowerCase()) return 'region';
  return 'country';
}

/**
 * The /destinations/{slug} path segment: lowercased, each run of whitespace a hyphen, every other
 * character that is not a-z, 0-9 or '-' removed (purchase-flow §2). Accents are stripped before the
 * removal ('Curaçao' → 'curacao', not 'curaao'); hyphens are not collapsed ('Bosnia & Herzegovina' →
 * 'bosnia--herzegovina'), exactly as the old links read. Idempotent.
 */
export function destinationSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** Whether a destination name is the one a slug points to. */
export const matchesDestinationSlug = (name: string, slug: string): boolean =>
  destinationSlug(name) === destinationSlug(slug);
