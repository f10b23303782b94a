import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import i18next, { type i18n } from 'i18next';
import { setI18n } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ExchangeRateView, PackageComplete } from '@app/contracts';
import { isExchangeRateFresh } from '@app/domain';
import type { Language } from '@app/i18n';
import englishFirstScreen from 'virtual:shop-texts/en/first';
import khmerFirstScreen from 'virtual:shop-texts/km/first';
import { AppProvider } from './app/provider';
import { ShopShell } from './app/shop-shell';
import { shopRoutes } from './app/shop-router';
import { seedFirstScreenData } from './app/first-screen-data';
import { createQueryClient } from './lib/react-query';
import { catalogueHead } from './features/catalogue/catalogue-head';
import { absolute, headTags, type PageHead } from './lib/page-head';
import { titled } from './lib/page-title';

/**
 * The server's build of the shop's first screens (scripts/build.mjs writes it to dist/web-ssr; the
 * api's FirstScreenRenderer calls it): a first visit's home or package page drawn by the same
 * components the browser runs, from the api's answers, in the visitor's language, by React DOM's
 * server renderer. The app then takes the drawn page over with `hydrateRoot` (main.tsx,
 * app/server-drawn.ts): the tree here is the browser's, so React's ids (`useId`) match.
 */

/** The server draws a first visit: nothing is stored in the browser yet (no cart, no choices). */
const firstVisitStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};
globalThis.localStorage ??= firstVisitStorage;

const TEXTS: Record<Language, Record<string, unknown>> = { en: englishFirstScreen, km: khmerFirstScreen };
const translators = new Map<Language, Promise<i18n>>();

/** One i18next per language, with the first screens' texts (the browser's English is the fallback). */
function translator(language: Language): Promise<i18n> {
  let ready = translators.get(language);
  if (!ready) {
    const instance = i18next.createInstance();
    ready = instance
      .init({
        resources: { en: { translation: TEXTS.en }, [language]: { translation: TEXTS[language] } },
        lng: language,
        fallbackLng: 'en',
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => instance);
    translators.set(language, ready);
  }
  return ready;
}

/**
 * The drawn page's head tags (lib/page-head.ts), from the same answers the page is drawn from: the
 * home's, a destination's or a package's title, description, canonical and hreflang addresses, link
 * preview and structured data.
 */
function firstScreenHead(
  t: i18n['t'],
  language: Language,
  answers: Record<string, unknown>,
  baseUrl: string,
): PageHead | null {
  const rate = answers['/api/exchange-rate'] as ExchangeRateView | undefined;
  const khrPerUsd = rate?.khrPerUsd && isExchangeRateFresh(rate.fetchedAt) ? rate.khrPerUsd : null;
  for (const [path, data] of Object.entries(answers)) {
    const destinationPage = path.startsWith('/api/destinations/');
    if (destinationPage || /^\/api\/packages\/\d+\/complete$/.test(path))
      return catalogueHead(
        { t, language, data: data as PackageComplete, destinationPage, khrPerUsd },
        baseUrl,
      );
  }
  if (!('/api/packages/popular' in answers)) return null;
  const name = t('app.name');
  return {
    title: titled(t('shop.titles.home'), name),
    description: t('shop.seo.homeDescription'),
    path: '/',
    kind: 'website',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name,
        url: absolute(baseUrl, '/'),
        logo: absolute(baseUrl, '/icon-512.png'),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name,
        url: absolute(baseUrl, '/'),
        inLanguage: language,
      },
    ],
  };
}

export async function renderFirstScreen(input: {
  url: string;
  language: Language;
  answers: Record<string, unknown>;
  /** The shop's public address (PUBLIC_URL): canonical, hreflang and link previews are absolute. */
  baseUrl: string;
}): Promise<{ markup: string; head: string | null }> {
  const queryClient = createQueryClient();
  for (const [path, data] of Object.entries(input.answers)) seedFirstScreenData(queryClient, path, data);
  const handler = createStaticHandler(shopRoutes());
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) throw new Error(`the first screen of ${input.url} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The components read react-i18next's instance; drawing is synchronous, so it is this page's.
  const translation = await translator(input.language);
  setI18n(translation);
  const markup = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <ShopShell>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ShopShell>
      </AppProvider>
    </StrictMode>,
  );
  queryClient.clear();
  // The page's CSP refuses style attributes in markup (the app sets styles from script, which it
  // allows); the few the components set (Radix's `outline: none` on a tab list) are in the CSS too.
  const head = firstScreenHead(translation.t, input.language, input.answers, input.baseUrl);
  return {
    markup: markup.replace(/(<[a-z][^>]*?) style="[^"]*"/g, '$1'),
    head: head ? headTags(head, input.language, input.baseUrl) : null,
  };
}
