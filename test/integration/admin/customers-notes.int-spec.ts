import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { EsimsEnv, paidOrder, startEsimsEnv, waitForOrder } from '../esims/support';
import { as } from './admin-support';

describe('admin customers and internal notes', () => {
  let env: EsimsEnv;
  let owner: TestUser;
  let support: TestUser;

  beforeAll(async () => {
    env = await startEsimsEnv();
    owner = await signedInAdmin(env.harness);
    support = await signedInAdmin(env.harness, 'support');
  });
  afterAll(async () => env?.close());

  it('finds a customer by ICCID or order number and shows their page', async () => {
    const customer = await signedInCustomer(env.harness);
    const order = await paidOrder(env, { userId: customer.id });
    await waitForOrder(env.db, order.orderId, 'completed');
    const [{ iccid }] = (await env.db.query('SELECT iccid FROM esim WHERE order_id = $1', [order.orderId]))
      .rows as { iccid: string }[];
    const staff = as(env.harness, support);
    for (const term of [iccid, order.orderNumber]) {
      const found = await staff.get(`/api/admin/users?search=${encodeURIComponent(term)}`).expect(200);
      expect(found.body.items.map((user: { id: string }) => user.id)).toEqual([customer.id]);
    }
    const page = await staff.get(`/api/admin/customers/${customer.id}`).expect(200);
    expect(page.body.profile).toMatchObject({ id: customer.id, email: customer.email, role: 'user' });
    expect(page.body.orders.map((row: { orderNumber: string }) => row.orderNumber)).toEqual([
      order.orderNumber,
    ]);
    expect(page.body.esims).toEqual([expect.objectContaining({ iccid, orderNumber: order.orderNumber })]);
    expect(page.body.alertPreferences).toEqual({ usage_80: true, usage_100: true, expiry_24h: true });
    expect(page.body.signIns.length).toBeGreaterThanOrEqual(1);
    expect(page.body.refunds).toEqual([]);
  });

  it('keeps notes on orders and customers, on the timeline and audited, never in a customer answer', async () => {
    const customer = await signedInCustomer(env.harness);
    const order = await paidOrder(env, { userId: customer.id });
    await waitForOrder(env.db, order.orderId, 'completed');
    const secret = `Called the customer ${Date.now()}: VIP, prefers Khmer`;
    const note = await as(env.harness, support)
      .post(`/api/admin/orders/${order.orderNumber}/notes`, { body: `  ${secret}  ` })
      .expect(201);
    expect(note.body).toMatchObject({ body: secret, authorRole: 'support', authorName: 'Test support' });

    const timeline = await as(env.harness, owner)
      .get(`/api/admin/orders/${order.orderNumber}/timeline`)
      .expect(200);
    const noted = timeline.body.entries.filter((entry: { kind: string }) => entry.kind === 'staff.note');
    expect(noted).toEqual([
      expect.objectContaining({ data: { body: secret, authorName: 'Test support', authorRole: 'support' } }),
    ]);
    await as(env.harness, owner)
      .post(`/api/admin/customers/${customer.id}/notes`, { body: 'Asked for a receipt' })
      .expect(201);
    const page = await as(env.harness, owner).get(`/api/admin/customers/${customer.id}`).expect(200);
    expect(page.body.notes).toEqual([
      expect.objectContaining({ body: 'Asked for a receipt', authorRole: 'owner', authorName: 'Test Admin' }),
    ]);
    const audit = await env.db.query(
      `SELECT actor_role, target_type, target_id FROM admin_audit WHERE action = 'note.add' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { actor_role: 'support', target_type: 'order', target_id: order.orderNumber },
      { actor_role: 'owner', target_type: 'user', target_id: customer.id },
    ]);

    // What the customer reads about their order and account never carries a note.
    const customerAnswers = await Promise.all(
      [
        `/api/orders/${order.orderNumber}`,
        `/api/orders/${order.orderNumber}?token=${order.token}`,
        '/api/orders',
        '/api/esims',
        '/api/auth/user',
      ].map((path) => as(env.harness, customer).get(path)),
    );
    for (const answer of customerAnswers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('Called the customer');
      expect(JSON.stringify(answer.body)).not.toContain('Asked for a receipt');
    }
  });

  it('refuses a blank or too long note and an unknown order', async () => {
    const order = await paidOrder(env);
    const staff = as(env.harness, support);
    const blank = await staff
      .post(`/api/admin/orders/${order.orderNumber}/notes`, { body: '   ' })
      .expect(400);
    expect(JSON.stringify(blank.body.message)).toContain('body is required');
    const long = await staff
      .post(`/api/admin/orders/${order.orderNumber}/notes`, { body: 'x'.repeat(2001) })
      .expect(400);
    expect(JSON.stringify(long.body.message)).toContain('at most 2000');
    await staff.post('/api/admin/orders/DL000000NOPE/notes', { body: 'Hello' }).expect(404);
  });
});
