import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CatalogueReadModel, type CatalogueSnapshot } from '@app/catalogue';
import { AppConfig } from '@app/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import { isAdminRequest } from '../common/admin-request';
import { Public } from '../common/policy.decorator';
import { acceptsGzip } from '../catalogue/send-cached';
import { robotsTxt, sitemapXml, type SitemapPage } from './sitemap';

/** The public information pages: in the sitemap, with no date of their own. */
const INFORMATION_PAGES = ['/faq', '/terms', '/contact'];

/**
 * /sitemap.xml and /robots.txt, at the site's root (outside the /api prefix). The sitemap lists the
 * home, the information pages, every destination and every package on sale, in both languages; it
 * is written once per catalogue version (lastmod: when that version was made), so a withdrawn
 * package leaves it with the version that withdrew it.
 */
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  private sitemap?: { version: number; xml: string; gzipped: Buffer };

  constructor(
    private readonly catalogue: CatalogueReadModel,
    private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  async sitemapXml(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const sitemap = this.sitemapOf(await this.catalogue.current());
    void reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'accept-encoding');
    if (acceptsGzip(request.headers['accept-encoding'])) {
      await reply.header('content-encoding', 'gzip').send(sitemap.gzipped);
      return;
    }
    await reply.send(sitemap.xml);
  }

  @Get('robots.txt')
  async robotsTxt(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(this.config.http.publicUrl, isAdminRequest(request.url, request.hostname)));
  }

  private sitemapOf(snapshot: CatalogueSnapshot): { version: number; xml: string; gzipped: Buffer } {
    if (this.sitemap?.version === snapshot.version) return this.sitemap;
    const lastmod = snapshot.changedAt;
    const pages: SitemapPage[] = [
      { path: '/', lastmod },
      ...INFORMATION_PAGES.map((path) => ({ path })),
      ...snapshot.destinations().map((group) => ({ path: `/destinations/${group.slug}`, lastmod })),
      ...snapshot.packages.map((pkg) => ({ path: `/package/${pkg.id}`, lastmod })),
    ];
    const xml = sitemapXml(this.config.http.publicUrl, pages);
    this.sitemap = { version: snapshot.version, xml, gzipped: gzipSync(xml) };
    return this.sitemap;
  }
}
