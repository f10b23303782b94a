import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://shop.test/', [
    { path: '/', lastmod: new Date('2026-11-27T10:00:00Z') },
    { path: '/faq' },
  ]);

  it('lists each page in both languages, each naming every language and x-default', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([
      'https://shop.test/',
      'https://shop.test/?lang=km',
      'https://shop.test/faq',
      'https://shop.test/faq?lang=km',
    ]);
    expect(xml.match(/hreflang="x-default" href="https:\/\/shop.test\/faq"/g)).toHaveLength(2);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="km" href="https://shop.test/?lang=km"/>');
    expect(xml.match(/<lastmod>2026-11-27T10:00:00.000Z<\/lastmod>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('closes the api, the admin app and the private pages, and names the sitemap', () => {
    const lines = robotsTxt('https://shop.test', false).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /api/', 'Disallow: /*?subdomain=admin', 'Disallow: /esim/']),
    );
    expect(lines).toContain('Sitemap: https://shop.test/sitemap.xml');
  });

  it('closes everything on the admin app’s host', () => {
    expect(robotsTxt('https://shop.test', true)).toBe('User-agent: *\nDisallow: /\n');
  });
});
