import {
  DAYPASS_MAX_DAYS,
  DAYPASS_MIN_DAYS,
  decimalRatio,
  divideRounded,
  formatDataNumber,
  fromMajorUnits,
  isDayPassApiCode,
} from '@app/domain';
import type { RoamesimPackage, RoamesimPackageList } from '@app/providers';
import { countryByCode, countryByName, type Country } from './countries';
import type { StoredCountry, StoredNetwork } from './package.entity';

/** A SKU as the sync sees it: the provider's list entry plus its continent from getSkuByGroup. */
export interface SkuInfo {
  skuId: number;
  name: string;
  countryCode: string;
  continent: string;
}

/** The provider's facts about one package, ready to store (the retail price is added by the sync). */
export interface PackageRecord {
  priceId: number;
  apiCode: string;
  skuId: number;
  destination: string;
  countryCode: string;
  continent: string;
  name: string;
  data: string;
  unit: string;
  dataMb: number;
  days: number;
  isDayPass: boolean;
  minDays: number | null;
  maxDays: number | null;
  wholesaleCents: number;
  renewable: boolean;
  countries: StoredCountry[];
  networks: StoredNetwork[];
  remark: string[];
}

/**
 * Wholesale USD (a JSON number such as 2.66) in cents. Exact when the number has at most two
 * decimals; a finer price is rounded up to the next cent, so the markup never sells below cost.
 */
export function usdToCents(amount: number): number {
  try {
    return fromMajorUnits(amount);
  } catch {
    const { numerator, denominator } = decimalRatio(amount);
    if (numerator < 0n) throw new Error(`negative price ${amount}`);
    return Number(divideRounded(numerator * 100n, denominator, 'up'));
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The provider's HTML terms as plain text lines: block ends and <br> become line breaks, every tag
 * is dropped and the common entities decoded. Plain text is what the web renders, so provider HTML
 * can never inject markup into our pages.
 */
export function htmlToLines(html: string): string[] {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|li|div|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const normaliseUnit = (unit: string): string => {
  const u = unit.trim().toUpperCase();
  if (u.startsWith('G')) return 'GB';
  if (u.startsWith('T')) return 'TB';
  if (u.startsWith('K')) return 'KB';
  return 'MB';
};

/**
 * The countries a SKU covers, as stored (ISO alpha-2, English name from the provider when it gives
 * one, Khmer name from the ISO lists). RoameSIM names them by ISO 3166-1 numeric code in
 * countryImageUrlDtoList (`countryCode: 40`) and by English name in supportCountry (["Austria"]);
 * the codes are read first, the names fill in what the codes lack. Unknown ones are reported.
 */
function countriesOf(
  sku: SkuInfo,
  list: RoamesimPackageList,
): { countries: StoredCountry[]; unknown: string[] } {
  const found = new Map<string, StoredCountry>();
  const unknown: string[] = [];
  const add = (country: Country | null, providerName: string, raw: string) => {
    if (!country) {
      if (raw) unknown.push(raw);
      return;
    }
    if (!found.has(country.code))
      found.set(country.code, {
        code: country.code,
        name: providerName || country.name,
        nameKm: country.nameKm,
      });
  };
  for (const entry of list.countries)
    add(countryByCode(entry.countryCode), entry.name, `${entry.countryCode} ${entry.name}`.trim());
  // names as the document shows them; an alpha-2 or numeric code there is read too
  for (const name of list.supportCountries) add(countryByCode(name) ?? countryByName(name), '', name);
  if (found.size === 0) add(countryByCode(list.countryCode || sku.countryCode), list.name || sku.name, '');
  return { countries: [...found.values()], unknown };
}

/** The SKU's country as stored: alpha-2 for a country, the provider's region code as it is. */
export function storedCountryCode(code: string): string {
  const text = code.trim();
  return countryByCode(text)?.code ?? text.toUpperCase();
}

function networksOf(pkg: RoamesimPackage, fallbackCountry: string): StoredNetwork[] {
  const seen = new Set<string>();
  const networks: StoredNetwork[] = [];
  for (const network of pkg.networks) {
    const operator = network.operator.trim();
    if (!operator) continue;
    const entry = { operator, type: network.type.trim(), country: network.name.trim() || fallbackCountry };
    const key = `${entry.country}|${entry.operator}|${entry.type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    networks.push(entry);
  }
  return networks;
}

/**
 * One getPackages answer as records to store (country codes as ISO alpha-2, see countriesOf). A package without a priceid, an apiCode, a day
 * count or a usable price is refused with a reason (it could not be sold correctly).
 */
export function toPackageRecords(
  sku: SkuInfo,
  list: RoamesimPackageList,
): { records: PackageRecord[]; rejected: string[]; unknownCountries: string[] } {
  const destination = (list.name || sku.name).trim();
  const { countries, unknown: unknownCountries } = countriesOf(sku, list);
  const records: PackageRecord[] = [];
  const rejected: string[] = [];
  for (const pkg of list.packages) {
    const label = pkg.apiCode || `priceid ${pkg.priceId}`;
    if (pkg.priceId <= 0 || !pkg.apiCode) {
      rejected.push(`${label}: no priceid or apiCode`);
      continue;
    }
    if (!Number.isInteger(pkg.days) || pkg.days < 1) {
      rejected.push(`${label}: days ${pkg.days} is not a whole number ≥ 1`);
      continue;
    }
    let wholesaleCents: number;
    try {
      wholesaleCents = usdToCents(pkg.priceUsd);
    } catch {
      rejected.push(`${label}: price ${pkg.priceUsd} is not a valid amount`);
      continue;
    }
    const isDayPass = isDayPassApiCode(pkg.apiCode);
    const unit = normaliseUnit(pkg.unit);
    records.push({
      priceId: pkg.priceId,
      apiCode: pkg.apiCode,
      skuId: sku.skuId,
      destination,
      countryCode: storedCountryCode(list.countryCode || sku.countryCode),
      continent: sku.continent,
      name: pkg.name || `${destination} ${formatDataNumber(pkg.flows)}${unit}`,
      data: `${formatDataNumber(pkg.flows)}${unit}`,
      unit,
      dataMb: Math.round(pkg.dataMb),
      days: pkg.days,
      isDayPass,
      minDays: isDayPass ? Math.max(DAYPASS_MIN_DAYS, pkg.minDay ?? DAYPASS_MIN_DAYS) : null,
      maxDays: isDayPass ? Math.min(DAYPASS_MAX_DAYS, pkg.maxDay || DAYPASS_MAX_DAYS) : null,
      wholesaleCents,
      renewable: pkg.flowType === 0,
      countries,
      networks: networksOf(pkg, destination),
      remark: htmlToLines(pkg.premarkHtml),
    });
  }
  return { records, rejected, unknownCountries };
}
