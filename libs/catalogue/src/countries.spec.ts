import { countryByCode, countryByName, countryNameKm } from './countries';

describe('countries', () => {
  it("reads RoameSIM's ISO numeric codes, as text or number", () => {
    const austria = { code: 'AT', name: 'Austria', nameKm: 'អូទ្រីស' };
    expect(countryByCode('40')).toEqual(austria);
    expect(countryByCode(40)).toEqual(austria);
    expect(countryByCode('040')).toEqual(austria);
    expect(countryByCode('116')).toEqual({ code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា' });
    expect(countryByCode(586)?.code).toBe('PK');
  });

  it('reads the alpha-2 codes we store', () => {
    expect(countryByCode('at')?.code).toBe('AT');
    expect(countryByCode('KH')?.nameKm).toBe('កម្ពុជា');
  });

  it('a region code is not a country (99112 must not become Belarus, 112)', () => {
    expect(countryByCode('99112')).toBeNull();
    expect(countryByCode(99918)).toBeNull();
    expect(countryByCode('XX')).toBeNull();
    expect(countryByCode('')).toBeNull();
    expect(countryByCode(null)).toBeNull();
  });

  it('picks an English name without a comma', () => {
    expect(countryByCode(158)?.name).toBe('Taiwan');
    expect(countryByCode(410)?.name).toBe('South Korea');
  });

  it('reads English names as RoameSIM writes them in supportCountry', () => {
    expect(countryByName('Austria')?.code).toBe('AT');
    expect(countryByName(' vietnam ')?.code).toBe('VN');
    expect(countryByName('China.Taiwan')?.code).toBe('TW');
    expect(countryByName('Laos')?.code).toBe('LA');
    expect(countryByName('Atlantis')).toBeNull();
  });

  it('names a country shortly, as the cards show it, where the lists lead with the official name', () => {
    expect(countryByCode('LA')).toEqual({ code: 'LA', name: 'Laos', nameKm: 'ឡាវ' });
    expect(countryByCode('RU')).toMatchObject({ name: 'Russia', nameKm: 'រុស្ស៊ី' });
    expect(countryByCode('SY')).toMatchObject({ name: 'Syria', nameKm: 'ស៊ីរី' });
    expect(countryByCode('KH')).toMatchObject({ name: 'Cambodia', nameKm: 'កម្ពុជា' });
    expect(countryNameKm('KR')).toBe('កូរ៉េខាងត្បូង');
  });

  it('gives the Khmer name of a stored code', () => {
    expect(countryNameKm('AT')).toBe('អូទ្រីស');
    expect(countryNameKm('99112')).toBe('');
  });
});
