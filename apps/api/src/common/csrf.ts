import { SetMetadata } from '@nestjs/common';

export const CSRF_EXEMPT = 'csrf-exempt';

/**
 * For server-to-server callbacks only (a provider's pushback or webhook), which prove themselves
 * with a signature, carry no cookie and come from no browser page.
 */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT, true);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** Whether the request carries our session cookie. */
  hasSessionCookie: boolean;
}

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const header = (request: CsrfRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether a request may change state, by where the browser says it comes from:
 * - GET/HEAD/OPTIONS always (they change nothing);
 * - Origin present: it must be our public origin or the origin of the Host the request was sent
 *   to (same-origin; behind the admin. host too). A `null` or foreign Origin is refused;
 * - no Origin: Sec-Fetch-Site, when sent, must be same-origin or none; else the Referer's origin
 *   must be ours; with none of the three (curl, a provider, a test client) the request is allowed
 *   only without a session cookie, since without one a forged request has no authority to ride.
 */
export function csrfAllowed(request: CsrfRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const host = header(request, 'host');
  const forwardedProto = header(request, 'x-forwarded-proto')?.split(',')[0]?.trim();
  const ours = (origin: string): boolean => {
    if (origin === publicOrigin) return true;
    try {
      const url = new URL(origin);
      return !!host && url.host === host && (!forwardedProto || url.protocol === `${forwardedProto}:`);
    } catch {
      return false;
    }
  };
  const rawOrigin = header(request, 'origin');
  if (rawOrigin !== undefined) {
    const origin = originOf(rawOrigin);
    return origin !== null && ours(origin);
  }
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = originOf(header(request, 'referer'));
  if (referer !== null) return ours(referer);
  return !request.hasSessionCookie;
}
