import { matchesDestinationSearch, searchText, type SearchableDestination } from './destination-search';

const country = (destination: string, countryCode: string, destinationKm = ''): SearchableDestination => ({
  destination,
  destinationKm,
  countryCode,
  kind: 'country',
});
const JAPAN = country('Japan', 'JP', 'ជប៉ុន');
const CAMBODIA = country('Cambodia', 'KH', 'កម្ពុជា');
const US = country('United States', 'US', 'សហរដ្ឋអាមេរិក');
const UK = country('United Kingdom', 'GB', 'ចក្រភពអង់គ្លេស');
const UKRAINE = country('Ukraine', 'UA', 'អ៊ុយក្រែន');
const UAE = country('United Arab Emirates', 'AE', 'អេមីរ៉ាតអារ៉ាប់រួម');
const INDONESIA = country('Indonesia', 'ID', 'ឥណ្ឌូណេស៊ី');
const INDIA = country('India', 'IN', 'ឥណ្ឌា');
const CURACAO = country('Curaçao', 'CW');
const USA_MEXICO: SearchableDestination = {
  destination: 'USA & Mexico',
  destinationKm: 'សហរដ្ឋអាមេរិក និងម៉ិកស៊ិក',
  countryCode: '99116',
  kind: 'region',
};
const ALL = [JAPAN, CAMBODIA, US, UK, UKRAINE, UAE, INDONESIA, INDIA, CURACAO, USA_MEXICO];
const found = (query: string) =>
  ALL.filter((d) => matchesDestinationSearch(d, query)).map((d) => d.destination);

describe('matchesDestinationSearch', () => {
  it('finds Khmer names as typed', () => {
    expect(found('ជប៉ុន')).toEqual(['Japan']);
    expect(found('កម្ពុជា')).toEqual(['Cambodia']);
    expect(found('  ជប៉ុន ')).toEqual(['Japan']);
  });

  it('finds English names case- and accent-insensitively', () => {
    expect(found('JAPAN')).toEqual(['Japan']);
    expect(found('cambod')).toEqual(['Cambodia']);
    expect(found('curacao')).toEqual(['Curaçao']);
  });

  it('knows the other names travellers type', () => {
    expect(found('USA')).toEqual(['United States', 'USA & Mexico']);
    expect(found('UK')).toEqual(['United Kingdom']);
    expect(found('uae')).toEqual(['United Arab Emirates']);
    expect(found('Bali')).toEqual(['Indonesia']);
    expect(found('england')).toEqual(['United Kingdom']);
  });

  it('finds a country by its ISO code', () => {
    expect(found('jp')).toEqual(['Japan']);
    expect(found('KH')).toEqual(['Cambodia']);
    expect(found('in')).toEqual(['Indonesia', 'India']);
  });

  it('finds everything for an empty query and nothing for an unknown one', () => {
    expect(found('')).toHaveLength(ALL.length);
    expect(found('atlantis')).toEqual([]);
  });

  it('keeps Khmer vowel signs while stripping Latin accents', () => {
    expect(searchText('ជប៉ុន')).toBe('ជប៉ុន'.normalize('NFC'));
    expect(searchText('Curaçao')).toBe('curacao');
  });
});
