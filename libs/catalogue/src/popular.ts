import type { StoredPackage } from './package-views';

/**
 * Popular destinations (the home screen's Popular tab and GET /api/packages/popular). The rule:
 * where customers in Cambodia most often travel, plus Cambodia itself for visitors arriving, and the
 * regional plans that cover those trips. A destination is popular only while the catalogue sells
 * it; countries are matched by ISO code (provider names vary), regions by name. When orders exist
 * this list can be replaced by the most-ordered destinations without changing the API.
 */
export const POPULAR_COUNTRY_CODES: readonly string[] = Object.freeze([
  'KH',
  'TH',
  'VN',
  'JP',
  'KR',
  'SG',
  'CN',
  'MY',
  'HK',
  'TW',
  'US',
]);

export const POPULAR_REGION_NAMES: readonly string[] = Object.freeze(['Asia', 'Southeast Asia', 'Global']);

const regionNames = new Set(POPULAR_REGION_NAMES.map((name) => name.toLowerCase()));

export function isPopular(
  pkg: Pick<StoredPackage, 'countryCode' | 'destination'>,
  isRegion: boolean,
): boolean {
  return isRegion
    ? regionNames.has(pkg.destination.trim().toLowerCase())
    : POPULAR_COUNTRY_CODES.includes(pkg.countryCode.toUpperCase());
}
