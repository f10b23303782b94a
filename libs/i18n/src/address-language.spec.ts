import { addressIn, languageOfAddress } from './address-language';

describe('a language in the address', () => {
  it('reads ?lang= when it names a language the shop speaks', () => {
    expect(languageOfAddress('?lang=km')).toBe('km');
    expect(languageOfAddress('?x=1&lang=en')).toBe('en');
    expect(languageOfAddress('?lang=fr')).toBeNull();
    expect(languageOfAddress('')).toBeNull();
  });

  it('writes English addresses as they are and Khmer ones with ?lang=km', () => {
    expect(addressIn('/destinations/japan', 'en')).toBe('/destinations/japan');
    expect(addressIn('/destinations/japan', 'km')).toBe('/destinations/japan?lang=km');
    expect(languageOfAddress(addressIn('/', 'km').slice(1))).toBe('km');
  });
});
