import { UsersService } from '@app/accounts';
import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { completeAdminMfa, newCustomer } from './accounts-client';

describe('POST /api/auth/admin-signin', () => {
  let harness: Harness;
  const admin = newCustomer({ fullName: 'Admin' });
  const customer = newCustomer();

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
    const users = harness.api!.get(UsersService);
    await users.create({ ...admin, role: 'admin', isVerified: true });
    await users.create(customer);
  });
  afterAll(() => harness?.close());

  const adminSignIn = (body: object, address = '10.20.0.1') =>
    request(harness.url).post('/api/auth/admin-signin').set('x-forwarded-for', address).send(body);

  it('signs an admin in by email or by phone, with the shorter admin session', async () => {
    const byEmail = await adminSignIn({
      identifier: admin.email.toUpperCase(),
      password: admin.password,
    }).expect(200);
    expect(byEmail.body).toMatchObject({ success: true, user: { role: 'admin', email: admin.email } });
    const maxAge = Math.floor(harness.config.auth.lifetimes.admin.absoluteMs / 1000);
    expect(String(byEmail.headers['set-cookie'])).toMatch(new RegExp(`Max-Age=${maxAge}`));
    const byPhone = await adminSignIn({
      identifier: admin.phone.replace('+', ''),
      password: admin.password,
    }).expect(200);
    const cookie = await completeAdminMfa(harness, byPhone);
    await request(harness.url).get('/api/system/processes').set('cookie', cookie).expect(200);
  });

  it('refuses a customer, a wrong password and an unknown identifier with one message', async () => {
    const bodies = [
      { identifier: customer.email, password: customer.password },
      { identifier: admin.email, password: 'Wrong#123' },
      { identifier: 'nobody@example.com', password: 'Wrong#123' },
    ];
    const answers = [];
    for (const body of bodies) answers.push((await adminSignIn(body, '10.20.0.2').expect(401)).body);
    for (const answer of answers)
      expect(answer).toMatchObject({
        code: 'ADMIN_SIGN_IN_FAILED',
        message: 'Invalid admin credentials. Please check your email and password.',
      });
  });

  it('names the missing field with the spec texts', async () => {
    expect((await adminSignIn({ password: 'x' }).expect(400)).body.message).toBe(
      'Email or phone is required',
    );
    expect((await adminSignIn({ identifier: admin.email }).expect(400)).body.message).toBe(
      'Password is required',
    );
  });

  it('is throttled like the customer sign-in', async () => {
    const { perAccountPerMinute } = harness.config.auth.throttle;
    const statuses: number[] = [];
    for (let i = 0; i <= perAccountPerMinute; i += 1)
      statuses.push(
        (await adminSignIn({ identifier: admin.email, password: `Wrong#${i}` }, '10.21.0.1')).status,
      );
    expect(statuses.at(-1)).toBe(429);
    // The admin, from an address that did not fail, is not locked out by those failures.
    await adminSignIn({ identifier: admin.email, password: admin.password }, '10.21.1.1').expect(200);
  });
});
