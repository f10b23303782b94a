/** The shop's languages: English (the default and fallback) and Khmer. */
export type Language = 'en' | 'km';
export const LANGUAGES: Language[] = ['en', 'km'];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'km';

/** Each language's name in its own script, as the language menus show it. The Khmer name's letters
 * are drawn from a font of their own on English pages (apps/web/src/khmer-label.css). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', km: 'ខ្មែរ' };
