import { Injectable } from '@nestjs/common';
import { isIndexedShopPage, shopPageOf } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FirstScreenPreloads } from './first-screen-preloads';
import { FirstScreenRenderer, NOT_FOUND } from './first-screen-renderer';
import { isAdminRequest } from './admin-request';

/**
 * Serves the SPA's index.html for browser navigations to client-side routes (/my-esims, /package/1…):
 * 200 for the shop's pages (SHOP_PAGE_PATHS in libs/contracts) and the admin app's addresses (whose
 * router sends an unknown path to its overview), 404 for any other path (and a first visit's package
 * or destination the catalogue does not have), where the shop draws its not-found page. Only the
 * pages search engines may index (INDEXED_SHOP_PAGES) go without `X-Robots-Tag: noindex`.
 */
@Injectable()
export class SpaFallback {
  private html?: string;
  /** The first screens' `Link` preloads, for this fallback's replies and index.html's (bootstrap.ts). */
  readonly preloads: FirstScreenPreloads;
  private readonly renderer: FirstScreenRenderer;

  constructor(
    readonly webDir: string | null,
    /** A visitor holding it gets the app's own drawing (common/first-screen-renderer.ts). */
    sessionCookieName: string,
    /** The shop's public address (PUBLIC_URL), for the drawn pages' canonical and preview addresses. */
    publicUrl = '',
  ) {
    this.preloads = FirstScreenPreloads.fromBuild(webDir);
    this.renderer = new FirstScreenRenderer(webDir, sessionCookieName, publicUrl);
  }

  handles(request: FastifyRequest): boolean {
    if (!this.webDir || request.method !== 'GET') return false;
    const path = request.url.split('?')[0];
    if (path.startsWith('/api') || path === '/metrics' || path.startsWith('/ws')) return false;
    return /text\/html|\*\/\*/.test(request.headers.accept ?? '') && !/\.[a-z0-9]+$/i.test(path);
  }

  async send(reply: FastifyReply): Promise<void> {
    this.html ??= readFileSync(join(this.webDir as string, 'index.html'), 'utf8');
    // A first visit's home or package page comes drawn, its data inside: nothing to preload.
    const pageModules = this.preloads.pageModules(reply.request.url);
    const pageStyles = this.preloads.pageStyles(reply.request.url);
    const result = await this.renderer
      .page(reply.request, this.html, pageModules, pageStyles)
      .catch((error: unknown) => {
        reply.request.log.error({ err: error }, 'the first screen could not be drawn; the app draws it');
        return null;
      });
    const drawn = result === NOT_FOUND ? null : result;
    const preloads = drawn ? null : this.preloads.linkHeader(reply.request.url, reply.request.hostname);
    if (preloads) void reply.header('link', preloads);
    const { url, hostname } = reply.request;
    const admin = isAdminRequest(url, hostname);
    const pathname = url.split('?')[0] ?? '/';
    const known = result !== NOT_FOUND && (admin || shopPageOf(pathname) !== null);
    // Private pages (orders, eSIMs, rescue links, account, checkout), the admin app and missing
    // pages are not for search engines.
    if (admin || !known || !isIndexedShopPage(pathname))
      void reply.header('x-robots-tag', 'noindex, nofollow');
    void reply
      .status(known ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    await reply.send(drawn ? compressed(reply, drawn) : this.html);
  }

  static locate(configured: string | undefined): string | null {
    const dir = configured ?? join(process.cwd(), 'dist/web');
    return existsSync(join(dir, 'index.html')) ? dir : null;
  }
}

/** A drawn page (about 50 KB, most of it the answers' JSON) compressed as the browser accepts. */
function compressed(reply: FastifyReply, html: string): string | Buffer {
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    void reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    void reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}
