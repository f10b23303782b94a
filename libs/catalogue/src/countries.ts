import isoCountries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import km from 'i18n-iso-countries/langs/km.json';

isoCountries.registerLocale(en);
isoCountries.registerLocale(km);

/** A country by its ISO 3166-1 alpha-2 code, with its English and Khmer names. */
export interface Country {
  code: string;
  name: string;
  nameKm: string;
}

/**
 * Short names, as travel eSIM shops show them on their cards ("Laos", "ឡាវ"), where the ISO lists'
 * first name is the long official one ("Lao People's Democratic Republic",
 * "សាធារណរដ្ឋប្រជាធិបតេយ្យប្រជាមានិតឡាវ").
 */
const SHORT_NAMES: Readonly<Record<string, { en?: string; km?: string }>> = {
  LA: { en: 'Laos', km: 'ឡាវ' },
  SY: { en: 'Syria', km: 'ស៊ីរី' },
  MD: { en: 'Moldova', km: 'ម៉ុលដាវី' },
  CZ: { km: 'ឆែក' },
  MK: { en: 'North Macedonia', km: 'ម៉ាសេដ្វានខាងជើង' },
  FM: { en: 'Micronesia', km: 'មីក្រូណេស៊ី' },
  PS: { en: 'Palestine', km: 'ប៉ាឡេស្ទីន' },
  VA: { en: 'Vatican City', km: 'វ៉ាទីកង់' },
  RU: { en: 'Russia' },
  IR: { en: 'Iran' },
  TZ: { en: 'Tanzania' },
  CN: { en: 'China' },
  BN: { en: 'Brunei' },
  US: { en: 'United States' },
};

/** The short English name, else the official one or its first alias without a comma ("Taiwan, Province of China" → "Taiwan"). */
function englishName(code: string): string | undefined {
  const names = isoCountries.getName(code, 'en', { select: 'all' }) ?? [];
  return SHORT_NAMES[code]?.en ?? names.find((name) => !name.includes(',')) ?? names[0];
}

/** The short Khmer name, else the shortest the list gives ("រុស្ស៊ី", not "សហព័ន្ធរុស្ស៊ី"). */
function khmerName(code: string): string | undefined {
  const names = isoCountries.getName(code, 'km', { select: 'all' }) ?? [];
  return SHORT_NAMES[code]?.km ?? [...names].sort((a, b) => a.length - b.length)[0];
}

function byAlpha2(alpha2: string | undefined): Country | null {
  const code = alpha2?.toUpperCase();
  if (!code || !isoCountries.isValid(code)) return null;
  const name = englishName(code);
  if (!name) return null;
  return { code, name, nameKm: khmerName(code) ?? name };
}

/** Names RoameSIM writes that the ISO name lists do not carry. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  laos: 'LA',
  macau: 'MO',
  'china.taiwan': 'TW',
  'china.hong kong': 'HK',
  'china.macau': 'MO',
  korea: 'KR',
  moldova: 'MD',
  brunei: 'BN',
};

/**
 * A provider's country code: an ISO 3166-1 numeric code (RoameSIM's `countrycode: "40"` /
 * `countryCode: 40` = Austria; "040" too) or an alpha-2 code ("AT", what we store). RoameSIM's
 * 4- and 5-digit region codes ("99112") are not countries: null (a numeric lookup would otherwise
 * read their last three digits as a country).
 */
export function countryByCode(code: string | number | null | undefined): Country | null {
  const text = String(code ?? '').trim();
  if (/^\d{1,3}$/.test(text)) return byAlpha2(isoCountries.numericToAlpha2(text));
  if (/^[A-Za-z]{2}$/.test(text)) return byAlpha2(text);
  return null;
}

/** An English country name as RoameSIM writes it in supportCountry ("Austria"); null if unknown. */
export function countryByName(name: string | null | undefined): Country | null {
  const text = (name ?? '').trim();
  if (!text) return null;
  return byAlpha2(
    PROVIDER_NAMES[text.toLowerCase()] ??
      isoCountries.getAlpha2Code(text, 'en') ??
      isoCountries.getSimpleAlpha2Code(text, 'en'),
  );
}

/** The Khmer name of a country we store by alpha-2 code ('' when the code is not a country). */
export const countryNameKm = (alpha2: string): string => byAlpha2(alpha2)?.nameKm ?? '';
