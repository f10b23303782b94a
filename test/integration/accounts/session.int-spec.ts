import request from 'supertest';
import { DataSource } from 'typeorm';
import { Harness, startHarness } from '../../support/harness';
import { PASSWORD, sessionCookieOf, signedInCustomer, signIn } from './accounts-client';

describe('sessions: current user, sign-out, password change, expiry', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
  });
  afterAll(() => harness?.close());

  const me = (cookie?: string) => {
    const call = request(harness.url).get('/api/auth/user');
    return cookie ? call.set('cookie', cookie) : call;
  };
  const post = (path: string, cookie: string, body: object = {}) =>
    request(harness.url).post(path).set('cookie', cookie).set('origin', harness.url).send(body);

  it('GET /api/auth/user answers success false for anonymous callers and garbage cookies', async () => {
    expect((await me().expect(200)).body).toEqual({ success: false, user: null });
    const garbage = `${harness.config.auth.cookieName}=not-a-token`;
    expect((await me(garbage).expect(200)).body).toEqual({ success: false, user: null });
  });

  it('signs out: the session is revoked on the server and the cookie cleared', async () => {
    const user = await signedInCustomer(harness);
    expect((await me(user.cookie)).body.user.id).toBe(user.id);
    const response = await post('/api/auth/signout', user.cookie).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Signed out' });
    const cleared = ([] as string[]).concat(response.headers['set-cookie']).join('\n');
    expect(cleared).toMatch(new RegExp(`${harness.config.auth.cookieName}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    // Replaying the old cookie does not bring the session back.
    expect((await me(user.cookie)).body.success).toBe(false);
    await request(harness.url)
      .post('/api/auth/update-profile')
      .set('cookie', user.cookie)
      .set('origin', harness.url)
      .send({ fullName: 'X' })
      .expect(401);
  });

  it('changes the password: every session of the user ends, this browser gets a new one', async () => {
    const user = await signedInCustomer(harness);
    const otherDevice = await signIn(harness, user.phone, PASSWORD, '10.0.0.2');
    const response = await post('/api/auth/change-password', user.cookie, {
      current: PASSWORD,
      new: 'Another#456',
      confirm: 'Another#456',
    }).expect(200);
    expect(response.body.message).toBe(
      'Password changed successfully. Please sign out and sign in again with your new password.',
    );
    const fresh = sessionCookieOf(response, harness.config.auth.cookieName)!;
    expect(fresh).toBeTruthy();
    expect((await me(user.cookie)).body.success).toBe(false);
    expect((await me(otherDevice.cookie)).body.success).toBe(false);
    expect((await me(fresh)).body.user.id).toBe(user.id);
    await request(harness.url)
      .post('/api/auth/signin-phone')
      .send({ phone: user.phone, password: PASSWORD })
      .expect(401);
    await signIn(harness, user.phone, 'Another#456', '10.0.0.3');
  });

  it('checks the change-password body with the spec texts', async () => {
    const user = await signedInCustomer(harness);
    const cases: [object, number, string][] = [
      [{ new: 'Another#456', confirm: 'Another#456' }, 400, 'Please enter your current password'],
      [{ current: PASSWORD, new: 'Another#456', confirm: 'Another#457' }, 400, 'New passwords do not match'],
      [
        { current: PASSWORD, new: 'weakpass', confirm: 'weakpass' },
        400,
        'Password must contain:\n• One uppercase letter\n• One number\n• One special character (!@#$%^&*(),.?":{}|<>)',
      ],
      [
        { current: 'Wrong#999', new: 'Another#456', confirm: 'Another#456' },
        400,
        'Current password is incorrect',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('/api/auth/change-password', user.cookie, body).expect(status);
      expect(response.body.message).toBe(message);
    }
    // The session survived the failed attempts and the old password still works.
    expect((await me(user.cookie)).body.success).toBe(true);
  });

  it('throttles current-password guesses like sign-ins', async () => {
    const user = await signedInCustomer(harness, '10.0.9.1');
    const { perAccountPerMinute } = harness.config.auth.throttle;
    const statuses: number[] = [];
    for (let i = 0; i <= perAccountPerMinute; i += 1)
      statuses.push(
        (
          await post('/api/auth/change-password', user.cookie, {
            current: `Guess#${i}`,
            new: 'Another#456',
            confirm: 'Another#456',
          })
        ).status,
      );
    expect(statuses.slice(0, perAccountPerMinute).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends a session after its idle time and after its absolute lifetime', async () => {
    const db = harness.api!.get(DataSource);
    const idle = await signedInCustomer(harness);
    await db.query(
      "UPDATE user_session SET idle_expires_at = now() - interval '1 second' WHERE user_id = $1",
      [idle.id],
    );
    expect((await me(idle.cookie)).body.success).toBe(false);
    const absolute = await signedInCustomer(harness);
    await db.query(
      "UPDATE user_session SET absolute_expires_at = now() - interval '1 second' WHERE user_id = $1",
      [absolute.id],
    );
    expect((await me(absolute.cookie)).body.success).toBe(false);
    expect(
      await db.query('SELECT 1 FROM user_session WHERE user_id IN ($1, $2)', [idle.id, absolute.id]),
    ).toHaveLength(0);
  });

  it('slides the idle expiry with use, never past the absolute one', async () => {
    const db = harness.api!.get(DataSource);
    const user = await signedInCustomer(harness);
    await db.query(
      "UPDATE user_session SET last_seen_at = now() - interval '2 minutes', idle_expires_at = now() + interval '1 minute' WHERE user_id = $1",
      [user.id],
    );
    await me(user.cookie).expect(200);
    const [row] = await db.query(
      'SELECT idle_expires_at, absolute_expires_at, created_at FROM user_session WHERE user_id = $1',
      [user.id],
    );
    const idleMs = harness.config.auth.lifetimes.user.idleMs;
    expect(new Date(row.idle_expires_at).getTime()).toBeGreaterThan(Date.now() + idleMs - 60_000);
    expect(new Date(row.absolute_expires_at).getTime() - new Date(row.created_at).getTime()).toBeCloseTo(
      harness.config.auth.lifetimes.user.absoluteMs,
      -4,
    );
  });
});
