import request from 'supertest';
import { DataSource } from 'typeorm';
import { Harness, startHarness } from '../../support/harness';
import { adminTotp, signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { registeredRoutes } from '../accounts/registered-routes';
import { ROUTES } from '../accounts/route-table';

/** The sensitive actions (docs/admin.md "Sensitive actions"): each needs a code proved in the last 10 minutes. */
const SENSITIVE_ACTIONS = [
  'DELETE /api/admin/users/:id',
  'PATCH /api/admin/users/:id',
  'POST /api/admin/control/force-logout-all',
  'POST /api/admin/orders/:orderNumber/refund',
  'POST /api/admin/orders/:orderNumber/refunds',
  'POST /api/admin/payment-settings',
  'POST /api/admin/payment-settings/credentials',
  'POST /api/admin/payments/:id/refund',
  'POST /api/admin/users',
  'POST /api/monitoring/backup',
  'POST /api/monitoring/emergency-stop',
  'POST /api/monitoring/resume',
];

/**
 * What makes an admin write sensitive by its path alone: money going back, accounts and roles,
 * provider settings and credentials, every session ended, the whole data exported, the shop
 * stopped or resumed. A new admin route matching one of these must carry @RecentMfa.
 */
const SENSITIVE_PATHS = [
  /\/refund$/,
  /^\/api\/admin\/users\b/,
  /^\/api\/admin\/payment-settings(?!\/test$)/,
  /credentials/,
  /force-logout/,
  /\/backup$/,
  /export/,
  /emergency-stop$/,
  /^\/api\/monitoring\/resume$/,
];

describe('sensitive admin actions need a code proved in the last 10 minutes', () => {
  let harness: Harness;
  let admin: TestUser;
  let db: DataSource;

  /** The admin's session as if its code was proved 11 minutes ago (the clock moved on). */
  const codeProvedLongAgo = () =>
    db.query(`UPDATE user_session SET mfa_verified_at = now() - interval '11 minutes' WHERE user_id = $1`, [
      admin.id,
    ]);

  beforeAll(async () => {
    harness = await startHarness();
    db = harness.api!.get(DataSource);
    admin = await signedInAdmin(harness);
  });
  afterAll(() => harness?.close());

  it('marks exactly the list of sensitive actions, and every admin write that looks sensitive', () => {
    const routes = registeredRoutes(harness.api!);
    const marked = routes.filter((route) => route.recentMfa);
    expect(marked.map((route) => route.key).sort()).toEqual(SENSITIVE_ACTIONS);
    expect(marked.every((route) => route.policy === 'admin')).toBe(true);
    const forgotten = routes.filter(
      (route) =>
        route.policy === 'admin' &&
        route.method !== 'GET' &&
        !route.recentMfa &&
        SENSITIVE_PATHS.some((pattern) => pattern.test(route.key.split(' ')[1]!)),
    );
    expect(forgotten.map((route) => route.key)).toEqual([]);
  });

  it('answers 403 MFA_RECHECK_REQUIRED on each of them without a recent code, and acts after one', async () => {
    const marked = registeredRoutes(harness.api!).filter((route) => route.recentMfa);
    expect(marked.length).toBe(SENSITIVE_ACTIONS.length);
    await codeProvedLongAgo();
    const answers: string[] = [];
    for (const route of marked) {
      const owner = await signedInCustomer(harness);
      const { path, body } = ROUTES[route.key]!.call(owner);
      const verb = route.method.toLowerCase() as 'post' | 'patch' | 'delete';
      const call = request(harness.url)[verb](path).set('origin', harness.url).set('cookie', admin.cookie);
      const response = await (body ? call.send(body) : call);
      answers.push(`${route.key}: ${response.status} ${response.body.code}`);
    }
    expect(answers).toEqual(marked.map((route) => `${route.key}: 403 MFA_RECHECK_REQUIRED`));

    // Nothing was done: the shop still takes orders (Emergency Stop was refused).
    const control = await request(harness.url).get('/api/admin/control').set('cookie', admin.cookie);
    expect(control.body.emergencyStop.stopped).toBe(false);

    // A code on the live session: the same action now goes through.
    await request(harness.url)
      .post('/api/auth/mfa/verify')
      .set('origin', harness.url)
      .set('cookie', admin.cookie)
      .send({ code: await adminTotp(admin.id) })
      .expect(200);
    const customer = await signedInCustomer(harness);
    const edited = await request(harness.url)
      .patch(`/api/admin/users/${customer.id}`)
      .set('origin', harness.url)
      .set('cookie', admin.cookie)
      .send({ fullName: 'Edited After Code' });
    expect(edited.status).toBe(200);
    expect(edited.body.fullName).toBe('Edited After Code');
  });
});
