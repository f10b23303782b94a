/** The admin app is chosen by an `admin.` host or `?subdomain=admin`; otherwise the storefront. */
export const isAdminAddress = (hostname: string, search: string): boolean =>
  hostname.startsWith('admin.') || new URLSearchParams(search).get('subdomain') === 'admin';

/** The package id in a /package/{id} address, or null when it is not one (a 32-bit positive integer). */
export const packageIdParam = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * The slug in a /destinations/{slug} address as the api reads it (lowercase: the app's router matches
 * any case, so does this), or null when it cannot be one (a-z, 0-9 and '-', at most 100).
 */
export const destinationSlugParam = (value: string | undefined): string | null => {
  const slug = value?.toLowerCase();
  return slug && /^[a-z0-9-]{1,100}$/.test(slug) ? slug : null;
};

/**
 * The api reads a shop address's first screen shows: the home's, a package page's and a destination
 * page's (the session,
 * shop status and exchange rate, then the popular packages and the catalogue's figures, or the
 * package, or a destination's default package: GET /api/destinations/{slug}). The api names them in the page's `Link: rel=preload` header, so the browser asks for
 * them with the page's scripts; the web app asks for them before its first render, which waits for
 * them (apps/web/src/app/first-screen-data.ts). Other addresses: none.
 */
export function firstScreenApiPaths(pathname: string): string[] {
  const frame = ['/api/auth/user', '/api/shop/status', '/api/exchange-rate'];
  if (pathname === '/') return [...frame, '/api/packages/popular', '/api/catalogue/stats'];
  const slug = destinationSlugParam(/^\/destinations\/([^/]+)\/?$/i.exec(pathname)?.[1]);
  if (slug !== null) return [...frame, `/api/destinations/${slug}`];
  const id = packageIdParam(/^\/package\/([^/]+)\/?$/.exec(pathname)?.[1]);
  return id === null ? [] : [...frame, `/api/packages/${id}/complete`];
}

/**
 * Set by the web app once it has run in a browser (apps/web/src/app/server-drawn.ts). The api draws
 * a home or package page on the server only for a browser without it (and without a session): a
 * first visit. A browser that has run the app has its code cached and its own choices stored, and
 * gets the page from the app, as before.
 */
export const APP_STARTED_COOKIE = 'derleng_app';
