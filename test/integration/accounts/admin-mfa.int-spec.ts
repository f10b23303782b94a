import { UsersService } from '@app/accounts';
import { generate } from 'otplib';
import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { TotpCodes } from '../../support/totp-codes';
import { newCustomer, sessionCookieOf } from './accounts-client';

/** An admin's TOTP: each code works once (RFC 6238 §5.2), even for two sign-ins racing with it. */
describe('admin two-step verification', () => {
  let harness: Harness;
  const admin = newCustomer({ fullName: 'Mfa Admin' });
  let secret: string;
  let enrolmentStep: number;

  /** A new admin session (password step), still waiting for its code. */
  const pendingSession = async (): Promise<string> => {
    const response = await request(harness.url)
      .post('/api/auth/admin-signin')
      .set('x-forwarded-for', `10.30.${Math.floor(Math.random() * 200)}.1`)
      .send({ identifier: admin.email, password: admin.password })
      .expect(200);
    return sessionCookieOf(response, harness.config.auth.cookieName) as string;
  };
  const post = (cookie: string, path: string, body: object) =>
    request(harness.url).post(path).set('cookie', cookie).set('origin', harness.url).send(body);
  const codeOf = (step: number) => generate({ secret, epoch: step * 30 });

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
    await harness.api!.get(UsersService).create({ ...admin, role: 'admin', isVerified: true });
    const cookie = await pendingSession();
    secret = (await post(cookie, '/api/auth/mfa/enrol', {}).expect(200)).body.secret as string;
    enrolmentStep = Math.floor(Date.now() / 1000 / 30);
    const confirmed = await post(cookie, '/api/auth/mfa/confirm', { code: await codeOf(enrolmentStep) });
    expect(confirmed.status).toBe(200);
  });
  afterAll(() => harness?.close());

  it('refuses the code the enrolment used, then takes the next step’s once', async () => {
    const cookie = await pendingSession();
    const replay = await post(cookie, '/api/auth/mfa/verify', { code: await codeOf(enrolmentStep) });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('MFA_CODE_INVALID');
    await request(harness.url).get('/api/system/processes').set('cookie', cookie).expect(401);

    const next = await codeOf(enrolmentStep + 1);
    await post(cookie, '/api/auth/mfa/verify', { code: next }).expect(200);
    await request(harness.url).get('/api/system/processes').set('cookie', cookie).expect(200);

    const other = await pendingSession();
    expect((await post(other, '/api/auth/mfa/verify', { code: next })).body.code).toBe('MFA_CODE_INVALID');
  });

  it('lets one of two sign-ins racing with the same new code through', async () => {
    const [first, second] = [await pendingSession(), await pendingSession()];
    // The steps up to the enrolment's next one are used (the test above): a code of a later step.
    const codes = new TotpCodes();
    codes.usedStep(secret, enrolmentStep + 1);
    const code = await codes.next(secret);
    const answers = await Promise.all([
      post(first, '/api/auth/mfa/verify', { code }),
      post(second, '/api/auth/mfa/verify', { code }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  }, 60_000);
});
