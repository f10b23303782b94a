import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';

/**
 * The session cookie: httpOnly, SameSite=Lax, Path=/; in production Secure with the __Host-
 * prefix (no Domain, so it never leaves this host). Lax, not Strict, so a customer coming back
 * from the payment gateway by a top-level link is still signed in; writes are covered by the
 * Origin check.
 */
@Injectable()
export class SessionCookie {
  constructor(private readonly config: AppConfig) {}

  get name(): string {
    return this.config.auth.cookieName;
  }

  read(
    request: Pick<FastifyRequest, 'headers'> & { cookies?: Record<string, string | undefined> },
  ): string | null {
    const value = request.cookies?.[this.name] ?? this.fromHeader(request.headers.cookie);
    return value || null;
  }

  /** For the /ws handshake, which has headers but no Fastify request. */
  fromHeader(header: string | undefined): string | null {
    if (!header) return null;
    try {
      return fastifyCookie.parse(header)[this.name] || null;
    } catch {
      return null;
    }
  }

  set(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
    void reply.setCookie(this.name, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.auth.cookieSecure,
      path: '/',
      maxAge: maxAgeSeconds,
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.auth.cookieSecure,
      path: '/',
    });
  }
}
