import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FirstScreenPreloads, PACKAGE_PAGE_MODULE } from './first-screen-preloads';

describe('FirstScreenPreloads', () => {
  let dir: string;
  const build = (manifest: object) => {
    mkdirSync(join(dir, 'web'), { recursive: true });
    mkdirSync(join(dir, 'web-meta'), { recursive: true });
    writeFileSync(join(dir, 'web-meta/manifest.json'), JSON.stringify(manifest));
    return FirstScreenPreloads.fromBuild(join(dir, 'web'));
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'preloads-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("adds a package page's own code, not what the entry already loads", () => {
    const preloads = build({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-2.js'] },
      '_app-2.js': { file: 'assets/app-2.js' },
      '_tabs-3.js': { file: 'assets/tabs-3.js', imports: ['_app-2.js'], css: ['assets/tabs-3.css'] },
      [PACKAGE_PAGE_MODULE]: {
        file: 'assets/package-detail-page-4.js',
        imports: ['_app-2.js', '_tabs-3.js'],
      },
    });
    const header = preloads.linkHeader('/package/42?from=home', 'shop.test') ?? '';
    expect(header).toContain('</api/packages/42/complete>; rel=preload; as=fetch');
    expect(header).toContain('</assets/package-detail-page-4.js>; rel=modulepreload');
    expect(header).toContain('</assets/tabs-3.js>; rel=modulepreload');
    expect(header).not.toContain('app-2.js');
    // a drawn package page links its own stylesheets, which the app would otherwise add when it starts
    expect(preloads.pageStyles('/package/42')).toEqual(['/assets/tabs-3.css']);
    expect(preloads.pageStyles('/')).toEqual([]);
    // a destination's page is the same page, read by its slug
    const destination = preloads.linkHeader('/destinations/japan?lang=km', 'shop.test') ?? '';
    expect(destination).toContain('</api/destinations/japan>; rel=preload; as=fetch');
    expect(destination).toContain('</assets/package-detail-page-4.js>; rel=modulepreload');
    // the home is in the entry's chunk: only its reads
    expect(preloads.linkHeader('/', 'shop.test')).not.toContain('modulepreload');
    expect(preloads.linkHeader('/cart', 'shop.test')).toBeNull();
    expect(preloads.linkHeader('/package/42?subdomain=admin', 'shop.test')).toBeNull();
  });

  it('names only the api reads without a build manifest', () => {
    const preloads = FirstScreenPreloads.fromBuild(join(dir, 'web'));
    expect(preloads.linkHeader('/package/7', 'shop.test')).toBe(
      ['/api/auth/user', '/api/shop/status', '/api/exchange-rate', '/api/packages/7/complete']
        .map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`)
        .join(', '),
    );
    expect(FirstScreenPreloads.fromBuild(null).linkHeader('/', 'shop.test')).toContain(
      '/api/packages/popular',
    );
  });
});
