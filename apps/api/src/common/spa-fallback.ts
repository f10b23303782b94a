import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FirstScreenPreloads } from './first-screen-preloads';

/** Serves the SPA's index.html for browser navigations to client-side routes (/my-esims, /package/1…). */
@Injectable()
export class SpaFallback {
  private html?: string;
  /** The first screens' `Link` preloads, for this fallback's replies and index.html's (bootstrap.ts). */
  readonly preloads: FirstScreenPreloads;

  constructor(readonly webDir: string | null) {
    this.preloads = FirstScreenPreloads.fromBuild(webDir);
  }

  handles(request: FastifyRequest): boolean {
    if (!this.webDir || request.method !== 'GET') return false;
    const path = request.url.split('?')[0];
    if (path.startsWith('/api') || path === '/metrics' || path.startsWith('/ws')) return false;
    return /text\/html|\*\/\*/.test(request.headers.accept ?? '') && !/\.[a-z0-9]+$/i.test(path);
  }

  async send(reply: FastifyReply): Promise<void> {
    this.html ??= readFileSync(join(this.webDir as string, 'index.html'), 'utf8');
    const preloads = this.preloads.linkHeader(reply.request.url, reply.request.hostname);
    if (preloads) void reply.header('link', preloads);
    await reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.html);
  }

  static locate(configured: string | undefined): string | null {
    const dir = configured ?? join(process.cwd(), 'dist/web');
    return existsSync(join(dir, 'index.html')) ? dir : null;
  }
}
