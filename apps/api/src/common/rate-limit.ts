import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { addressKey } from '@app/accounts';
import { SESSION_ID_PATTERN } from '@app/contracts';
import { AppConfig, RateLimiter, type RateRule } from '@app/core';
import type { FastifyRequest } from 'fastify';

/** The limited routes, by what they cost us (docs/architecture.md "Abuse limits"). */
export type RateLimitName = 'create-order' | 'status-read' | 'order-link-email' | 'discount-check';

/** Discount code checks per client address a minute: enough to fix a typo, too few to guess codes. */
export const DISCOUNT_CHECKS_PER_MINUTE = 20;

const RATE_LIMIT = 'rate-limit';

export const RATE_LIMIT_MESSAGES: Record<RateLimitName, string> = {
  'create-order': 'Too many orders from this device. Please wait a moment before trying again.',
  'status-read': 'Too many status checks. Please wait a moment; your payment is still being checked.',
  'order-link-email': 'Too many order link requests. Please try again later.',
  'discount-check': 'Too many discount code tries. Please wait a minute before trying again.',
};

const field = (source: unknown, name: string): unknown =>
  source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;

/** The browser session id the request names (X-Session-Id, or sessionId in the body or query), if valid. */
export function requestSessionId(request: FastifyRequest): string | null {
  for (const value of [
    request.headers['x-session-id'],
    field(request.body, 'sessionId'),
    field(request.query, 'sessionId'),
  ]) {
    if (typeof value === 'string' && SESSION_ID_PATTERN.test(value)) return value;
  }
  return null;
}

/** The limits of one request: per client address (IPv4, or IPv6 /64; per TRUST_PROXY) and per session or user. */
export function rateRules(name: RateLimitName, config: AppConfig, request: FastifyRequest): RateRule[] {
  const address = addressKey(request.ip);
  const session = request.auth ? `user:${request.auth.user.id}` : requestSessionId(request);
  const sessionRule = (limit: number): RateRule[] =>
    session ? [{ key: `${name}:${session}`, windowSeconds: 60, limit }] : [];
  const limits = config.limits;
  switch (name) {
    case 'create-order':
      return [
        { key: `${name}:${address}`, windowSeconds: 60, limit: limits.createOrder.perAddressPerMinute },
        { key: `${name}:${address}`, windowSeconds: 3600, limit: limits.createOrder.perAddressPerHour },
        ...sessionRule(limits.createOrder.perSessionPerMinute),
      ];
    case 'status-read':
      return [
        { key: `${name}:${address}`, windowSeconds: 60, limit: limits.statusReads.perAddressPerMinute },
        ...sessionRule(limits.statusReads.perSessionPerMinute),
      ];
    case 'discount-check':
      return [{ key: `${name}:${address}`, windowSeconds: 60, limit: DISCOUNT_CHECKS_PER_MINUTE }];
    case 'order-link-email':
      return [
        { key: `${name}:${address}`, windowSeconds: 3600, limit: limits.orderLinkEmailsPerAddressPerHour },
      ];
  }
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!name) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limiter.hit(rateRules(name, this.config, request), RATE_LIMIT_MESSAGES[name]);
    return true;
  }
}

/**
 * Limits a route (after the auth guard, before the handler): over the limit the caller gets 429
 * RATE_LIMITED with Retry-After and the route's message.
 */
export const RateLimit = (name: RateLimitName) =>
  applyDecorators(SetMetadata(RATE_LIMIT, name), UseGuards(RateLimitGuard));
