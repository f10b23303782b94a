import { privateShopPathPrefixes } from '@app/contracts';
import { addressIn, LANGUAGES } from '@app/i18n';

/** One page of the sitemap: its address without a language, and when it last changed (if known). */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap (sitemaps.org 0.9): each page once per language (`addressIn`: English as it is,
 * Khmer with `?lang=km`), each entry naming every language's address and x-default (English) as
 * `xhtml:link` alternates, as Google reads hreflang in a sitemap.
 */
export function sitemapXml(baseUrl: string, pages: readonly SitemapPage[]): string {
  const base = baseUrl.replace(/\/+$/, '');
  const href = (path: string, language: (typeof LANGUAGES)[number]) =>
    escapeXml(`${base}${addressIn(path, language)}`);
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${href(page.path, language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(page.path, 'en')}"/>`,
    ].join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    return LANGUAGES.map(
      (language) => `<url><loc>${href(page.path, language)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the shop open; the api, the admin app (`?subdomain=admin`) and the private pages
 * (libs/contracts' private shop pages: orders, eSIMs, rescue links, account, checkout) closed; the
 * sitemap named. The admin app's own host closes everything.
 */
export function robotsTxt(baseUrl: string, adminHost: boolean): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (adminHost) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /*?subdomain=admin',
    'Disallow: /*&subdomain=admin',
    ...privateShopPathPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
