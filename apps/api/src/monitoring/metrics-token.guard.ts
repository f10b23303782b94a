import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AppConfig } from '@app/core';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics with METRICS_TOKEN set (always in production): only `Authorization: Bearer <token>`,
 * the way Prometheus' `authorization` scrape setting sends it. Without the setting (development)
 * the route is open.
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const token = this.config.http.metricsToken;
    if (!token) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (bearerMatches(request.headers.authorization, token)) return true;
    throw new UnauthorizedException({
      code: 'METRICS_TOKEN_REQUIRED',
      message: 'metrics require the bearer token',
    });
  }
}
