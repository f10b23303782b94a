import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { isAdminRequest } from './admin-request';

/** Headers every response has anyway; the rest of what helmet sets are its security headers. */
const ORDINARY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets, worked out once. @fastify/helmet rebuilds the helmet middleware (and
 * re-parses the CSP directives) on every request; with no per-request nonces the headers never
 * change, so they are read from one request to a throwaway server and then copied onto each reply.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !ORDINARY.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Origins of the payment providers whose pages the browser shows (scripts, frames, form posts). */
export interface ProviderOrigins {
  payway: string;
  paypal: string;
}

/**
 * The api's policy for the SPA: scripts, styles and connections from our own origin only (the
 * socket.io connection to /ws is same-origin, which 'self' covers for ws:/wss: too); the payment
 * providers only where the browser shows their pages. No inline styles: React's style props are
 * set through the CSSOM, which CSP does not govern.
 */
export function apiSecurityOptions(providers: ProviderOrigins): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", providers.payway, providers.paypal],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // the shop's service worker (/sw.js), and no other
        workerSrc: ["'self'"],
        frameSrc: ["'self'", providers.payway, providers.paypal],
        formAction: ["'self'", providers.payway],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The storefront's pages send no Cross-Origin-Opener-Policy (ADMIN_APP_HEADERS has the admin's).
    crossOriginOpenerPolicy: false,
  };
}

/**
 * Cross-Origin-Opener-Policy `same-origin` for the admin app's pages (`admin.` host or
 * `?subdomain=admin`) only. The storefront leaves it at the browser's default:
 * - its PayWay popup must stay reachable: under `same-origin` the popup is cut off once it shows
 *   PayWay's page (`closed` reads true), so a second click would open another popup and post the
 *   same tran_id again instead of focusing the open one;
 * - a page with a COOP header gets a browsing-context-group switch on every arrival (on Android,
 *   Chrome also gives such sites a process of their own): Lighthouse's mobile run of the home,
 *   saved as static HTML without scripts, read ~230–700 ms of blocking time with the header and
 *   ~0–110 without it (docs/web.md).
 * What the storefront gives up: a page that opens it keeps a handle on its window (it could
 * navigate it or count its frames). Frames of it are still refused (frame-ancestors 'self').
 */
export const ADMIN_APP_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The swagger UI (/api/docs, development or API_DOCS=true) ships its own inline <style>; it alone
 * gets 'unsafe-inline' styles.
 */
export function docsSecurityOptions(providers: ProviderOrigins): FastifyHelmetOptions {
  const options = apiSecurityOptions(providers);
  const csp = options.contentSecurityPolicy as { directives: Record<string, string[]> };
  return {
    ...options,
    contentSecurityPolicy: { directives: { ...csp.directives, styleSrc: ["'self'", "'unsafe-inline'"] } },
  };
}

/**
 * Browser features the storefront never uses are off, for us and any frame; payment for the PayWay
 * frame. Only features Chromium knows: an unknown name (`bluetooth`) is a console error on every page.
 */
export function permissionsPolicy(providers: ProviderOrigins): string {
  const off = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer'];
  off.push('microphone', 'midi', 'usb', 'serial', 'hid', 'browsing-topics');
  return [...off.map((feature) => `${feature}=()`), `payment=(self "${providers.payway}")`].join(', ');
}

/**
 * Sets the security headers on every reply (API, static files, queue dashboard), and a
 * Permissions-Policy when given. `relaxed` maps a path prefix to other helmet options; `adminApp`
 * headers are added to every reply addressed to the admin app.
 */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: FastifyHelmetOptions,
  extra: {
    permissionsPolicy?: string;
    relaxed?: Record<string, FastifyHelmetOptions>;
    adminApp?: Readonly<Record<string, string>>;
  } = {},
): Promise<void> {
  const common = extra.permissionsPolicy ? { 'permissions-policy': extra.permissionsPolicy } : {};
  const headers = { ...(await securityHeaders(options)), ...common };
  const relaxed = await Promise.all(
    Object.entries(extra.relaxed ?? {}).map(async ([prefix, relaxedOptions]) => ({
      prefix,
      headers: { ...(await securityHeaders(relaxedOptions)), ...common },
    })),
  );
  fastify.addHook('onRequest', (request, reply, done) => {
    const special = relaxed.find(
      ({ prefix }) => request.url === prefix || request.url.startsWith(`${prefix}/`),
    );
    reply.headers(special?.headers ?? headers);
    if (extra.adminApp && isAdminRequest(request.url, request.hostname)) reply.headers(extra.adminApp);
    done();
  });
}
