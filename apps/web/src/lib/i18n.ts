import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language, resources } from '@app/i18n';

/** The language choice is kept in local storage under this key ('en' or 'km'). */
export const LANGUAGE_KEY = 'i18nextLng';

export function storedLanguage(): Language {
  const value = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

/** English is the fallback, then the key itself. */
export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
