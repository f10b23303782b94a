import Fastify from 'fastify';
import {
  ADMIN_APP_HEADERS,
  apiSecurityOptions,
  docsSecurityOptions,
  permissionsPolicy,
  registerSecurityHeaders,
  securityHeaders,
} from './security-headers';

describe('security headers', () => {
  const options = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
  };

  it('are the headers helmet sets, without the ordinary ones', async () => {
    const headers = await securityHeaders(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers).not.toHaveProperty('content-type');
    expect(headers).not.toHaveProperty('content-length');
  });

  it('are set on every reply, including errors', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, options);
    app.get('/ok', () => ({ ok: true }));
    const ok = await app.inject({ method: 'GET', url: '/ok' });
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    for (const response of [ok, missing]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect(ok.json()).toEqual({ ok: true });
  });

  const providers = { payway: 'https://checkout.payway.com.kh', paypal: 'https://www.paypal.com' };

  it("are the api's: same-origin connections, no inline styles, providers only where shown", async () => {
    const csp = (await securityHeaders(apiSecurityOptions(providers)))['content-security-policy'];
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/\bwss?:/);
    expect(csp).toContain("frame-src 'self' https://checkout.payway.com.kh https://www.paypal.com");
    expect(csp).toContain("form-action 'self' https://checkout.payway.com.kh");
    const docs = (await securityHeaders(docsSecurityOptions(providers)))['content-security-policy'];
    expect(docs).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('add a Permissions-Policy everywhere and relax only the given prefix', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, apiSecurityOptions(providers), {
      permissionsPolicy: permissionsPolicy(providers),
      relaxed: { '/api/docs': docsSecurityOptions(providers) },
    });
    for (const path of ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docsx', '/'])
      app.get(path, () => '');
    const csp = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain(
        'payment=(self "https://checkout.payway.com.kh")',
      );
      return String(response.headers['content-security-policy']);
    };
    expect(await csp('/api/docs')).toContain('unsafe-inline');
    expect(await csp('/api/docs/')).toContain('unsafe-inline');
    expect(await csp('/api/docs-json')).not.toContain('unsafe-inline');
    expect(await csp('/api/docsx')).not.toContain('unsafe-inline');
    expect(await csp('/')).not.toContain('unsafe-inline');
    await app.close();
  });

  it("send Cross-Origin-Opener-Policy for the admin app's addresses only", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, apiSecurityOptions(providers), { adminApp: ADMIN_APP_HEADERS });
    app.get('/*', () => '');
    const coop = async (url: string, host = 'shop.derleng.test') => {
      const response = await app.inject({ method: 'GET', url, headers: { host } });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      return response.headers['cross-origin-opener-policy'];
    };
    expect(await coop('/')).toBeUndefined();
    expect(await coop('/package/7?utm=x')).toBeUndefined();
    expect(await coop('/?subdomain=shop')).toBeUndefined();
    expect(await coop('/overview?subdomain=admin')).toBe('same-origin');
    expect(await coop('/orders?tab=2&subdomain=admin')).toBe('same-origin');
    expect(await coop('/', 'admin.derleng.test')).toBe('same-origin');
    expect(await coop('/', 'admin.derleng.test:8443')).toBe('same-origin');
    await app.close();
  });
});
