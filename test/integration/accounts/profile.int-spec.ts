import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { DataSource } from 'typeorm';
import { newCustomer, sessionCookieOf, signedInCustomer, signIn } from './accounts-client';

describe('POST /api/auth/update-profile', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
  });
  afterAll(() => harness?.close());

  const update = (cookie: string, body: object) =>
    request(harness.url)
      .post('/api/auth/update-profile')
      .set('cookie', cookie)
      .set('origin', harness.url)
      .send(body);

  it('changes the name alone without a password, and keeps the session', async () => {
    const user = await signedInCustomer(harness);
    await update(user.cookie, { fullName: '  Only Name ' }).expect(200);
    const me = await request(harness.url).get('/api/auth/user').set('cookie', user.cookie);
    expect(me.body.user).toMatchObject({ fullName: 'Only Name', phone: user.phone });
  });

  it('changes phone and email only with the current password: other sessions end, the old email is told', async () => {
    const user = await signedInCustomer(harness);
    const otherDevice = await signIn(harness, user.phone, user.password);
    const next = newCustomer();
    const change = {
      fullName: '  New Name ',
      phone: next.phone.replace('+', '00 ').replace(/^00 /, ''),
      email: next.email.toUpperCase(),
    };
    expect((await update(user.cookie, change).expect(400)).body.code).toBe('CURRENT_PASSWORD_REQUIRED');
    expect((await update(user.cookie, { email: next.email }).expect(400)).body.code).toBe(
      'CURRENT_PASSWORD_REQUIRED',
    );
    expect(
      (await update(user.cookie, { ...change, currentPassword: 'Wrong#1234' }).expect(400)).body.code,
    ).toBe('CURRENT_PASSWORD_INCORRECT');
    const unchanged = await request(harness.url).get('/api/auth/user').set('cookie', user.cookie);
    expect(unchanged.body.user).toMatchObject({ phone: user.phone, email: user.email });

    const response = await update(user.cookie, { ...change, currentPassword: user.password }).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Profile updated',
      user: { id: user.id, fullName: 'New Name', phone: next.phone, email: next.email },
    });
    const fresh = sessionCookieOf(response, harness.config.auth.cookieName)!;
    const me = await request(harness.url).get('/api/auth/user').set('cookie', fresh);
    expect(me.body.user).toMatchObject({ fullName: 'New Name', phone: next.phone });
    for (const old of [user.cookie, otherDevice.cookie])
      expect((await request(harness.url).get('/api/auth/user').set('cookie', old)).body.success).toBe(false);
    const notices = await harness
      .api!.get(DataSource)
      .query(
        `SELECT recipient, payload FROM notification WHERE kind = 'account_changed' AND recipient = $1`,
        [user.email],
      );
    expect(notices).toHaveLength(1);
    expect(notices[0].payload.fields).toEqual(['phone', 'email']);
  });

  it('refuses bad values, an address field, an empty body and someone else’s phone or email', async () => {
    const user = await signedInCustomer(harness);
    const other = await signedInCustomer(harness);
    expect((await update(user.cookie, { phone: '123' }).expect(400)).body.message).toBe(
      'Please enter a valid phone number',
    );
    expect((await update(user.cookie, { email: 'nope' }).expect(400)).body.message).toBe(
      'Please enter a valid email address',
    );
    expect((await update(user.cookie, { fullName: ' ' }).expect(400)).body.message).toBe('Name is required');
    await update(user.cookie, { address: 'Street 1' }).expect(400);
    expect((await update(user.cookie, {}).expect(400)).body.code).toBe('NOTHING_TO_UPDATE');
    const proof = { currentPassword: user.password };
    expect((await update(user.cookie, { phone: other.phone, ...proof }).expect(409)).body.code).toBe(
      'PHONE_TAKEN',
    );
    expect((await update(user.cookie, { email: other.email, ...proof }).expect(409)).body.code).toBe(
      'EMAIL_TAKEN',
    );
  });

  it('limits identity changes per account, so phones and emails cannot be listed through it', async () => {
    const user = await signedInCustomer(harness);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (await update(user.cookie, { phone: newCustomer().phone, currentPassword: 'Wrong#1234' })).status,
      );
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('needs a session', async () => {
    await request(harness.url).post('/api/auth/update-profile').send({ fullName: 'X' }).expect(401);
  });
});
