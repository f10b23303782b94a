import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { startHarness, type Harness } from '../../support/harness';

/**
 * The web build's last step (scripts/web-assets.mjs) and the api's static serving together: a
 * hashed script comes brotli or gzip compressed as the browser accepts, cached for a year as
 * immutable; index.html is revalidated; source maps and Vite's manifest are not public.
 */
describe('static web assets', () => {
  let harness: Harness;
  let dir: string;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'web-assets-'));
    const web = join(dir, 'web');
    await mkdir(join(web, 'assets'), { recursive: true });
    await mkdir(join(web, '.vite'), { recursive: true });
    await writeFile(join(web, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    await writeFile(join(web, 'assets/index-AbC123xy.js'), script);
    await writeFile(join(web, 'sw.js'), `self.addEventListener('install', () => {});\n${script}`);
    await writeFile(join(web, 'assets/index-AbC123xy.js.map'), '{"version":3,"sources":["secret.ts"]}');
    await writeFile(join(web, '.vite/manifest.json'), '{}');
    const { finishWebBuild } = (await import(join(process.cwd(), 'scripts/web-assets.mjs'))) as {
      finishWebBuild(webDir: string, metaDir: string): Promise<unknown>;
    };
    await finishWebBuild(web, join(dir, 'web-meta'));
    harness = await startHarness({ worker: false, env: { WEB_DIST_DIR: web } });
  });

  afterAll(async () => {
    await harness?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A raw GET (node:http, which never decodes the body): status, headers and the bytes as sent. */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${harness.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    });

  it('serves a hashed script brotli-compressed, immutable for a year', async () => {
    const response = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('serves gzip to a browser that accepts only gzip, and plain text to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('asks browsers to revalidate index.html', async () => {
    const response = await get('/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker revalidated (a new build is seen at once), allowed by the CSP', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await get('/sw.js', { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
    }
  });

  it('names the first screen’s api reads in a Link preload header of the home and a package page', async () => {
    const home = await get('/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(home.headers.link).toBe(
      [
        '/api/auth/user',
        '/api/shop/status',
        '/api/exchange-rate',
        '/api/packages/popular',
        '/api/catalogue/stats',
      ]
        .map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`)
        .join(', '),
    );
    // a client-side route comes from the SPA fallback, with the same rule
    const detail = await get('/package/42?from=home', { accept: 'text/html' });
    expect(detail.status).toBe(200);
    expect(detail.headers.link).toContain('</api/packages/42/complete>; rel=preload; as=fetch');
    expect(detail.headers.link).toContain('</api/auth/user>');
    // the admin app (?subdomain=admin or an admin. host) shows none of it
    expect((await get('/?subdomain=admin', { accept: 'text/html' })).headers.link).toBeUndefined();
    expect(
      (await get('/', { accept: 'text/html', host: 'admin.derleng.test' })).headers.link,
    ).toBeUndefined();
    for (const path of ['/cart', '/package/abc', '/my-esims']) {
      const other = await get(path, { accept: 'text/html' });
      expect(other.status).toBe(200);
      expect(other.headers.link).toBeUndefined();
    }
  });

  it('answers the shop’s pages 200 and any other path 404, both with the app (which draws the not-found page)', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const path of ['/cart', '/access-panels', '/paypal-debug', '/payment-success', '/esim/7/usage']) {
      const page = await get(path, html);
      expect([path, page.status]).toEqual([path, 200]);
    }
    for (const path of ['/no-such-page', '/esim/7/nothing', '/cart/extra', '/package']) {
      const page = await get(path, html);
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body.toString()).toContain('<div id="root">');
    }
    // the admin app's router sends an unknown path to its overview: the page exists
    expect((await get('/no-such-page?subdomain=admin', html)).status).toBe(200);
    // an api path is still the api's JSON 404
    const api = await get('/api/no-such-thing', html);
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('serves no source map and no build manifest', async () => {
    for (const path of ['/assets/index-AbC123xy.js.map', '/.vite/manifest.json']) {
      const response = await get(path, { accept: '*/*' });
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('secret.ts');
    }
  });
});
