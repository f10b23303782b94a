import { languageFromAcceptLanguage } from './accept-language';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['km', 'km'],
    ['km-KH,km;q=0.9,en;q=0.8', 'km'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,km;q=0.5', 'km'],
    ['en;q=0.4,km;q=0.7', 'km'],
    ['km;q=0,en;q=0.1', 'en'],
    ['fr, de', 'en'],
    ['', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('reads a header given more than once', () => {
    expect(languageFromAcceptLanguage(['fr', 'km-KH'])).toBe('km');
  });

  it('defaults when there is no header', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});
