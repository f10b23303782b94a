import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AuditActor } from '@app/audit';
import type { FastifyRequest } from 'fastify';
import './request-auth';

/** Who asks for a change, for the audit log: the session's user, the address (per TRUST_PROXY) and user agent. */
export const auditActorOf = (request: FastifyRequest): AuditActor => {
  const user = request.auth?.user;
  if (!user) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
  const agent = request.headers['user-agent'];
  return {
    id: user.id,
    email: user.email ?? null,
    // The staff role (owner, admin, support, finance) for staff; 'user' for a customer.
    role: (user.role === 'admin' && user.staffRole) || user.role,
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent : null,
  };
};

export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  auditActorOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
