/**
 * Destination search (home screen), one rule for every screen: a query matches a destination by its
 * English or Khmer name, its ISO code, or a known other name (USA, UK, UAE, Bali → Indonesia, …).
 */

/** Other names travellers type → the ISO alpha-2 codes of the countries they mean. */
export const DESTINATION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  usa: ['US'],
  us: ['US'],
  america: ['US'],
  'united states of america': ['US'],
  'the states': ['US'],
  uk: ['GB'],
  'united kingdom': ['GB'],
  britain: ['GB'],
  'great britain': ['GB'],
  england: ['GB'],
  scotland: ['GB'],
  wales: ['GB'],
  london: ['GB'],
  uae: ['AE'],
  emirates: ['AE'],
  dubai: ['AE'],
  'abu dhabi': ['AE'],
  bali: ['ID'],
  jakarta: ['ID'],
  bangkok: ['TH'],
  phuket: ['TH'],
  'chiang mai': ['TH'],
  'phnom penh': ['KH'],
  'siem reap': ['KH'],
  angkor: ['KH'],
  saigon: ['VN'],
  'ho chi minh': ['VN'],
  hanoi: ['VN'],
  tokyo: ['JP'],
  osaka: ['JP'],
  seoul: ['KR'],
  korea: ['KR'],
  'south korea': ['KR'],
  beijing: ['CN'],
  shanghai: ['CN'],
  macao: ['MO'],
  burma: ['MM'],
  holland: ['NL'],
  czechia: ['CZ'],
  'czech republic': ['CZ'],
  turkiye: ['TR'],
  'ivory coast': ['CI'],
  ksa: ['SA'],
  // Khmer spellings travellers use besides the ISO list's names
  អាមេរិក: ['US'],
  អង់គ្លេស: ['GB'],
  ដូបៃ: ['AE'],
  បាលី: ['ID'],
  កូរ៉េ: ['KR'],
};

export interface SearchableDestination {
  destination: string;
  /** Khmer name ('' when unknown). */
  destinationKm?: string | null;
  /** ISO alpha-2 for a country; the provider's region code for a region. */
  countryCode: string;
  kind: 'country' | 'region';
}

/**
 * Lower case, Latin accents stripped, spaces collapsed: 'curacao' finds 'Curaçao'. Only the Latin
 * combining marks go (U+0300–U+036F): Khmer vowel signs are marks too and must stay.
 */
export const searchText = (text: string | null | undefined): string =>
  (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether `query` finds the destination: a country an alias names ('bali' → Indonesia); for two
 * letters, the country with that ISO code or a name word starting with them (an alias of two
 * letters decides alone: 'uk' finds the United Kingdom, never Ukraine); for more, any name (English
 * or Khmer) containing the query ('usa' also finds 'USA & Mexico'). An empty query finds everything.
 */
export function matchesDestinationSearch(destination: SearchableDestination, query: string): boolean {
  const wanted = searchText(query);
  if (!wanted) return true;
  const alias = DESTINATION_ALIASES[wanted];
  if (alias && destination.kind === 'country' && alias.includes(destination.countryCode.toUpperCase()))
    return true;
  const names = [searchText(destination.destination), searchText(destination.destinationKm)].filter(Boolean);
  if ([...wanted].length <= 2) {
    if (alias) return false;
    if (destination.kind === 'country' && destination.countryCode.toLowerCase() === wanted) return true;
    return names.some((name) => name.split(' ').some((word) => word.startsWith(wanted)));
  }
  return names.some((name) => name.includes(wanted));
}
