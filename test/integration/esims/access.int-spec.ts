import request from 'supertest';
import { newCustomer, signedInAdmin, signedInCustomer, signIn, TestUser } from '../accounts/accounts-client';
import { EsimsEnv, paidOrder, PaidOrder, startEsimsEnv, waitForOrder } from './support';

describe('eSIM and order routes: owner only (or admin); a guest order through its link', () => {
  let env: EsimsEnv;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let order: PaidOrder;
  let esimId: string;

  const as = (user: TestUser | null, method: 'get' | 'post' | 'delete', path: string) => {
    const call = request(env.harness.url)[method](path).set('origin', env.harness.url);
    return user ? call.set('cookie', user.cookie) : call;
  };

  beforeAll(async () => {
    env = await startEsimsEnv();
    alice = await signedInCustomer(env.harness, '10.0.1.1');
    bob = await signedInCustomer(env.harness, '10.0.1.2');
    admin = await signedInAdmin(env.harness);
    order = await paidOrder(env, { userId: alice.id, email: alice.email, phone: alice.phone });
    await waitForOrder(env.db, order.orderId, 'completed');
    const rows = await env.db.query('SELECT id FROM esim WHERE order_id = $1', [order.orderId]);
    esimId = rows.rows[0].id as string;
  });
  afterAll(async () => env?.close());

  const esimRoutes = (): [string, 'get' | 'post' | 'delete', string][] => [
    ['eSIM', 'get', `/api/esims/${esimId}`],
    ['top-ups', 'get', `/api/esims/${esimId}/topups`],
    ['usage', 'get', `/api/esims/${esimId}/usage`],
    ['status', 'get', `/api/esims/${esimId}/status`],
    ['sync', 'post', `/api/esims/${esimId}/sync-status`],
    ['activate', 'post', `/api/esims/${esimId}/activate`],
    ['delete', 'delete', `/api/esims/${esimId}`],
    ['complete-esim', 'get', `/api/complete-esim/orders/${order.orderNumber}`],
  ];

  it('serves the owner her eSIM, its usage, top-ups and order', async () => {
    const list = await as(alice, 'get', '/api/esims').expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: esimId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      status: 'not_installed',
      destination: 'Cambodia',
      countryCode: 'KH',
      data: '1GB',
      unit: 'GB',
      dataTotalMb: 1024,
      packageType: 'FixedPlan',
      topUpCount: 0,
      topUps: [],
    });
    expect(list.body[0].qrCodeData).toMatch(/^LPA:1\$/);
    // "Buy again" opens the package bought while it is on sale; once withdrawn, the destination instead
    const bought = await env.db.query('SELECT package_id FROM order_item WHERE order_id = $1', [
      order.orderId,
    ]);
    expect(list.body[0].packageId).toBe(bought.rows[0].package_id);
    await env.db.query('UPDATE package SET withdrawn_at = now() WHERE id = $1', [bought.rows[0].package_id]);
    try {
      expect((await as(alice, 'get', `/api/esims/${esimId}`).expect(200)).body.packageId).toBeNull();
    } finally {
      await env.db.query('UPDATE package SET withdrawn_at = NULL WHERE id = $1', [bought.rows[0].package_id]);
    }
    const fresh = await as(alice, 'get', `/api/esims-fresh?phone=${encodeURIComponent(alice.phone)}`).expect(
      200,
    );
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.body.map((esim: { id: string }) => esim.id)).toEqual([esimId]);
    expect((await as(alice, 'get', `/api/esims/${esimId}`).expect(200)).body.iccid).toBe(list.body[0].iccid);
    expect((await as(alice, 'get', `/api/esims/${esimId}/topups`).expect(200)).body).toEqual({ topUps: [] });
    const usage = await as(alice, 'get', `/api/esims/${esimId}/usage`).expect(200);
    expect(usage.body).toMatchObject({ esimId, status: 'not_installed', dataTotalMb: 1024 });
    const status = await as(alice, 'get', `/api/esims/${esimId}/status`).expect(200);
    expect(status.body).toMatchObject({ success: true, syncQueued: true, usage: { esimId } });
    const activate = await as(alice, 'post', `/api/esims/${esimId}/activate`).expect(200);
    expect(activate.body).toMatchObject({ success: true, status: 'not_installed', syncQueued: true });
    expect(activate.body.message).toMatch(/QR code/);

    const byId = await as(alice, 'get', `/api/orders/${order.orderId}`).expect(200);
    expect(byId.body).toMatchObject({
      id: order.orderId,
      orderNumber: order.orderNumber,
      status: 'completed',
      paymentStatus: 'completed',
      totalAmount: '5.00',
      currency: 'USD',
      failureCode: null,
      package: { destination: 'Cambodia', plan: 'Cambodia 1GB 7 Days', data: '1GB', days: 7 },
      esim: { iccid: list.body[0].iccid, status: 'not_installed' },
    });
    expect(byId.body.esims[0]).toMatchObject({ id: esimId, lpaCode: list.body[0].qrCodeData });
    const byNumber = await as(alice, 'get', `/api/orders/${order.orderNumber.toLowerCase()}`).expect(200);
    expect(byNumber.body.id).toBe(order.orderId);
    const mine = await as(alice, 'get', '/api/orders').expect(200);
    expect(mine.body.map((row: { id: string }) => row.id)).toEqual([order.orderId]);
    expect(mine.body[0].esims).toHaveLength(1);
    const recent = await as(alice, 'get', '/api/orders/recent').expect(200);
    expect(recent.body.map((row: { id: string }) => row.id)).toEqual([order.orderId]);
    const complete = await as(alice, 'get', `/api/complete-esim/orders/${order.orderNumber}`).expect(200);
    expect(complete.body).toMatchObject({ code: '0', data: { orderNumber: order.orderNumber } });
    expect(complete.body.data.esims.map((esim: { id: string }) => esim.id)).toEqual([esimId]);
    const email = await as(alice, 'post', '/api/email/send-esim-instructions')
      .send({ orderNumber: order.orderNumber })
      .expect(200);
    expect(email.body).toMatchObject({ success: true, recipient: alice.email });
    const pdf = await as(alice, 'post', '/api/pdf/generate-esim-guide')
      .send({ orderNumber: order.orderNumber, language: 'en' })
      .expect(200);
    expect(pdf.body).toMatchObject({ success: true, useClientGeneration: false, error: null });
    expect(
      Buffer.from(pdf.body.pdfData as string, 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 60_000);

  it('gives another customer a 404 on every eSIM and order route, and an empty list', async () => {
    for (const [name, method, path] of esimRoutes()) {
      const response = await as(bob, method, path);
      expect(`${name}: ${response.status}`).toBe(`${name}: 404`);
    }
    for (const ref of [order.orderId, order.orderNumber]) {
      expect((await as(bob, 'get', `/api/orders/${ref}`)).status).toBe(404);
    }
    for (const path of ['/api/pdf/generate-esim-guide', '/api/email/send-esim-instructions']) {
      expect((await as(bob, 'post', path).send({ orderNumber: order.orderNumber })).status).toBe(404);
    }
    expect((await as(bob, 'get', '/api/esims').expect(200)).body).toEqual([]);
    expect((await as(bob, 'get', '/api/orders/recent').expect(200)).body).toEqual([]);
    expect((await as(bob, 'get', '/api/orders').expect(200)).body).toEqual([]);
    // naming Alice's phone from Bob's session is refused outright
    expect((await as(bob, 'get', `/api/esims?phone=${encodeURIComponent(alice.phone)}`)).status).toBe(403);
    // Alice's eSIM is untouched by Bob's delete attempt
    const row = await env.db.query('SELECT hidden_at FROM esim WHERE id = $1', [esimId]);
    expect(row.rows[0].hidden_at).toBeNull();
  });

  it('asks an anonymous caller to sign in, and serves the order to the holder of its link only', async () => {
    for (const [name, method, path] of esimRoutes()) {
      const response = await as(null, method, path);
      expect(`${name}: ${response.status}`).toBe(`${name}: 401`);
    }
    expect((await as(null, 'get', '/api/orders')).status).toBe(401);
    // the checkout's public poll by transaction id shares the path and tells statuses only
    const poll = await as(null, 'get', `/api/orders?transactionId=${order.orderNumber}C1`).expect(200);
    expect(poll.body).toEqual([expect.objectContaining({ id: order.orderId, status: 'completed' })]);
    expect(JSON.stringify(poll.body)).not.toContain('LPA:');
    expect((await as(null, 'get', `/api/orders/${order.orderNumber}`)).status).toBe(404);
    expect(
      (await as(null, 'get', `/api/orders/${order.orderNumber}?token=not-the-token-at-all`)).status,
    ).toBe(404);
    const viaLink = await as(null, 'get', `/api/orders/${order.orderNumber}?token=${order.token}`).expect(
      200,
    );
    expect(viaLink.body.esims).toHaveLength(1);
  });

  it('lets an admin read any eSIM and order', async () => {
    expect((await as(admin, 'get', `/api/esims/${esimId}`).expect(200)).body.id).toBe(esimId);
    expect((await as(admin, 'get', `/api/orders/${order.orderId}`).expect(200)).body.id).toBe(order.orderId);
  });

  it('delete hides the eSIM from its owner and keeps the row and its history', async () => {
    const deleted = await as(alice, 'delete', `/api/esims/${esimId}`).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'eSIM deleted' });
    expect((await as(alice, 'get', '/api/esims').expect(200)).body).toEqual([]);
    expect((await as(alice, 'get', `/api/esims/${esimId}`)).status).toBe(404);
    const row = await env.db.query('SELECT iccid, hidden_at, order_id FROM esim WHERE id = $1', [esimId]);
    expect(row.rows[0]).toMatchObject({ order_id: order.orderId });
    expect(row.rows[0].hidden_at).toBeInstanceOf(Date);
    expect((await as(admin, 'get', `/api/esims/${esimId}`).expect(200)).body.id).toBe(esimId);
    const orderView = await as(alice, 'get', `/api/orders/${order.orderId}`).expect(200);
    expect(orderView.body.esims).toEqual([]);
  });

  it('a deleted eSIM is listed under Recently deleted and restored by its owner within 30 days only', async () => {
    expect(
      (await as(alice, 'get', '/api/esims/deleted').expect(200)).body.map((e: { id: string }) => e.id),
    ).toEqual([esimId]);
    // nobody else can restore it
    expect((await as(bob, 'post', `/api/esims/${esimId}/restore`)).status).toBe(404);
    expect((await as(bob, 'get', '/api/esims/deleted').expect(200)).body).toEqual([]);
    expect((await as(alice, 'post', '/api/esims/not-a-uuid/restore')).status).toBe(404);

    const restored = await as(alice, 'post', `/api/esims/${esimId}/restore`).expect(200);
    expect(restored.body).toEqual({ success: true, message: 'eSIM restored' });
    expect((await as(alice, 'get', '/api/esims').expect(200)).body.map((e: { id: string }) => e.id)).toEqual([
      esimId,
    ]);
    expect((await as(alice, 'get', '/api/esims/deleted').expect(200)).body).toEqual([]);

    // deleted 31 days ago: past the window, it stays hidden
    await as(alice, 'delete', `/api/esims/${esimId}`).expect(200);
    await env.db.query(`UPDATE esim SET hidden_at = now() - interval '31 days' WHERE id = $1`, [esimId]);
    expect((await as(alice, 'get', '/api/esims/deleted').expect(200)).body).toEqual([]);
    expect((await as(alice, 'post', `/api/esims/${esimId}/restore`)).status).toBe(404);
    expect((await as(alice, 'get', '/api/esims').expect(200)).body).toEqual([]);
  });

  it('a guest order does not attach to an account that signs up later with the same phone', async () => {
    const body = newCustomer();
    const guest = await paidOrder(env, { userId: null, phone: body.phone, sessionId: 'guestsession0001' });
    await waitForOrder(env.db, guest.orderId, 'completed');
    await request(env.harness.url)
      .post('/api/auth/signup-phone')
      .set('x-forwarded-for', '10.0.1.9')
      .send(body)
      .expect(201);
    const carol = await signIn(env.harness, body.phone, body.password, '10.0.1.9');
    expect((await as(carol, 'get', '/api/esims').expect(200)).body).toEqual([]);
    expect((await as(carol, 'get', '/api/orders/recent').expect(200)).body).toEqual([]);
    expect((await as(carol, 'get', `/api/orders/${guest.orderNumber}`)).status).toBe(404);
    const viaLink = await as(carol, 'get', `/api/orders/${guest.orderNumber}?token=${guest.token}`).expect(
      200,
    );
    expect(viaLink.body.esims).toHaveLength(1);
    // the cart id of the browser that placed it proves nothing (it travels in cart URLs)
    await as(null, 'get', `/api/orders/${guest.orderNumber}`)
      .set('x-session-id', 'guestsession0001')
      .expect(404);
  });
});
