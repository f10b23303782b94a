import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languageFromAcceptLanguage, languageOfAddress, type Language } from '@app/i18n';
import englishFirstScreen from 'virtual:shop-texts/en/first';

/** The language choice is kept in local storage under this key ('en' or 'km'). */
export const LANGUAGE_KEY = 'i18nextLng';

/**
 * The language a visit opens in: the one the visitor chose (local storage), else the address's
 * (`?lang=km`: a shared or indexed link), else the first of the browser's languages the shop speaks
 * (a phone set to Khmer opens the shop in Khmer), else English.
 */
export function initialLanguage(): Language {
  const value = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(value)) return value;
  return languageOfAddress(location.search) ?? languageFromAcceptLanguage([...navigator.languages]);
}

export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  void loadShopTexts(language, 'all').then(() => {
    document.documentElement.lang = language;
    return i18next.changeLanguage(language);
  });
}

type TextChunk = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Each language's shop texts are chunks of their own: a visit downloads the language it shows,
 * first the part its first screen needs (FIRST_VISIT_KEYS in libs/i18n), then the rest. English's
 * first part (the default language's; about 3.6 KiB) is in the app's own chunk: a first visit
 * renders without waiting for one more request.
 */
const SHOP_TEXT_CHUNKS: Record<Language, Record<'first' | 'all', TextChunk>> = {
  en: {
    first: () => Promise.resolve({ default: englishFirstScreen }),
    all: () => import('virtual:shop-texts/en'),
  },
  km: { first: () => import('virtual:shop-texts/km/first'), all: () => import('virtual:shop-texts/km') },
};

const loaded = new Map<string, Promise<void>>();

function loadShopTexts(language: Language, part: 'first' | 'all'): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = SHOP_TEXT_CHUNKS[language][part]().then(({ default: texts }) => {
      // deep, without overwriting: the admin app's texts may already be in the bundle
      i18next.addResourceBundle(language, 'translation', texts, true, false);
    });
    // a failed download may be tried again
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * All of the shown language's shop texts: pages other than the first screen, and the sign-in
 * dialog, wait for it before they render (app/shop-router.tsx, app/shop-shell.tsx). What the first
 * screen shows needs only FIRST_VISIT_KEYS, so nothing on screen re-renders when the rest arrives.
 */
export const allShopTexts = (): Promise<void> => loadShopTexts(i18next.language as Language, 'all');

/** English is the fallback, then the key itself. The shop's texts; the admin app adds its own. */
export async function initI18n(drawnIn?: string): Promise<void> {
  const lng = isLanguage(drawnIn) ? drawnIn : initialLanguage();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadShopTexts(lng, 'first');
}
