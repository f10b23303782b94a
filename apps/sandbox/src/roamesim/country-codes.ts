import isoCountries from 'i18n-iso-countries';

/**
 * The document names countries by ISO 3166-1 numeric code without leading zeros (`"40"` /
 * `40` = Austria, `392` = Japan); the sandbox's tables use alpha-2. Region SKUs keep their
 * 5-digit codes (99112).
 */
export function numericCountryCode(alpha2OrRegion: string): string {
  const numeric = /^[A-Z]{2}$/.test(alpha2OrRegion)
    ? isoCountries.alpha2ToNumeric(alpha2OrRegion)
    : undefined;
  if (numeric === undefined) return alpha2OrRegion;
  return String(Number(numeric));
}
