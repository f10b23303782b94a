import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { signedInCustomer, type TestUser } from '../accounts/accounts-client';
import { EsimsEnv, paidOrder, PaidOrder, startEsimsEnv, waitForOrder } from './support';

const CART_ID = 'guestcart0proof01';

/**
 * The cart id (the browser's x-session-id) travels in cart URLs, so it keeps the cart and opens
 * nothing else: every route taking an order or eSIM reference, sent the cart id of the browser
 * that placed a guest order (as header, body and query) and nothing else, answers no order data.
 * And nothing stored holds the order's token or its eSIM's activation code in clear.
 */
describe('the cart id is no proof of an order', () => {
  let env: EsimsEnv;
  let guest: PaidOrder;
  let owned: PaidOrder;
  let alice: TestUser;
  let esimId: string;
  let secrets: string[];

  beforeAll(async () => {
    env = await startEsimsEnv();
    alice = await signedInCustomer(env.harness, '10.0.7.1');
    guest = await paidOrder(env, { userId: null, sessionId: CART_ID });
    owned = await paidOrder(env, { userId: alice.id, sessionId: CART_ID, email: alice.email });
    await waitForOrder(env.db, guest.orderId, 'completed');
    await waitForOrder(env.db, owned.orderId, 'completed');
    esimId = (await env.db.query('SELECT id FROM esim WHERE order_id = $1', [owned.orderId])).rows[0].id;
    const viaLink = await request(env.harness.url)
      .get(`/api/orders/${guest.orderNumber}?token=${guest.token}`)
      .expect(200);
    expect(viaLink.headers['cache-control']).toBe('no-store');
    const esim = viaLink.body.esims[0] as { activationCode: string; qrCodeData?: string; lpa?: string };
    expect(esim.activationCode.length).toBeGreaterThan(4);
    secrets = [guest.token, owned.token, esim.activationCode];
  });
  afterAll(async () => env?.close());

  const routes = (): [method: 'get' | 'post' | 'delete', path: string, body?: object][] => {
    const ref = { orderId: guest.orderId, orderNumber: guest.orderNumber, sessionId: CART_ID };
    const tran = `${guest.orderNumber}C1`;
    return [
      ['get', `/api/orders/${guest.orderId}?sessionId=${CART_ID}`],
      ['get', `/api/orders/${guest.orderNumber}`],
      ['get', `/api/orders/${owned.orderNumber}`],
      ['get', '/api/orders'],
      ['get', '/api/orders/recent'],
      ['get', `/api/esims/${esimId}`],
      ['get', `/api/esims/${esimId}/usage`],
      ['get', `/api/esims/${esimId}/topups`],
      ['get', `/api/esims/${esimId}/status`],
      ['post', `/api/esims/${esimId}/activate`, {}],
      ['post', `/api/esims/${esimId}/sync-status`, {}],
      ['delete', `/api/esims/${esimId}`],
      ['get', '/api/esims'],
      ['get', '/api/esims-fresh'],
      ['get', `/api/esims/${owned.orderNumber}/renewal-packages`],
      ['post', `/api/esims/${owned.orderNumber}/prepare-renewal`, { packageId: 9101 }],
      ['get', `/api/complete-esim/orders/${guest.orderNumber}`],
      ['post', '/api/pdf/generate-esim-guide', { orderNumber: owned.orderNumber }],
      ['post', '/api/email/send-esim-instructions', { orderNumber: owned.orderNumber }],
      ['post', '/api/payway/generate-popup-form', { ...ref, transactionId: tran }],
      ['post', '/api/paypal/create-order', ref],
      ['post', '/api/paypal/capture-order', { orderID: 'NOPE', sessionId: CART_ID, orderData: ref }],
      // public status reads: statuses only, whoever asks
      ['get', `/api/payment/status/${tran}`],
      ['get', `/api/order/status/${tran}`],
      ['get', `/api/orders?transactionId=${tran}`],
    ];
  };

  it('opens no order or eSIM route with the cart id alone', async () => {
    for (const [method, path, body] of routes()) {
      const client = request(env.harness.url);
      const call = client[method](path).set('origin', env.harness.url).set('x-session-id', CART_ID);
      const answer = body ? await call.send(body) : await call;
      const text = JSON.stringify(answer.body);
      const label = `${method.toUpperCase()} ${path}`;
      expect([label, answer.status < 500]).toEqual([label, true]);
      for (const secret of secrets) expect([label, text.includes(secret)]).toEqual([label, false]);
      expect([label, /LPA:1\$|"activationCode"|"formHtml"|"paymentData"|Sok Dara/.test(text)]).toEqual([
        label,
        false,
      ]);
      if (!/\/status\/|transactionId=/.test(path))
        expect([label, answer.status >= 400]).toEqual([label, true]);
    }
  });

  it('lets no socket with the cart id join the order’s room', async () => {
    const socket: Socket = io(env.harness.url, {
      path: '/ws',
      auth: { sessionId: CART_ID },
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const ack = await new Promise<{ ok: boolean }>((resolve) =>
        socket.emit('subscribe_order', { orderId: guest.orderId }, resolve),
      );
      expect(ack).toEqual({ ok: false });
      const withToken = await new Promise<{ ok: boolean }>((resolve) =>
        socket.emit('subscribe_order', { orderId: guest.orderId, token: guest.token }, resolve),
      );
      expect(withToken).toEqual({ ok: true });
    } finally {
      socket.disconnect();
    }
  });

  it('stores no order token nor activation code in clear in any column (a dump grep)', async () => {
    const tables = await env.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let dumped = 0;
    for (const { table_name: table } of tables.rows as { table_name: string }[]) {
      const rows = await env.db.query(`SELECT row_to_json(t)::text AS line FROM "${table}" t`);
      for (const { line } of rows.rows as { line: string }[]) {
        dumped += 1;
        for (const secret of secrets) expect([table, line.includes(secret)]).toEqual([table, false]);
        expect([table, line.includes('LPA:1$')]).toEqual([table, false]);
      }
    }
    const sealed = await env.db.query('SELECT activation_code, lpa FROM esim WHERE order_id = $1', [
      guest.orderId,
    ]);
    expect(sealed.rows[0].activation_code).toMatch(/^enc:v1:/);
    expect(sealed.rows[0].lpa).toMatch(/^enc:v1:/);
    const notification = await env.db.query(
      `SELECT payload FROM notification WHERE kind = 'esim_ready' AND subject_id = $1`,
      [owned.orderId],
    );
    expect(notification.rows[0].payload.orderNumber).toBe(owned.orderNumber);
    expect(dumped).toBeGreaterThan(10);
  });
});
