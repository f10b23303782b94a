import { request as rawRequest } from 'node:http';
import request from 'supertest';
import { newCustomer, signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { FIXED_ID, PaymentsEnv, startPaymentsEnv } from '../payments/support/payments-harness';

/** Sends raw bytes, so a body can be invalid UTF-8 (supertest would re-encode a string). */
function sendRaw(
  url: string,
  path: string,
  body: Buffer,
): Promise<{ status: number; body: { message?: string } }> {
  return new Promise((resolve, reject) => {
    const call = rawRequest(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, origin: url },
    });
    call.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

describe('bad input is a 400 naming the problem, never a 500', () => {
  let env: PaymentsEnv;
  let url: string;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    env = await startPaymentsEnv();
    url = env.harness.url;
    customer = await signedInCustomer(env.harness);
    admin = await signedInAdmin(env.harness);
  });
  afterAll(() => env?.close());

  const post = (path: string, cookie?: string) => {
    const call = request(url).post(path).set('origin', url);
    return cookie ? call.set('cookie', cookie) : call;
  };

  it('refuses a body nested thousands of levels before parsing it', async () => {
    const deep = '{"fullName":' + '['.repeat(5000) + ']'.repeat(5000) + '}';
    const response = await post('/api/auth/signup-phone').set('content-type', 'application/json').send(deep);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_INPUT', message: expect.stringContaining('nested') });
  });

  it('refuses NUL, unpaired surrogates and invalid UTF-8 by one rule, wherever they come', async () => {
    const nulPath = await request(url).get('/api/orders/%00').set('cookie', customer.cookie);
    expect(nulPath.status).toBe(400);
    expect(nulPath.body.message).toMatch(/^path parameter \w+ contains a NUL character$/);

    const nulQuery = await request(url).get('/api/cart?sessionId=abcdefgh%00');
    expect(nulQuery.status).toBe(400);
    expect(nulQuery.body.message).toBe('query parameter sessionId contains a NUL character');

    const nulBody = await post('/api/auth/signup-phone').send(newCustomer({ fullName: 'Sok\u0000Dara' }));
    expect(nulBody.status).toBe(400);
    expect(nulBody.body.message).toBe('body field fullName contains a NUL character');

    const surrogate = await post('/api/auth/update-profile', customer.cookie)
      .set('content-type', 'application/json')
      .send('{"fullName":"Sok \\ud800 Dara"}');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toBe('body field fullName contains an unpaired UTF-16 surrogate');

    const invalid = await sendRaw(
      url,
      '/api/auth/signin-phone',
      Buffer.concat([Buffer.from('{"phone":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","password":"x"}')]),
    );
    expect(invalid).toMatchObject({ status: 400, body: { message: 'The request body is not valid UTF-8' } });

    const badUrl = await request(url).get('/api/orders/%FF%FE');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toMatchObject({
      statusCode: 400,
      code: 'BAD_INPUT',
      correlationId: expect.any(String),
    });
  });

  it('caps string fields at their columns, naming the field', async () => {
    const huge = 'x'.repeat(100_000);
    const signUp = await post('/api/auth/signup-phone').send(newCustomer({ fullName: huge }));
    expect(signUp.status).toBe(400);
    expect(signUp.body.message).toBe('fullName must be at most 120 characters');
    const profile = await post('/api/auth/update-profile', customer.cookie).send({ fullName: huge });
    expect(profile.status).toBe(400);
    expect(profile.body.message).toBe('fullName must be at most 120 characters');
    // Exactly the column's length is fine.
    const fits = await post('/api/auth/update-profile', customer.cookie).send({ fullName: 'y'.repeat(120) });
    expect(fits.status).toBe(200);
    expect(fits.body.user.fullName).toBe('y'.repeat(120));
  });

  it('refuses null where a value is optional but not nullable', async () => {
    const name = await post('/api/auth/update-profile', customer.cookie).send({ fullName: null });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('Name is required');
    const price = await request(url)
      .patch(`/api/admin/packages/${FIXED_ID}`)
      .set('origin', url)
      .set('cookie', admin.cookie)
      .send({ priceCents: null });
    expect(price.status).toBe(400);
    expect(price.body.message).toContain('priceCents must be a whole number of cents');
    const row = await env.db.query('SELECT retail_cents FROM package WHERE id = $1', [FIXED_ID]);
    expect(row.rows[0].retail_cents).toBe(1000);
  });
});
