import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { newCustomer, sessionCookieOf } from './accounts-client';

describe('the session cookie in production', () => {
  let harness: Harness;
  const origin = 'https://shop.example.com';

  beforeAll(async () => {
    harness = await startHarness({
      worker: false,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: origin,
        SESSION_SECRET: 'production-session-secret-0123456789abcdef',
        SECRETS_KEY: 'production-secrets-key-0123456789abcdef012',
        PAYWAY_BASE_URL: 'https://payway.example.com',
        PAYWAY_API_KEY: 'production-payway-key',
        PAYPAL_BASE_URL: 'https://paypal.example.com',
        PAYPAL_CLIENT_SECRET: 'production-paypal-secret',
        ROAMESIM_BASE_URL: 'https://roamesim.example.com',
        ROAMESIM_PASSWORD: 'production-roamesim-password',
        ROAMESIM_SIGN_KEY: 'production-roamesim-sign-key',
        METRICS_TOKEN: 'production-metrics-token-0123456789abcdef',
      },
    });
  });
  afterAll(() => harness?.close());

  it('is Secure and __Host- prefixed, and writes need the public origin', async () => {
    const customer = newCustomer();
    await request(harness.url).post('/api/auth/signup-phone').send(customer).expect(201);
    const response = await request(harness.url)
      .post('/api/auth/signin-phone')
      .set('origin', origin)
      .send({ phone: customer.phone, password: customer.password })
      .expect(200);
    expect(harness.config.auth.cookieName).toBe('__Host-derleng_session');
    const line = ([] as string[]).concat(response.headers['set-cookie']).join('\n');
    expect(line).toMatch(/^__Host-derleng_session=[A-Za-z0-9_-]{43}; /);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Domain=/i);
    const cookie = sessionCookieOf(response, harness.config.auth.cookieName)!;
    await request(harness.url)
      .post('/api/auth/update-profile')
      .set('cookie', cookie)
      .set('origin', 'http://shop.example.com')
      .send({ fullName: 'X' })
      .expect(403);
    await request(harness.url)
      .post('/api/auth/update-profile')
      .set('cookie', cookie)
      .set('origin', origin)
      .send({ fullName: 'X' })
      .expect(200);
    const headers = (await request(harness.url).get('/api/health')).headers;
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
