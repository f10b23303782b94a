import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/**
 * A shop page's language in its address: `?lang=km` (English, the default, has none). Shared and
 * indexed links open in the language they were made in; the visitor's own choice, once made, wins.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language an address's query names (`?lang=km`), or null when it names none the shop speaks. */
export function languageOfAddress(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

/** A page's address in a language: the path as it is for English, with `?lang=km` for Khmer. */
export const addressIn = (path: string, language: Language): string =>
  language === DEFAULT_LANGUAGE ? path : `${path}?${LANGUAGE_PARAM}=${language}`;
