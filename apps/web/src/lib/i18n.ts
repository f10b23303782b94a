import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@app/i18n';

/** The language choice is kept in local storage under this key ('en' or 'km'). */
export const LANGUAGE_KEY = 'i18nextLng';

export function storedLanguage(): Language {
  const value = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  void loadShopTexts(language).then(() => {
    document.documentElement.lang = language;
    return i18next.changeLanguage(language);
  });
}

/** Each language's shop texts are a chunk of their own: a visit downloads the one it shows. */
const SHOP_TEXT_CHUNKS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('virtual:shop-texts/en'),
  km: () => import('virtual:shop-texts/km'),
};

async function loadShopTexts(language: Language): Promise<void> {
  // (not `exists`: it would answer from the fallback language)
  if (i18next.getResource(language, 'translation', 'app.name') !== undefined) return;
  const texts = (await SHOP_TEXT_CHUNKS[language]()).default;
  // deep, without overwriting: the admin app's texts may already be in the bundle
  i18next.addResourceBundle(language, 'translation', texts, true, false);
}

/** English is the fallback, then the key itself. The shop's texts; the admin app adds its own. */
export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadShopTexts(lng);
}
