import { en, type Resources } from './en';
import { km } from './km';

export type Language = 'en' | 'km';
export const LANGUAGES: Language[] = ['en', 'km'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The texts of the web, the emails and the PDFs, in English and Khmer, in one namespace. */
export const resources: Record<Language, { translation: Resources }> = {
  en: { translation: en },
  km: { translation: km },
};

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'km';
export type { Resources };
