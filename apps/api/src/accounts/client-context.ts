import type { ClientContext } from '@app/accounts';
import { languageFromAcceptLanguage } from '@app/i18n';
import type { FastifyRequest } from 'fastify';
import type { SessionCookie } from '../common/session-cookie';

/** The sender's address (per TRUST_PROXY), user agent, current session cookie and language. */
export const clientOf = (request: FastifyRequest, cookie: SessionCookie): ClientContext => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  currentToken: cookie.read(request),
  language: languageFromAcceptLanguage(request.headers['accept-language']),
});
