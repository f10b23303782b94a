import { addressIn, LANGUAGES, type Language } from '@app/i18n';
import type { PreviewPicture } from './pictures';

/**
 * What a page tells search engines and link previews (Telegram, Facebook, X), written from its data
 * in its language: the server puts it in a drawn page's <head> (entry-server.tsx); the app sets the
 * same title as the page changes (lib/page-title.ts).
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's address without its language (`/destinations/japan`): its canonical form. */
  path: string;
  /** The link preview's picture; the shop's icon when the page has none of its own. */
  image?: PreviewPicture & { alt: string };
  kind: 'website' | 'product';
  /** schema.org objects, each written as one JSON-LD block. */
  structuredData: Record<string, unknown>[];
}

/** Open Graph's name of each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', km: 'km_KH' };

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON in a <script> block: nothing in it can end the block or break the page's lines. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** An address of the shop, absolute (canonical, hreflang and Open Graph want absolute ones). */
export const absolute = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}${path}`;

/** The page's address in a language, absolute. */
export const pageAddress = (baseUrl: string, path: string, language: Language): string =>
  absolute(baseUrl, addressIn(path, language));

/**
 * The head's tags: title, description, canonical (the page's address in its language), hreflang
 * alternates (English, Khmer, x-default: English), Open Graph and Twitter's large card, and the
 * structured data. Every value is escaped; JSON-LD has `<` escaped.
 */
export function headTags(head: PageHead, language: Language, baseUrl: string): string {
  const attr = escapeHtml;
  const url = pageAddress(baseUrl, head.path, language);
  const image = head.image ?? { path: '/icon-512.png', width: 512, height: 512, alt: head.title };
  const imageUrl = absolute(baseUrl, image.path);
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${attr(String(content))}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${attr(url)}" />`,
    ...LANGUAGES.map(
      (each) =>
        `<link rel="alternate" hreflang="${each}" href="${attr(pageAddress(baseUrl, head.path, each))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${attr(pageAddress(baseUrl, head.path, 'en'))}" />`,
    meta('property', 'og:type', head.kind === 'product' ? 'product' : 'website'),
    meta('property', 'og:site_name', 'Derleng eSIM'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((each) => each !== language).map((each) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[each]),
    ),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
    ),
  ].join('\n    ');
}
