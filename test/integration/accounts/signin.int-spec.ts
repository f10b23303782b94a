import request from 'supertest';
import { SignInThrottle } from '@app/accounts';
import { Harness, startHarness } from '../../support/harness';
import { newCustomer, sessionCookieOf, signedInCustomer } from './accounts-client';

describe('POST /api/auth/signin-phone', () => {
  let harness: Harness;
  const customer = newCustomer();

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
    await request(harness.url).post('/api/auth/signup-phone').send(customer).expect(201);
  });
  afterAll(() => harness?.close());

  const signIn = (body: object, address = '10.2.0.1', cookie?: string) => {
    const call = request(harness.url).post('/api/auth/signin-phone').set('x-forwarded-for', address);
    // A browser sends its Origin with a cookie-bearing POST; without one it would be refused (CSRF).
    if (cookie) call.set('cookie', cookie).set('origin', harness.url);
    return call.send(body);
  };
  const name = () => harness.config.auth.cookieName;

  it('signs in with the phone in any spelling and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const spaced = `${customer.phone.slice(0, 4)} ${customer.phone.slice(4)}`;
    const response = await signIn({ phone: spaced, password: customer.password }).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Signed in',
      user: { phone: customer.phone, email: customer.email, fullName: customer.fullName, role: 'user' },
    });
    const line = ([] as string[])
      .concat(response.headers['set-cookie'])
      .find((value) => value.startsWith(`${name()}=`));
    expect(line).toBeDefined();
    expect(line).toMatch(new RegExp(`^${name()}=[A-Za-z0-9_-]{43};`));
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).toMatch(/; Max-Age=2592000/i);
    expect(line).not.toMatch(/; Secure/i);
    expect(line).not.toMatch(/; Domain=/i);
    const me = await request(harness.url)
      .get('/api/auth/user')
      .set('cookie', sessionCookieOf(response, name())!);
    expect(me.body).toMatchObject({ success: true, user: { id: response.body.user.id } });
  });

  it('stores only a SHA-256 of the token', async () => {
    const response = await signIn({ phone: customer.phone, password: customer.password }).expect(200);
    const token = sessionCookieOf(response, name())!.split('=')[1];
    const { createHash } = await import('node:crypto');
    const { DataSource } = await import('typeorm');
    const rows = await harness
      .api!.get(DataSource)
      .query('SELECT token_hash FROM user_session WHERE token_hash = $1', [
        createHash('sha256').update(token).digest(),
      ]);
    expect(rows).toHaveLength(1);
    const raw = await harness
      .api!.get(DataSource)
      .query("SELECT count(*)::int AS n FROM user_session WHERE encode(token_hash, 'escape') LIKE $1", [
        `%${token}%`,
      ]);
    expect(raw[0].n).toBe(0);
  });

  it('answers 400 with the spec message when a field is missing', async () => {
    for (const body of [{}, { phone: customer.phone }, { password: 'x' }, { phone: ' ', password: 'x' }]) {
      const response = await signIn(body).expect(400);
      expect(response.body.message).toBe('Phone and password are required');
    }
  });

  it('fails the same way for a wrong password and for an unknown phone (no enumeration)', async () => {
    const wrong = await signIn({ phone: customer.phone, password: 'Wrong#1234' }, '10.2.0.2').expect(401);
    const unknown = await signIn({ phone: '+85599999999', password: 'Wrong#1234' }, '10.2.0.3').expect(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, correlationId: undefined });
    expect(strip(wrong.body)).toEqual(strip(unknown.body));
    expect(wrong.body).toMatchObject({ statusCode: 401, code: 'SIGN_IN_FAILED', message: 'Sign in failed' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('rotates the session at sign-in: the cookie the browser had stops working', async () => {
    const first = await signedInCustomer(harness, '10.2.0.4');
    const second = await signIn(
      { phone: first.phone, password: first.password },
      '10.2.0.4',
      first.cookie,
    ).expect(200);
    const next = sessionCookieOf(second, name())!;
    expect(next).not.toBe(first.cookie);
    expect((await request(harness.url).get('/api/auth/user').set('cookie', first.cookie)).body.success).toBe(
      false,
    );
    expect((await request(harness.url).get('/api/auth/user').set('cookie', next)).body.success).toBe(true);
  });

  it('stops guesses from one address without locking the owner out: 10 wrong passwords there, the right one from another address still works', async () => {
    const victim = newCustomer();
    await request(harness.url)
      .post('/api/auth/signup-phone')
      .set('x-forwarded-for', '10.3.0.1')
      .send(victim)
      .expect(201);
    const { perAccountPerMinute } = harness.config.auth.throttle;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await signIn({ phone: victim.phone, password: `Guess#${i}aA` }, '10.4.0.1')).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(perAccountPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - perAccountPerMinute);
    // From the guessing address, even the right password is refused, and the answer does not say it was right.
    const blocked = await signIn({ phone: victim.phone, password: victim.password }, '10.4.0.1').expect(429);
    expect(blocked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // The owner, from an address with no failures, is not refused because someone else failed.
    await signIn({ phone: victim.phone, password: victim.password }, '10.5.0.1').expect(200);
    // Unknown phones are throttled the same way (a 429 reveals nothing either).
    const ghost = [];
    for (let i = 0; i < perAccountPerMinute + 1; i += 1)
      ghost.push((await signIn({ phone: '+85588888888', password: 'Wrong#123' }, '10.6.0.1')).status);
    expect(ghost.slice(0, perAccountPerMinute).every((status) => status === 401)).toBe(true);
    expect(ghost.at(-1)).toBe(429);
  });

  it('limits failures per address across phones', async () => {
    const { perAddressPerMinute } = harness.config.auth.throttle;
    const statuses: number[] = [];
    for (let i = 0; i <= perAddressPerMinute; i += 1)
      statuses.push(
        (await signIn({ phone: `+8557000${1000 + i}`, password: 'Wrong#123' }, '10.7.0.1')).status,
      );
    expect(statuses.slice(0, perAddressPerMinute).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    await signIn({ phone: customer.phone, password: customer.password }, '10.7.0.2').expect(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { perAccountPerMinute } = harness.config.auth.throttle;
    const regular = newCustomer();
    await request(harness.url)
      .post('/api/auth/signup-phone')
      .set('x-forwarded-for', '10.8.0.1')
      .send(regular)
      .expect(201);
    for (let i = 0; i < perAccountPerMinute + 3; i += 1)
      await signIn({ phone: regular.phone, password: regular.password }, '10.8.0.2').expect(200);
  });
});

describe('sign-in failures per account across addresses', () => {
  let harness: Harness;

  beforeAll(async () => {
    // A small hourly account limit, so a handful of addresses reaches it.
    harness = await startHarness({ worker: false, env: { SIGNIN_MAX_FAILURES_PER_HOUR: '10' } });
  });
  afterAll(() => harness?.close());

  const signIn = (body: object, address: string) =>
    request(harness.url).post('/api/auth/signin-phone').set('x-forwarded-for', address).send(body);

  it('counts guesses per phone across addresses: an address that failed meets the account-wide limit', async () => {
    const victim = newCustomer();
    await request(harness.url)
      .post('/api/auth/signup-phone')
      .set('x-forwarded-for', '10.3.0.2')
      .send(victim)
      .expect(201);
    const { perAccountPerHour } = harness.config.auth.throttle;
    // Many addresses, one wrong guess each (each within its own limits).
    for (let i = 0; i < perAccountPerHour; i += 1)
      await signIn({ phone: victim.phone, password: `Guess#${i}aA` }, `10.9.${i >> 8}.${i & 255}`).expect(
        401,
      );
    // A second guess from one of them is over the account's hourly limit.
    await signIn({ phone: victim.phone, password: 'Guess#againA1' }, '10.9.0.0').expect(429);
    // A clean address is still let in with the right password.
    await signIn({ phone: victim.phone, password: victim.password }, '10.9.200.1').expect(200);
  });
});

describe('sign-in failures per hour', () => {
  let harness: Harness;

  beforeAll(async () => {
    // A generous minute window, so the hourly cap (100 failures per account) is what stops it.
    harness = await startHarness({
      worker: false,
      env: {
        SIGNIN_MAX_FAILURES_PER_MINUTE: '100',
        SIGNIN_MAX_FAILURES_PER_MINUTE_PER_ADDRESS: '1000',
        SIGNIN_MAX_FAILURES_PER_HOUR_PER_ADDRESS: '1000',
      },
    });
  });
  afterAll(() => harness?.close());

  it('lets at most 100 wrong passwords an hour reach the password check', async () => {
    const victim = newCustomer();
    await request(harness.url).post('/api/auth/signup-phone').send(victim).expect(201);
    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const response = await request(harness.url)
        .post('/api/auth/signin-phone')
        .send({ phone: victim.phone, password: `Guess#${i}aA` });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
  }, 180_000);

  it('counts any 60 minutes, not the clock hour: a burst across the hour stops at the limit too', async () => {
    const throttle = harness.api!.get(SignInThrottle, { strict: false });
    const account = `acct:+8551${Date.now().toString().slice(-8)}`;
    const rule = [{ key: account, windowSeconds: 3600, limit: 100 }];
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const reserved = async (at: number) => {
      try {
        await throttle.reserve(rule, new Date(at));
        return true;
      } catch {
        return false;
      }
    };
    let allowed = 0;
    for (let i = 0; i < 60; i += 1) if (await reserved(hour - 60_000 + i * 500)) allowed += 1;
    for (let i = 0; i < 100; i += 1) if (await reserved(hour + 1_000 + i * 500)) allowed += 1;
    expect(allowed).toBe(100);
  });
});
