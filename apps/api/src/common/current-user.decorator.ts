import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import './request-auth';

/** The session's user (on @SignedIn/@AdminOnly routes the guard has already required one). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  if (!auth) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
  return auth.user;
});

/** The whole auth context (user, session, token), or undefined on an anonymous public call. */
export const CurrentAuth = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>().auth,
);
