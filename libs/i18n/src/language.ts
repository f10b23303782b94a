/** The shop's languages: English (the default and fallback) and Khmer. */
export type Language = 'en' | 'km';
export const LANGUAGES: Language[] = ['en', 'km'];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'km';
