import { firstScreenApiPaths } from '@app/contracts';
import { isAdminRequest } from './admin-request';

/**
 * The `Link` header of the shop's page at `url` on `hostname` (without the port): a preload of
 * each api read its first screen shows (libs/contracts' firstScreenApiPaths), so the browser asks
 * for them while it downloads the scripts, not after running them. With credentials: the session read goes by the cookie. The
 * script's own requests take over the preloaded answers. Null for other pages and the admin app.
 */
export function firstScreenLinkHeader(url: string, hostname: string): string | null {
  if (isAdminRequest(url, hostname)) return null;
  const paths = firstScreenApiPaths(url.split('?')[0] ?? '/');
  if (paths.length === 0) return null;
  return paths.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
}
