import { UsersService } from '@app/accounts';
import type { UserView } from '@app/contracts';
import type { StaffRole } from '@app/domain';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import type { Harness } from '../../support/harness';
import { TotpCodes } from '../../support/totp-codes';

export const PASSWORD = 'Secret#123';

export interface TestUser extends UserView {
  password: string;
  /** `name=value` of the session cookie, for a Cookie header. */
  cookie: string;
}

let counter = 0;

/** A fresh, valid sign-up body (unique phone and email). */
export function newCustomer(
  overrides: Partial<{ fullName: string; phone: string; email: string; password: string }> = {},
) {
  counter += 1;
  const digits = `${Date.now() % 1e6}${counter}${randomInt(1000)}`.padEnd(9, '7').slice(0, 9);
  return {
    fullName: `Test Customer ${counter}`,
    phone: `+8551${digits}`,
    email: `customer${counter}.${randomInt(1e6)}@example.com`,
    password: PASSWORD,
    ...overrides,
  };
}

/** The `name=value` part of the session cookie in a response, or null. */
export function sessionCookieOf(response: request.Response, name: string): string | null {
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const line = setCookie.find((value) => value.startsWith(`${name}=`));
  if (!line) return null;
  const pair = line.split(';')[0];
  return pair.endsWith('=') ? null : pair;
}

/** A client address of its own (sent as X-Forwarded-For), so per-address limits do not pile up. */
export const someAddress = (): string => `10.${randomInt(100, 256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs up through the api, then signs in; returns the user with its session cookie. */
export async function signedInCustomer(harness: Harness, address = someAddress()): Promise<TestUser> {
  const body = newCustomer();
  await request(harness.url)
    .post('/api/auth/signup-phone')
    .set('x-forwarded-for', address)
    .send(body)
    .expect(201);
  return signIn(harness, body.phone, body.password, address);
}

export async function signIn(
  harness: Harness,
  phone: string,
  password: string,
  address = someAddress(),
): Promise<TestUser> {
  const response = await request(harness.url)
    .post('/api/auth/signin-phone')
    .set('x-forwarded-for', address)
    .send({ phone, password })
    .expect(200);
  const cookie = sessionCookieOf(response, harness.config.auth.cookieName);
  if (!cookie) throw new Error('no session cookie');
  return { ...(response.body.user as UserView), password, cookie };
}

/**
 * An admin made through the service (as `npm run admin:create` does), signed in via admin-signin:
 * an owner, or a staff member of the role given.
 */
export async function signedInAdmin(harness: Harness, staffRole: StaffRole = 'owner'): Promise<TestUser> {
  const body = newCustomer({ fullName: staffRole === 'owner' ? 'Test Admin' : `Test ${staffRole}` });
  await harness.api!.get(UsersService).create({ ...body, role: 'admin', staffRole, isVerified: true });
  const response = await request(harness.url)
    .post('/api/auth/admin-signin')
    .send({ identifier: body.email, password: body.password })
    .expect(200);
  const cookie = await completeAdminMfa(harness, response);
  return { ...(response.body.user as UserView), password: body.password, cookie };
}

/** TOTP secrets of the admins these helpers enrolled, by user id (each test file has its own database). */
const totpSecrets = new Map<string, string>();

const totpCodes = new TotpCodes();

/** A TOTP code the server has not taken yet of an admin enrolled by `completeAdminMfa`. */
export async function adminTotp(userId: string): Promise<string> {
  const secret = totpSecrets.get(userId);
  if (!secret) throw new Error(`no TOTP secret known for admin ${userId}`);
  return totpCodes.next(secret);
}

/**
 * The second step of every admin sign-in in the tests: after a 200 from admin-signin, enrols TOTP
 * the first time (keeping the secret) or answers the current code; returns the session cookie,
 * now verified. Every admin sign-in of the integration tests goes through here.
 */
export async function completeAdminMfa(harness: Harness, response: request.Response): Promise<string> {
  const cookie = sessionCookieOf(response, harness.config.auth.cookieName);
  if (!cookie) throw new Error('no session cookie');
  const userId = (response.body.user as UserView).id;
  const step = (path: string, body: object) =>
    request(harness.url).post(path).set('cookie', cookie).set('origin', harness.url).send(body);
  if (response.body.mfa === 'enrol') {
    const enrolment = await step('/api/auth/mfa/enrol', {}).expect(200);
    totpSecrets.set(userId, enrolment.body.secret as string);
    await step('/api/auth/mfa/confirm', { code: await adminTotp(userId) }).expect(200);
  } else {
    await step('/api/auth/mfa/verify', { code: await adminTotp(userId) }).expect(200);
  }
  return cookie;
}
