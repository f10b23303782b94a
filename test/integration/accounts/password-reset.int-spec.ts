import { SecretBox } from '@app/core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Harness, startHarness } from '../../support/harness';
import { PASSWORD, signedInCustomer, signIn } from './accounts-client';

describe('forgot password by email', () => {
  let harness: Harness;
  const NEW_PASSWORD = 'Brand#New123';

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
  });
  afterAll(() => harness?.close());

  const post = (path: string, body: object, address = '10.40.0.1') =>
    request(harness.url).post(path).set('x-forwarded-for', address).send(body);

  /** The code as the email will show it: sealed in the notification row, opened with SECRETS_KEY. */
  async function emailedCode(email: string): Promise<string | null> {
    const rows: { payload: { sealed?: { code?: string } } }[] = await harness
      .api!.get(DataSource)
      .query(
        `SELECT payload FROM notification WHERE kind = 'password_reset' AND recipient = $1 ORDER BY created_at DESC`,
        [email],
      );
    const sealed = rows[0]?.payload.sealed?.code;
    return sealed ? new SecretBox(harness.config.security.secretsKey).open(sealed) : null;
  }

  it('answers the same whether or not the email has an account', async () => {
    const user = await signedInCustomer(harness);
    const known = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() }).expect(202);
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' }).expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(await emailedCode('nobody-here@example.com')).toBeNull();
    expect(await emailedCode(user.email)).toMatch(/^\d{8}$/);
  });

  it('stores the code only hashed (and sealed for the email), and a code works once', async () => {
    const user = await signedInCustomer(harness);
    const otherDevice = await signIn(harness, user.phone, PASSWORD);
    await post('/api/auth/forgot-password', { email: user.email }).expect(202);
    const code = (await emailedCode(user.email))!;
    const db = harness.api!.get(DataSource);
    const dump: { line: string }[] = await db.query(
      `SELECT row_to_json(n)::text AS line FROM notification n UNION ALL SELECT row_to_json(r)::text FROM password_reset r`,
    );
    expect(dump.some(({ line }) => line.includes(code))).toBe(false);

    const reset = { email: user.email, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    await post('/api/auth/reset-password', { ...reset, code: '00000000' }).expect(400);
    const done = await post('/api/auth/reset-password', reset).expect(200);
    expect(done.body.success).toBe(true);
    // Every session ended; the new password signs in, the old one does not.
    for (const cookie of [user.cookie, otherDevice.cookie])
      expect((await request(harness.url).get('/api/auth/user').set('cookie', cookie)).body.success).toBe(
        false,
      );
    await post('/api/auth/signin-phone', { phone: user.phone, password: PASSWORD }, '10.40.0.9').expect(401);
    await post('/api/auth/signin-phone', { phone: user.phone, password: NEW_PASSWORD }, '10.40.0.9').expect(
      200,
    );
    // The same code again: refused.
    const again = await post('/api/auth/reset-password', {
      ...reset,
      password: 'Other#Pass123',
      confirm: 'Other#Pass123',
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('RESET_CODE_INVALID');
    await post('/api/auth/signin-phone', { phone: user.phone, password: NEW_PASSWORD }, '10.40.0.9').expect(
      200,
    );
  });

  it('gives a code five tries, then it is spent', async () => {
    const user = await signedInCustomer(harness);
    await post('/api/auth/forgot-password', { email: user.email }, '10.41.0.1').expect(202);
    const code = (await emailedCode(user.email))!;
    for (let i = 0; i < 5; i += 1)
      await post(
        '/api/auth/reset-password',
        {
          email: user.email,
          code: String((Number(code) + 1 + i) % 1e8).padStart(8, '0'),
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        },
        `10.41.1.${i}`,
      ).expect(400);
    const late = await post(
      '/api/auth/reset-password',
      { email: user.email, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      '10.41.2.1',
    );
    expect(late.body.code).toBe('RESET_CODE_INVALID');
  });

  it('limits requests per email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (await post('/api/auth/forgot-password', { email: 'flood@example.com' }, `10.42.0.${i}`)).status,
      );
    expect(statuses.slice(0, 5).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
