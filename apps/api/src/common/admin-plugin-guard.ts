import type { INestApplicationContext } from '@nestjs/common';
import { SessionService } from '@app/accounts';
import { AppConfig } from '@app/core';
import { staffMay } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfAllowed } from './csrf';
import { SessionCookie } from './session-cookie';

/**
 * An onRequest hook for Fastify plugins mounted outside Nest's guards (bull-board at
 * /api/admin/queues): staff whose role may use Control only, and same-origin writes, with the same session and CSRF
 * rules as the AuthGuard. Registered inside the plugin's own encapsulated context, so it covers
 * every route and asset of the plugin however the URL is spelled.
 */
export function adminOnlyHook(app: INestApplicationContext) {
  const sessions = app.get(SessionService);
  const cookie = app.get(SessionCookie);
  const publicOrigin = new URL(app.get(AppConfig).http.publicUrl).origin;
  const refuse = (
    reply: FastifyReply,
    request: FastifyRequest,
    statusCode: number,
    code: string,
    message: string,
  ) => reply.status(statusCode).send({ statusCode, code, message, correlationId: request.id });

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    const token = cookie.read(request);
    if (
      !csrfAllowed(
        { method: request.method, headers: request.headers, hasSessionCookie: token !== null },
        publicOrigin,
      )
    )
      return refuse(reply, request, 403, 'CSRF_REJECTED', 'Cross-site request refused');
    const resolved = await sessions.resolve(token);
    if (!resolved) return refuse(reply, request, 401, 'UNAUTHENTICATED', 'Please sign in');
    if (resolved.user.role !== 'admin')
      return refuse(reply, request, 403, 'FORBIDDEN', 'Admin access required');
    if (!staffMay(resolved.user.staffRole, 'control.use'))
      return refuse(
        reply,
        request,
        403,
        'PERMISSION_REQUIRED',
        'Your staff role may not do this (control.use)',
      );
  };
}
