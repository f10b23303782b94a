import { STAFF_ROLES, staffMay, type StaffPermission, type StaffRole } from '@app/domain';
import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { registeredRoutes } from '../accounts/registered-routes';
import { ROUTES } from '../accounts/route-table';
import { EsimsEnv, paidOrder, startEsimsEnv, waitForOrder } from '../esims/support';
import { as } from './admin-support';

/** A staff role below owner that lacks the permission (owners hold every permission). */
const roleWithout = (permission: StaffPermission): StaffRole | undefined =>
  STAFF_ROLES.find((role) => role !== 'owner' && !staffMay(role, permission));

describe('staff roles: each admin route checks its permission', () => {
  let env: EsimsEnv;
  const staff = {} as Record<StaffRole, TestUser>;

  beforeAll(async () => {
    env = await startEsimsEnv();
    for (const role of STAFF_ROLES) staff[role] = await signedInAdmin(env.harness, role);
  });
  afterAll(async () => env?.close());

  it('every admin route names its own permission, the one the route table lists', () => {
    const admin = registeredRoutes(env.harness.api!).filter((route) => route.policy === 'admin');
    expect(admin.length).toBeGreaterThan(50);
    // A new admin route without @Permission() is open to owners and admins only, and fails here.
    expect(admin.filter((route) => !route.permission).map((route) => route.key)).toEqual([]);
    for (const route of admin)
      expect(`${route.key} ${route.permission}`).toBe(`${route.key} ${ROUTES[route.key]?.permission}`);
    const tableWithout = Object.entries(ROUTES)
      .filter(([, route]) => route.policy === 'admin' && !route.permission)
      .map(([key]) => key);
    expect(tableWithout).toEqual([]);
  });

  const cases = Object.entries(ROUTES)
    .filter(([, route]) => route.policy === 'admin' && route.permission && roleWithout(route.permission))
    .map(([key, route]) => [key, roleWithout(route.permission!)!] as const);

  it.each(cases)('%s refuses %s', async (key, role) => {
    const [method] = key.split(' ');
    const owner = await signedInCustomer(env.harness);
    const { path, body } = ROUTES[key].call(owner);
    const caller = as(env.harness, staff[role]);
    const response =
      method === 'GET'
        ? await caller.get(path)
        : method === 'DELETE'
          ? await caller.delete(path)
          : method === 'PATCH'
            ? await caller.patch(path, body ?? {})
            : await caller.post(path, body);
    expect(`${key} as ${role}: ${response.status} ${response.body.code}`).toBe(
      `${key} as ${role}: 403 PERMISSION_REQUIRED`,
    );
  });

  it('support reads an order but may not refund it, change provider settings or export', async () => {
    const order = await paidOrder(env);
    await waitForOrder(env.db, order.orderId, 'completed');
    const support = as(env.harness, staff.support);
    const detail = await support.get(`/api/admin/orders/${order.orderNumber}`).expect(200);
    expect(detail.body.orderNumber).toBe(order.orderNumber);
    const refused = [
      await support.post(`/api/admin/orders/${order.orderNumber}/refund`),
      await support.post('/api/admin/payment-settings', { provider: 'payway', enabled: false }),
      await support.post('/api/admin/payment-settings/credentials', { provider: 'payway' }),
      await support.get('/api/admin/audit/export.csv'),
      await support.get('/api/admin/packages/export.csv'),
    ];
    expect(refused.map((response) => `${response.status} ${response.body.code}`)).toEqual(
      refused.map(() => '403 PERMISSION_REQUIRED'),
    );
    const payments = await env.db.query(`SELECT status FROM payment WHERE order_id = $1`, [order.orderId]);
    expect(payments.rows.map((row: { status: string }) => row.status)).not.toContain('refunded');
  });

  it('finance gets past the refund permission (the refund itself answers)', async () => {
    const finance = as(env.harness, staff.finance);
    const unknown = await finance.post('/api/admin/orders/DL000000NOPE/refund');
    expect(unknown.body.code).not.toBe('PERMISSION_REQUIRED');
    expect(unknown.status).toBe(404);
    await finance.get('/api/admin/audit/export.csv').expect(200);
    const settings = await finance.get('/api/admin/payment-settings');
    expect(`${settings.status} ${settings.body.code}`).toBe('403 PERMISSION_REQUIRED');
  });

  it('only an owner changes staff roles, and the audit log records the actor’s role', async () => {
    const customer = await signedInCustomer(env.harness);
    await as(env.harness, staff.admin)
      .patch(`/api/admin/users/${customer.id}`, { staffRole: 'support' })
      .expect(403);
    await as(env.harness, staff.admin)
      .patch(`/api/admin/users/${staff.support.id}`, { fullName: 'Renamed' })
      .expect(403);
    const promoted = await as(env.harness, staff.owner)
      .patch(`/api/admin/users/${customer.id}`, { staffRole: 'finance' })
      .expect(200);
    expect(promoted.body).toMatchObject({ role: 'admin', staffRole: 'finance' });
    expect(promoted.body.permissions).toContain('orders.refund');
    const entry = await env.db.query(
      `SELECT actor_role, before, after FROM admin_audit WHERE action = 'user.update' AND target_id = $1`,
      [customer.id],
    );
    expect(entry.rows).toEqual([
      {
        actor_role: 'owner',
        before: { role: 'user', staffRole: null },
        after: { role: 'admin', staffRole: 'finance' },
      },
    ]);
  });
});
