import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { signedInAdmin, signedInCustomer } from './accounts-client';

describe('/api/users', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
  });
  afterAll(() => harness?.close());

  const list = (cookie?: string) => {
    const call = request(harness.url).get('/api/users');
    return cookie ? call.set('cookie', cookie) : call;
  };
  const remove = (cookie: string, id: string) =>
    request(harness.url).delete(`/api/users/${id}`).set('cookie', cookie).set('origin', harness.url);

  it('gives an admin every user and a customer only themself', async () => {
    const alice = await signedInCustomer(harness);
    const bob = await signedInCustomer(harness);
    const admin = await signedInAdmin(harness);
    const mine = await list(alice.cookie).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: alice.id, phone: alice.phone, role: 'user' })]);
    const all = await list(admin.cookie).expect(200);
    const ids = all.body.map((user: { id: string }) => user.id);
    expect(ids).toEqual(expect.arrayContaining([alice.id, bob.id, admin.id]));
    expect(JSON.stringify(all.body)).not.toMatch(/argon2|password/i);
    await list().expect(401);
  });

  it('lets a customer delete their own account: sessions end, cookie cleared, phone free again', async () => {
    const alice = await signedInCustomer(harness);
    const response = await remove(alice.cookie, alice.id).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Account deleted' });
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await request(harness.url).get('/api/auth/user').set('cookie', alice.cookie)).body.success).toBe(
      false,
    );
    await request(harness.url)
      .post('/api/auth/signup-phone')
      .send({ fullName: 'Again', phone: alice.phone, email: alice.email, password: alice.password })
      .expect(201);
  });

  it('refuses another customer’s account the same way whether it exists or not', async () => {
    const alice = await signedInCustomer(harness);
    const bob = await signedInCustomer(harness);
    const existing = await remove(alice.cookie, bob.id).expect(403);
    const missing = await remove(alice.cookie, '00000000-0000-4000-8000-000000000000').expect(403);
    expect(existing.body.message).toBe(missing.body.message);
    expect((await list(bob.cookie)).body).toHaveLength(1);
  });

  it('lets an admin delete a customer, ending their sessions, but never the last admin', async () => {
    const admin = await signedInAdmin(harness);
    const carol = await signedInCustomer(harness);
    await remove(admin.cookie, carol.id).expect(200);
    expect((await request(harness.url).get('/api/auth/user').set('cookie', carol.cookie)).body.success).toBe(
      false,
    );
    await remove(admin.cookie, '00000000-0000-4000-8000-000000000000').expect(404);
    await remove(admin.cookie, 'not-a-uuid').expect(400);
    const admins = (await list(admin.cookie)).body.filter((user: { role: string }) => user.role === 'admin');
    // Delete every other admin, then the last one is refused.
    for (const other of admins.filter((user: { id: string }) => user.id !== admin.id))
      await remove(admin.cookie, other.id).expect(200);
    expect((await remove(admin.cookie, admin.id).expect(409)).body.code).toBe('LAST_ADMIN');
  });
});
