import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { newCustomer, signedInCustomer } from './accounts-client';

describe('CSRF (Origin) and identity hints', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
  });
  afterAll(() => harness?.close());

  const update = (cookie: string, headers: Record<string, string>) => {
    const call = request(harness.url).post('/api/auth/update-profile').set('cookie', cookie);
    for (const [name, value] of Object.entries(headers)) call.set(name, value);
    return call.send({ fullName: 'Changed' });
  };

  it('refuses a state-changing request from a foreign Origin, with or without a cookie', async () => {
    const user = await signedInCustomer(harness);
    const refused = await update(user.cookie, { origin: 'https://evil.example' }).expect(403);
    expect(refused.body).toMatchObject({ code: 'CSRF_REJECTED' });
    await update(user.cookie, { origin: 'null' }).expect(403);
    // Login CSRF: a foreign page cannot sign a visitor in to another account either.
    await request(harness.url)
      .post('/api/auth/signin-phone')
      .set('origin', 'https://evil.example')
      .send({ phone: user.phone, password: user.password })
      .expect(403);
    const me = await request(harness.url).get('/api/auth/user').set('cookie', user.cookie);
    expect(me.body.user.fullName).not.toBe('Changed');
  });

  it('refuses cross-site fetch metadata and a foreign Referer when there is no Origin', async () => {
    const user = await signedInCustomer(harness);
    await update(user.cookie, { 'sec-fetch-site': 'cross-site' }).expect(403);
    await update(user.cookie, { referer: 'https://evil.example/page' }).expect(403);
    await update(user.cookie, { 'sec-fetch-site': 'same-origin' }).expect(200);
    await update(user.cookie, { referer: `${harness.url}/settings` }).expect(200);
  });

  it('refuses a cookie-bearing write with no Origin, Referer or fetch metadata', async () => {
    const user = await signedInCustomer(harness);
    await update(user.cookie, {}).expect(403);
  });

  it('allows our own Origin, and non-browser calls that carry no cookie', async () => {
    const user = await signedInCustomer(harness);
    await update(user.cookie, { origin: harness.url }).expect(200);
    await request(harness.url).post('/api/auth/signup-phone').send(newCustomer()).expect(201);
  });

  it('never applies to reads', async () => {
    const user = await signedInCustomer(harness);
    await request(harness.url)
      .get('/api/users')
      .set('cookie', user.cookie)
      .set('origin', 'https://evil.example')
      .expect(200);
  });

  it('tolerates x-user-phone, x-user-id and ?phone= naming the session user, refuses others with 403', async () => {
    const user = await signedInCustomer(harness);
    const other = await signedInCustomer(harness);
    const get = (path: string, headers: Record<string, string> = {}) => {
      const call = request(harness.url).get(path).set('cookie', user.cookie);
      for (const [name, value] of Object.entries(headers)) call.set(name, value);
      return call;
    };
    const spaced = `${user.phone.slice(0, 4)} ${user.phone.slice(4)}`;
    await get('/api/users', { 'x-user-phone': spaced, 'x-user-id': user.id }).expect(200);
    await get(`/api/users?phone=${encodeURIComponent(user.phone)}`).expect(200);
    const mismatch = await get('/api/users', { 'x-user-phone': other.phone }).expect(403);
    expect(mismatch.body.code).toBe('IDENTITY_MISMATCH');
    await get('/api/users', { 'x-user-id': other.id }).expect(403);
    await get(`/api/users?phone=${encodeURIComponent(other.phone)}`).expect(403);
    await get(
      `/api/users?phone=${encodeURIComponent(user.phone)}&phone=${encodeURIComponent(other.phone)}`,
    ).expect(403);
    // Public routes too, once a session exists; anonymous callers' hints grant and refuse nothing.
    await get('/api/auth/user', { 'x-user-phone': other.phone }).expect(403);
    await request(harness.url).get('/api/auth/user').set('x-user-phone', other.phone).expect(200);
  });
});
