import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';

const METRICS_TOKEN = 'production-metrics-token-0123456789abcdef';
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  SESSION_SECRET: 'production-session-secret-0123456789abcdef',
  SECRETS_KEY: 'production-secrets-key-0123456789abcdef012',
  PAYWAY_BASE_URL: 'https://payway.example.com',
  PAYWAY_API_KEY: 'production-payway-key',
  PAYPAL_BASE_URL: 'https://paypal.example.com',
  PAYPAL_CLIENT_SECRET: 'production-paypal-secret',
  ROAMESIM_BASE_URL: 'https://roamesim.example.com',
  ROAMESIM_PASSWORD: 'production-roamesim-password',
  ROAMESIM_SIGN_KEY: 'production-roamesim-sign-key',
  METRICS_TOKEN,
};

describe('the production surface', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ worker: false, env: PRODUCTION });
  });
  afterAll(() => harness?.close());

  it('serves /metrics only with the bearer token', async () => {
    const metrics = () => request(harness.url).get('/metrics');
    const refused = await metrics();
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain('http_request_duration_seconds');
    expect((await metrics().set('authorization', 'Bearer not-the-token-0123456789abcdef01')).status).toBe(
      401,
    );
    expect((await metrics().set('authorization', METRICS_TOKEN)).status).toBe(401);
    const scraped = await metrics().set('authorization', `Bearer ${METRICS_TOKEN}`);
    expect(scraped.status).toBe(200);
    expect(scraped.text).toContain('http_request_duration_seconds');
  });

  it('does not publish the API docs', async () => {
    for (const path of ['/api/docs', '/api/docs-json'])
      expect((await request(harness.url).get(path).set('accept', 'application/json')).status).toBe(404);
  });

  it('sends a CSP with same-origin connections, no inline styles, and a Permissions-Policy', async () => {
    const response = await request(harness.url).get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toMatch(/style-src 'self';/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/\bwss?:/);
    expect(csp).toContain("frame-src 'self' https://payway.example.com https://paypal.example.com");
    const permissions = String(response.headers['permissions-policy']);
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('geolocation=()');
    expect(permissions).toContain('payment=(self "https://payway.example.com")');
  });

  it('refuses to start without METRICS_TOKEN', async () => {
    const { METRICS_TOKEN: _omitted, ...withoutToken } = PRODUCTION;
    await expect(startHarness({ worker: false, api: false, env: withoutToken })).rejects.toThrow(
      /METRICS_TOKEN/,
    );
  });
});

describe('API docs in production with API_DOCS=true', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ worker: false, env: { ...PRODUCTION, API_DOCS: 'true' } });
  });
  afterAll(() => harness?.close());

  it('serves them, with inline styles allowed for the docs page only', async () => {
    const json = await request(harness.url).get('/api/docs-json').expect(200);
    expect(Object.keys(json.body.paths)).toContain('/api/health');
    const page = await request(harness.url).get('/api/docs').redirects(1);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    const api = await request(harness.url).get('/api/health');
    expect(String(api.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});
