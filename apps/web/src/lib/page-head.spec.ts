import { headTags, type PageHead } from './page-head';

const HEAD: PageHead = {
  title: 'Japan eSIM — data plans from $4.00 | Derleng eSIM',
  description: 'Plans "from" $4.00 & more',
  path: '/destinations/japan',
  kind: 'product',
  image: { path: '/assets/pictures-1/jp-preview.png', width: 1200, height: 630, alt: 'Japan' },
  structuredData: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
};

describe('headTags', () => {
  const tags = headTags(HEAD, 'km', 'https://shop.test/');

  it('names the page in its language as canonical, and every language as an alternate', () => {
    expect(tags).toContain('<link rel="canonical" href="https://shop.test/destinations/japan?lang=km" />');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="en" href="https://shop.test/destinations/japan" />',
    );
    expect(tags).toContain(
      '<link rel="alternate" hreflang="km" href="https://shop.test/destinations/japan?lang=km" />',
    );
    expect(tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shop.test/destinations/japan" />',
    );
    expect(tags).toContain('<meta property="og:locale" content="km_KH" />');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_US" />');
  });

  it('escapes the texts and gives the preview its absolute picture and size', () => {
    expect(tags).toContain('<meta name="description" content="Plans &quot;from&quot; $4.00 &amp; more" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://shop.test/assets/pictures-1/jp-preview.png" />',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('writes JSON-LD that nothing in it can break out of', () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)?.[1] as string;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(HEAD.structuredData[0]);
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
  });
});
