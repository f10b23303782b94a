import { CatalogueVersion } from '@app/catalogue';
import type { DestinationSummary, PackageComplete, PackageSummary } from '@app/contracts';
import { DAYPASS_MIN_DAYS, formatUsd, packageUnitPrice, toDecimalString } from '@app/domain';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FirstScreenPreloads } from '../../../apps/api/src/common/first-screen-preloads';
import { Harness, startHarness } from '../../support/harness';
import { until, waitForCatalogue } from '../catalogue/support';

jest.setTimeout(180_000);

const BASE = 'https://shop.derleng.test';
const WEB_DIR = join(process.cwd(), 'dist/web');
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type JsonLd = Record<string, unknown> & { '@type': string };

/** What a crawler reads in a page: its head's tags by name, and its JSON-LD blocks parsed. */
function readHead(html: string) {
  const meta = (key: 'name' | 'property', name: string) =>
    new RegExp(`<meta ${key}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  const link = (rel: string, extra = '') =>
    new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json as string) as JsonLd,
  );
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    meta,
    canonical: link('canonical'),
    alternate: (hreflang: string) => link('alternate', ` hreflang="${hreflang}"`),
    jsonLd,
    ofType: (type: string) => jsonLd.find((block) => block['@type'] === type),
  };
}

/** The price a plan is listed at on its page: a fixed plan's whole price, a DayPass's for one day. */
const listed = (plan: PackageSummary) =>
  packageUnitPrice(plan, plan.isDayPass ? DAYPASS_MIN_DAYS : undefined);

/**
 * Destination and package pages as a search engine and a chat app's link preview read them: drawn
 * on the server (no cookies, a crawler's user agent), in English and in Khmer at its address, with
 * their own head tags and structured data; the sitemap and robots.txt at the site's root.
 */
describe('pages for search engines and link previews', () => {
  let harness: Harness;
  let japan: PackageComplete;

  beforeAll(async () => {
    if (!existsSync(join(process.cwd(), 'dist/web-ssr/entry-server.js')))
      throw new Error(
        'build the web app first (node scripts/build.mjs): the pages are drawn by its server build',
      );
    harness = await startHarness({ sandbox: true, env: { WEB_DIST_DIR: WEB_DIR, PUBLIC_URL: BASE } });
    // a busy machine takes longer than the default minute to load the sandbox catalogue
    await waitForCatalogue(harness, 1404, 150_000);
    japan = (await request(harness.url).get('/api/destinations/japan').expect(200)).body as PackageComplete;
  });

  afterAll(async () => {
    await harness?.close();
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    request(harness.url)
      .get(path)
      .set({ accept: 'text/html', 'user-agent': CRAWLER, 'accept-encoding': 'identity', ...headers });

  it('answers GET /api/destinations/{slug} with the destination’s default package, 404 for none', async () => {
    const cards = (await request(harness.url).get('/api/destinations').expect(200))
      .body as DestinationSummary[];
    const card = cards.find((each) => each.slug === 'japan') as DestinationSummary;
    expect(japan.package.id).toBe(card.defaultPackageId);
    expect(japan.variants.allPlans.length).toBe(card.planCount);
    const missing = await request(harness.url).get('/api/destinations/atlantis').expect(404);
    expect(missing.body.code).toBe('DESTINATION_NOT_FOUND');
    const bad = await request(harness.url).get('/api/destinations/Ja%20pan').expect(400);
    expect(bad.body.message).toMatch(/^slug /);
  });

  it('draws /destinations/japan for a crawler: plans and prices, title, description, canonical, hreflang, previews, JSON-LD', async () => {
    const response = await page('/destinations/japan').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    const html = response.text;
    expect(html).toContain('<div id="root" data-drawn>');
    // the plans and their prices, in dollars and in riel, are in the page itself
    const plans = japan.variants.allPlans;
    for (const plan of plans) expect(html).toContain(formatUsd(listed(plan)));
    expect(html).toMatch(/≈ ៛[\d,]+/);
    expect(html).toMatch(/<h1 id="detail-title">Japan<\/h1>/);
    // styled as the app styles it: the page's own stylesheets are linked (the eSIM-ready question's)
    const styles = FirstScreenPreloads.fromBuild(WEB_DIR).pageStyles('/destinations/japan');
    expect(styles.length).toBeGreaterThan(0);
    for (const href of styles) expect(html).toContain(`<link rel="stylesheet" crossorigin href="${href}">`);
    // its coverage and networks too
    expect(html).toContain('Works in Japan');
    for (const network of japan.package.networkData.slice(0, 2))
      expect(html).toContain(network.operator.replace(/&/g, '&amp;'));

    const head = readHead(html);
    const cheapest = Math.min(...plans.map(listed));
    expect(head.lang).toBe('en');
    expect(head.title).toBe(`Japan eSIM — data plans from ${formatUsd(cheapest)} | Derleng eSIM`);
    expect(head.meta('name', 'description')).toContain(
      `Japan travel eSIM: ${plans.length} data plans from ${formatUsd(cheapest)}`,
    );
    expect(head.canonical).toBe(`${BASE}/destinations/japan`);
    expect(head.alternate('en')).toBe(`${BASE}/destinations/japan`);
    expect(head.alternate('km')).toBe(`${BASE}/destinations/japan?lang=km`);
    expect(head.alternate('x-default')).toBe(`${BASE}/destinations/japan`);
    expect(head.meta('property', 'og:title')).toBe(head.title);
    expect(head.meta('property', 'og:url')).toBe(`${BASE}/destinations/japan`);
    expect(head.meta('name', 'twitter:card')).toBe('summary_large_image');
    const image = head.meta('property', 'og:image') as string;
    expect(image).toMatch(new RegExp(`^${BASE}/assets/pictures-[0-9a-f]+/jp-preview\\.png$`));
    expect(head.meta('property', 'og:image:width')).toBe('1200');
    expect(head.meta('property', 'og:image:height')).toBe('630');
    // the picture itself is served, a 1200×630 PNG
    const picture = await request(harness.url).get(image.slice(BASE.length)).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const png = picture.body as Buffer;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const product = head.ofType('Product') as JsonLd & { offers: Record<string, unknown>[] };
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: 'Japan eSIM' });
    expect(product.offers).toHaveLength(plans.length);
    for (const [index, offer] of product.offers.entries()) {
      const plan = plans[index] as PackageSummary;
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: toDecimalString(listed(plan), 'USD'),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${BASE}/package/${plan.id}`,
      });
    }
    const crumbs = head.ofType('BreadcrumbList') as JsonLd & { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${BASE}/`,
      `${BASE}/destinations/japan`,
    ]);
  });

  it('draws the same page in Khmer at its address, whatever the browser’s languages', async () => {
    const response = await page('/destinations/japan?lang=km', {
      'accept-language': 'en-US,en;q=0.9',
    }).expect(200);
    const head = readHead(response.text);
    const cheapest = Math.min(...japan.variants.allPlans.map(listed));
    expect(head.lang).toBe('km');
    expect(response.text).toMatch(/<h1 id="detail-title">ជប៉ុន<\/h1>/);
    expect(head.title).toBe(`eSIM ជប៉ុន — គម្រោង\u200bទិន្នន័យ\u200bចាប់ពី ${formatUsd(cheapest)} | Derleng eSIM`);
    expect(head.meta('name', 'description')).toContain('eSIM ធ្វើដំណើរ\u200bទៅជប៉ុន');
    expect(head.canonical).toBe(`${BASE}/destinations/japan?lang=km`);
    expect(head.alternate('en')).toBe(`${BASE}/destinations/japan`);
    expect(head.meta('property', 'og:locale')).toBe('km_KH');
    const product = head.ofType('Product') as JsonLd & { offers: { url: string }[] };
    expect(product.name).toBe('eSIM ជប៉ុន');
    expect(product.offers[0]?.url).toMatch(/\/package\/\d+\?lang=km$/);
    // the English page is still English for a Khmer browser that opens its English address
    const english = await page('/destinations/japan', { 'accept-language': 'en' }).expect(200);
    expect(readHead(english.text).lang).toBe('en');
  });

  it('gives a package page its own title, one Offer and a three-step breadcrumb; the home its Organization', async () => {
    const plan = japan.package;
    const response = await page(`/package/${plan.id}`).expect(200);
    const head = readHead(response.text);
    expect(head.title).toMatch(new RegExp(`^Japan eSIM .+ — \\${formatUsd(listed(plan))} \\| Derleng eSIM$`));
    expect(head.canonical).toBe(`${BASE}/package/${plan.id}`);
    const product = head.ofType('Product') as JsonLd & { offers: Record<string, unknown>[] };
    expect(product.offers).toEqual([
      expect.objectContaining({ price: toDecimalString(listed(plan), 'USD'), priceCurrency: 'USD' }),
    ]);
    const crumbs = head.ofType('BreadcrumbList') as JsonLd & { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${BASE}/`,
      `${BASE}/destinations/japan`,
      `${BASE}/package/${plan.id}`,
    ]);

    const home = readHead((await page('/').expect(200)).text);
    expect(home.ofType('Organization')).toMatchObject({ name: 'Derleng eSIM', url: `${BASE}/` });
    expect(home.canonical).toBe(`${BASE}/`);
    expect(home.meta('name', 'description')).toMatch(/^Travel eSIMs for 150\+ destinations/);
  });

  it('answers an unknown destination with 404, and marks private pages and the admin app noindex', async () => {
    const missing = await page('/destinations/atlantis').expect(404);
    expect(missing.headers['x-robots-tag']).toMatch(/noindex/);
    for (const path of [
      '/my-esims',
      '/orders',
      '/order/1/details',
      '/esim/1/rescue',
      '/checkout',
      '/settings',
      '/?subdomain=admin',
    ]) {
      const response = await page(path);
      expect([path, response.headers['x-robots-tag']]).toEqual([path, 'noindex, nofollow']);
    }
    for (const path of ['/', '/faq', `/package/${japan.package.id}`])
      expect((await page(path)).headers['x-robots-tag']).toBeUndefined();
  });

  it('lists every on-sale destination and package in both languages in /sitemap.xml, and drops a withdrawn package', async () => {
    const response = await request(harness.url)
      .get('/sitemap.xml')
      .set('accept-encoding', 'identity')
      .expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
      (loc as string).replace(/&amp;/g, '&'),
    );
    const cards = (await request(harness.url).get('/api/destinations').expect(200))
      .body as DestinationSummary[];
    const packages = (await request(harness.url).get('/api/packages').expect(200)).body as PackageSummary[];
    const paths = [
      '/',
      '/faq',
      '/terms',
      '/contact',
      ...cards.map((card) => `/destinations/${card.slug}`),
      ...packages.map((pkg) => `/package/${pkg.id}`),
    ];
    expect(new Set(locs)).toEqual(
      new Set(paths.flatMap((path) => [`${BASE}${path}`, `${BASE}${path}?lang=km`])),
    );
    expect(locs).toHaveLength(paths.length * 2);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="km" href="${BASE}/destinations/japan?lang=km"/>`,
    );
    expect(xml).not.toMatch(/my-esims|\/orders|\/esim\/|checkout|rescue/);
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(xml)?.[1];
    expect(Number.isNaN(Date.parse(lastmod as string))).toBe(false);

    const withdrawn = packages.find((pkg) => pkg.destination === 'Thailand') as PackageSummary;
    const db = harness.worker!.get(DataSource);
    await db.transaction(async (manager) => {
      await manager.query('UPDATE package SET withdrawn_at = now() WHERE id = $1', [withdrawn.id]);
      await harness.worker!.get(CatalogueVersion).bump(manager);
    });
    const changed = await until(
      async () => {
        const next = (await request(harness.url).get('/sitemap.xml').set('accept-encoding', 'identity')).text;
        return next.includes(`${BASE}/package/${withdrawn.id}<`) ? undefined : next;
      },
      'the sitemap without the withdrawn package',
      15_000,
    );
    expect(changed).toContain(`${BASE}/package/${packages.find((pkg) => pkg.id !== withdrawn.id)?.id}<`);
    expect(/<lastmod>([^<]+)<\/lastmod>/.exec(changed)?.[1]).not.toBe(lastmod);
  });

  it('serves robots.txt: the shop open, the api, admin app and private pages closed, the sitemap named', async () => {
    const response = await request(harness.url).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /*?subdomain=admin',
        'Disallow: /my-esims',
        'Disallow: /orders',
        'Disallow: /esim/',
        'Disallow: /order/',
        'Disallow: /checkout',
        'Disallow: /settings',
        `Sitemap: ${BASE}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /package/');
    expect(lines).not.toContain('Disallow: /destinations/');
    const admin = await request(harness.url).get('/robots.txt').set('host', 'admin.derleng.test').expect(200);
    expect(admin.text).toBe('User-agent: *\nDisallow: /\n');
  });
});
