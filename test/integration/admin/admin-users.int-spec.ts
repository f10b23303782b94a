import { AdminUsers, UsersService } from '@app/accounts';
import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import {
  newCustomer,
  PASSWORD,
  signedInAdmin,
  signedInCustomer,
  signIn,
  TestUser,
} from '../accounts/accounts-client';
import { as } from './admin-support';

/** Whether the cookie still opens a session (GET /api/auth/user says who, or nobody). */
async function stillSignedIn(harness: Harness, user: TestUser): Promise<boolean> {
  const reply = await request(harness.url).get('/api/auth/user').set('cookie', user.cookie).expect(200);
  return reply.body.success === true;
}

describe('admin users: list, edit, disable, delete', () => {
  let harness: Harness;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    harness = await startHarness();
    admin = await signedInAdmin(harness);
    customer = await signedInCustomer(harness);
  });
  afterAll(() => harness?.close());

  it('refuses customers and anonymous callers on every admin user route', async () => {
    const calls = [
      (user: TestUser | null) => as(harness, user).get('/api/admin/users'),
      (user: TestUser | null) =>
        as(harness, user).post('/api/admin/users', { ...newCustomer(), role: 'admin' }),
      (user: TestUser | null) =>
        as(harness, user).patch(`/api/admin/users/${customer.id}`, { role: 'admin' }),
      (user: TestUser | null) => as(harness, user).delete(`/api/admin/users/${admin.id}`),
    ];
    for (const call of calls) {
      expect((await call(null)).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
    }
    expect((await harness.api!.get(UsersService).findById(customer.id))?.role).toBe('user');
  });

  it('searches by name, email or phone digits, and pages newest first without overlap', async () => {
    const tag = `pagetest${Date.now() % 100000}`;
    const made: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const reply = await as(harness, admin)
        .post('/api/admin/users', { ...newCustomer({ email: `${tag}.${i}@example.com` }), role: 'user' })
        .expect(201);
      made.push(reply.body.id);
    }
    const first = await as(harness, admin).get(`/api/admin/users?search=${tag}&pageSize=10`).expect(200);
    const second = await as(harness, admin)
      .get(`/api/admin/users?search=${tag}&pageSize=10&page=2`)
      .expect(200);
    expect(first.body.total).toBe(12);
    expect(first.body.items).toHaveLength(10);
    expect(second.body.items).toHaveLength(2);
    const ids = [...first.body.items, ...second.body.items].map((user: { id: string }) => user.id);
    expect(new Set(ids)).toEqual(new Set(made));

    const digits = customer.phone.slice(-7);
    const byPhone = await as(harness, admin).get(
      `/api/admin/users?search=${digits.slice(0, 3)} ${digits.slice(3)}`,
    );
    expect(byPhone.body.items.map((user: { id: string }) => user.id)).toContain(customer.id);
    const admins = await as(harness, admin).get('/api/admin/users?role=admin').expect(200);
    expect(admins.body.items.every((user: { role: string }) => user.role === 'admin')).toBe(true);

    const bad = await as(harness, admin)
      .post('/api/admin/users', { ...newCustomer(), role: 'root' })
      .expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/role/);
  });

  it('the last admin cannot be demoted, disabled or deleted, and nobody acts on themself', async () => {
    const only = await signedInAdmin(harness);
    const others = await as(harness, only).get('/api/admin/users?role=admin&pageSize=50').expect(200);
    for (const other of others.body.items as { id: string }[])
      if (other.id !== only.id) await as(harness, only).delete(`/api/admin/users/${other.id}`).expect(200);

    for (const body of [{ role: 'user' }, { disabled: true }]) {
      const self = await as(harness, only).patch(`/api/admin/users/${only.id}`, body).expect(409);
      expect(self.body.code).toBe('NOT_ON_YOURSELF');
    }
    expect((await as(harness, only).delete(`/api/admin/users/${only.id}`).expect(409)).body.code).toBe(
      'NOT_ON_YOURSELF',
    );

    // An admin whose request passed the guard before losing their rights (a race) still cannot
    // remove the last active owner: the rule is checked again under the admins lock. (An audit
    // actor's role is its staff role.)
    const stale = {
      id: '00000000-0000-4000-8000-000000000000',
      role: 'owner',
      email: null,
      ip: null,
      userAgent: null,
    };
    const service = harness.api!.get(AdminUsers);
    await expect(service.update(stale, only.id, { role: 'user' })).rejects.toMatchObject({
      response: { code: 'LAST_ADMIN' },
    });
    await expect(service.update(stale, only.id, { disabled: true })).rejects.toMatchObject({
      response: { code: 'LAST_ADMIN' },
    });
    await expect(service.delete(stale, only.id)).rejects.toMatchObject({ response: { code: 'LAST_ADMIN' } });

    // Two admins demoting each other at once: one wins, one admin remains.
    const other = await signedInAdmin(harness);
    const replies = await Promise.all([
      as(harness, only).patch(`/api/admin/users/${other.id}`, { role: 'user' }),
      as(harness, other).patch(`/api/admin/users/${only.id}`, { role: 'user' }),
    ]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const admins = await harness
      .api!.get(UsersService)
      .withAdminsLock((manager) =>
        manager.query("SELECT id FROM app_user WHERE role = 'admin' AND disabled_at IS NULL"),
      );
    expect(admins).toHaveLength(1);
    admin = await signedInAdmin(harness);
  });

  it('a role change or disabling ends the user’s sessions; a disabled user cannot sign in', async () => {
    const user = await signedInCustomer(harness);
    expect(await stillSignedIn(harness, user)).toBe(true);
    const disabled = await as(harness, admin)
      .patch(`/api/admin/users/${user.id}`, { disabled: true })
      .expect(200);
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    expect(await stillSignedIn(harness, user)).toBe(false);
    await request(harness.url)
      .post('/api/auth/signin-phone')
      .send({ phone: user.phone, password: PASSWORD })
      .expect(401);
    await as(harness, admin).patch(`/api/admin/users/${user.id}`, { disabled: false }).expect(200);
    const back = await signIn(harness, user.phone, PASSWORD);
    expect(await stillSignedIn(harness, back)).toBe(true);

    const promoted = await as(harness, admin)
      .patch(`/api/admin/users/${user.id}`, { role: 'admin' })
      .expect(200);
    expect(promoted.body.role).toBe('admin');
    expect(await stillSignedIn(harness, back)).toBe(false);

    const edited = await as(harness, admin)
      .patch(`/api/admin/users/${customer.id}`, { fullName: 'Renamed Customer', isVerified: true })
      .expect(200);
    expect(edited.body).toMatchObject({ fullName: 'Renamed Customer', isVerified: true });
    expect(await stillSignedIn(harness, customer)).toBe(true);
    const badPhone = await as(harness, admin)
      .patch(`/api/admin/users/${customer.id}`, { phone: '12' })
      .expect(400);
    expect(JSON.stringify(badPhone.body.message)).toMatch(/phone/i);

    await as(harness, admin).delete(`/api/admin/users/${customer.id}`).expect(200);
    expect(await stillSignedIn(harness, customer)).toBe(false);
    await as(harness, admin).delete(`/api/admin/users/${customer.id}`).expect(404);
  });
});
