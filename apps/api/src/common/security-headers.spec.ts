import Fastify from 'fastify';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

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
});
