import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RECENT_MFA_MS, SessionService } from '@app/accounts';
import { AppConfig, AppLogger } from '@app/core';
import { DEFAULT_STAFF_PERMISSION, staffMay, type StaffPermission } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { CSRF_EXEMPT, csrfAllowed } from './csrf';
import { identityHintsMatch } from './identity-hints';
import { MFA_STEP, RECENT_MFA } from './mfa.decorator';
import { ROUTE_POLICY, RoutePolicy, STAFF_PERMISSION } from './policy.decorator';
import './request-auth';
import { SessionCookie } from './session-cookie';

/**
 * The one gate in front of every controller route (registered as APP_GUARD):
 * 1. the route must declare a policy (@Public, @SignedIn, @AdminOnly), else 403 — the boot check
 *    and the route matrix test make sure none is missing;
 * 2. a state-changing request must come from our own origin (csrf.ts), unless @CsrfExempt;
 * 3. the session cookie is resolved and the user attached to the request (request.auth);
 * 4. signed-in needs a session (401), admin needs role admin (403) and a staff role with the route's
 *    permission (@Permission, else owners and admins only: 403 PERMISSION_REQUIRED); an admin session waiting for
 *    its TOTP code counts as none except on @MfaStep routes; @RecentMfa wants a code checked in
 *    the last 10 minutes (403 MFA_RECHECK_REQUIRED);
 * 5. x-user-phone, x-user-id and ?phone= must name the session's own account (403), except on
 *    admin routes, where a phone is a search term.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly cookie: SessionCookie,
    private readonly logger: AppLogger,
    config: AppConfig,
  ) {
    this.publicOrigin = new URL(config.http.publicUrl).origin;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // The /ws gateway authenticates at the handshake (realtime.gateway.ts).
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const policy = this.reflector.getAllAndOverride<RoutePolicy | undefined>(ROUTE_POLICY, targets);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!policy) {
      this.logger.error({ url: request.url, method: request.method }, 'route without a policy refused');
      throw new ForbiddenException({
        code: 'NO_ROUTE_POLICY',
        message: 'This route declares no access policy',
      });
    }
    const token = this.cookie.read(request);
    const exempt = this.reflector.getAllAndOverride<boolean | undefined>(CSRF_EXEMPT, targets);
    if (
      !exempt &&
      !csrfAllowed(
        { method: request.method, headers: request.headers, hasSessionCookie: token !== null },
        this.publicOrigin,
      )
    )
      throw new ForbiddenException({ code: 'CSRF_REJECTED', message: 'Cross-site request refused' });

    const mfaStep = this.reflector.getAllAndOverride<boolean | undefined>(MFA_STEP, targets);
    const resolved = await this.sessions.resolve(token, new Date(), { allowMfaPending: mfaStep === true });
    if (resolved && token) request.auth = { ...resolved, token };
    if (policy === 'public' && !resolved) return true;
    if (!resolved) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
    if (policy === 'admin') {
      if (resolved.user.role !== 'admin')
        throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Admin access required' });
      const permission =
        this.reflector.getAllAndOverride<StaffPermission | undefined>(STAFF_PERMISSION, targets) ??
        DEFAULT_STAFF_PERMISSION;
      if (!staffMay(resolved.user.staffRole, permission))
        throw new ForbiddenException({
          code: 'PERMISSION_REQUIRED',
          message: `Your staff role may not do this (${permission})`,
        });
      const recent = this.reflector.getAllAndOverride<boolean | undefined>(RECENT_MFA, targets);
      const verifiedAt = resolved.session.mfaVerifiedAt?.getTime() ?? 0;
      if (recent && Date.now() - verifiedAt > RECENT_MFA_MS)
        throw new ForbiddenException({
          code: 'MFA_RECHECK_REQUIRED',
          message: 'Confirm with a code from your authenticator app',
        });
      return true;
    }
    if (!identityHintsMatch(resolved.user, request.headers, request.query))
      throw new ForbiddenException({
        code: 'IDENTITY_MISMATCH',
        message: 'The phone or user id sent is not the signed-in account',
      });
    return true;
  }
}
