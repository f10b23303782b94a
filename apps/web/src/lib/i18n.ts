import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, SHOP_TEXTS, isLanguage, webTexts, type Language } from '@app/i18n';

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

const shopResources = () =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: webTexts(SHOP_TEXTS, language) }]),
  );

/** English is the fallback, then the key itself. The shop's texts; the admin app adds its own. */
export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources: shopResources(),
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
