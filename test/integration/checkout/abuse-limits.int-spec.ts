import request from 'supertest';
import { signedInAdmin } from '../accounts/accounts-client';
import { as } from '../admin/admin-support';
import {
  CHEAP_ID,
  FIXED_ID,
  orderBody,
  PaymentsEnv,
  sessionId,
  sleep,
  startPaymentsEnv,
} from '../payments/support/payments-harness';

jest.setTimeout(120_000);

/** A burst is started away from a minute's end, so its hits share one counted window. */
async function awayFromMinuteEdge(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second >= 50) await sleep((61 - second) * 1000);
}

let nextAddress = 10;
/** A client address of its own for each test (the harness believes X-Forwarded-For from loopback). */
const newAddress = (): string => `203.0.113.${(nextAddress += 1)}`;

describe('abuse limits on the money path', () => {
  let env: PaymentsEnv;
  const post = (address: string, body: object, headers: Record<string, string> = {}) =>
    request(env.harness.url)
      .post('/api/create-order')
      .set('x-forwarded-for', address)
      .set(headers)
      .send(body);
  /** Places an order and cancels it at once (so the unpaid-orders cap stays out of the way). */
  const placeAndCancel = async (address: string, body: object) => {
    const response = await post(address, body);
    if (response.status === 201)
      await env.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [response.body.orderId]);
    return response;
  };

  beforeAll(async () => {
    env = await startPaymentsEnv({
      env: {
        CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: '3',
        CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS: '1000',
        CREATE_ORDER_MAX_PER_MINUTE_PER_SESSION: '4',
        STATUS_READS_MAX_PER_MINUTE_PER_ADDRESS: '3',
        STATUS_READS_MAX_PER_MINUTE_PER_SESSION: '2',
        UNPAID_ORDERS_MAX_PER_CLIENT: '2',
        UNPAID_ORDERS_MAX_PER_ADDRESS: '2',
      },
    });
  });
  afterAll(() => env?.close());
  beforeEach(() => awayFromMinuteEdge());

  it('limits create-order per address with 429, Retry-After and a clear message; other addresses go on', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await placeAndCancel(address, orderBody())).status).toBe(201);
    const refused = await placeAndCancel(address, orderBody());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/Too many orders/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // sliding window: the rest of this minute, then until the 3 fade to 2 (20 s into the next)
    expect(retryAfter).toBeLessThanOrEqual(80);
    expect((await placeAndCancel(newAddress(), orderBody())).status).toBe(201);
  });

  it('counts PayPal order creation in the same create-order budget of the address', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await request(env.harness.url)
        .post('/api/paypal/create-order')
        .set('x-forwarded-for', address)
        .send({ orderNumber: 'DL000000AAAAAA', accessToken: 'x'.repeat(43) });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('limits create-order per browser session across addresses', async () => {
    const session = sessionId();
    for (let i = 0; i < 4; i += 1)
      expect((await placeAndCancel(newAddress(), orderBody({ sessionId: session }))).status).toBe(201);
    const refused = await placeAndCancel(newAddress(), orderBody({ sessionId: session }));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });

  it('limits status reads per address and per session', async () => {
    const address = newAddress();
    const read = (from: string, session?: string) => {
      const call = request(env.harness.url)
        .get('/api/payment/status/DL000000AAAAAAC1')
        .set('x-forwarded-for', from);
      return session ? call.set('x-session-id', session) : call;
    };
    for (let i = 0; i < 3; i += 1) expect((await read(address)).status).not.toBe(429);
    const refused = await read(address);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.message).toMatch(/status checks/);

    const session = sessionId();
    expect((await read(newAddress(), session)).status).not.toBe(429);
    expect((await read(newAddress(), session)).status).not.toBe(429);
    expect((await read(newAddress(), session)).status).toBe(429);
  });

  it('caps the unpaid orders of one session, until one of them is no longer pending', async () => {
    const session = sessionId();
    const first = await post(newAddress(), orderBody({ sessionId: session })).expect(201);
    await post(newAddress(), orderBody({ sessionId: session })).expect(201);
    const refused = await post(newAddress(), orderBody({ sessionId: session }));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_UNPAID_ORDERS');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await env.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [first.body.orderId]);
    await post(newAddress(), orderBody({ sessionId: session })).expect(201);
  });

  it('parallel orders of one session cannot overshoot the unpaid cap, and a refused one leaves nothing', async () => {
    const session = sessionId();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post(newAddress(), orderBody({ sessionId: session }))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual([
      'TOO_MANY_UNPAID_ORDERS',
      'TOO_MANY_UNPAID_ORDERS',
    ]);
    const { rows } = await env.db.query(
      `SELECT o.status, (SELECT count(*)::int FROM payment p WHERE p.order_id = o.id) AS attempts,
              (SELECT count(*)::int FROM order_item i WHERE i.order_id = o.id) AS lines
         FROM orders o WHERE o.session_id = $1`,
      [session],
    );
    expect(rows).toEqual([
      { status: 'pending', attempts: 1, lines: 1 },
      { status: 'pending', attempts: 1, lines: 1 },
    ]);
  });

  it('caps the unpaid orders of one address for clients that send no session id', async () => {
    const address = newAddress();
    const body = () => orderBody({ sessionId: undefined });
    await post(address, body()).expect(201);
    await post(address, body()).expect(201);
    const refused = await post(address, body());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_UNPAID_ORDERS');
    const { rows } = await env.db.query(
      "SELECT count(*)::int AS n FROM orders WHERE client_address = $1 AND status = 'pending'",
      [`ip:${address}`],
    );
    expect(rows[0].n).toBe(2);
  });

  it('never replays an Idempotency-Key between clients that send no session id', async () => {
    const body = orderBody({ sessionId: undefined });
    const key = `shared-${Date.now()}`;
    const a = await placeAndCancel(newAddress(), body).then(() =>
      post(newAddress(), body, { 'Idempotency-Key': key }).expect(201),
    );
    const b = await post(newAddress(), body, { 'Idempotency-Key': key }).expect(201);
    expect(b.body.orderId).not.toBe(a.body.orderId);
    expect(b.body.accessToken).not.toBe(a.body.accessToken);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a $0.00 order, and an admin cannot price a package at $0 by hand or by bulk change', async () => {
    await env.db.query('UPDATE package SET retail_cents = 0 WHERE id = $1', [CHEAP_ID]);
    try {
      const before = (await env.db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
      const refused = await post(
        newAddress(),
        orderBody({ items: [{ packageId: CHEAP_ID, quantity: 1 }], totalAmount: '0.00' }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('ZERO_TOTAL');
      expect((await env.db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(before);

      const admin = await signedInAdmin(env.harness);
      const edit = await as(env.harness, admin)
        .patch(`/api/admin/packages/${FIXED_ID}`, { priceCents: 0 })
        .expect(400);
      expect(edit.body.message).toMatch(/priceCents must be more than 0/);
      const bulk = await as(env.harness, admin)
        .post('/api/packages/bulk-price-update', { percentage: 10 })
        .expect(400);
      expect(bulk.body.message).toMatch(/\$0\.00/);
      const { rows } = await env.db.query('SELECT retail_cents FROM package WHERE id = $1', [FIXED_ID]);
      expect(rows[0].retail_cents).toBe(1000);
    } finally {
      await env.db.query('UPDATE package SET retail_cents = 200 WHERE id = $1', [CHEAP_ID]);
    }
  });
});

describe('TRUST_PROXY off (the default): X-Forwarded-For is ignored', () => {
  let env: PaymentsEnv;
  beforeAll(async () => {
    env = await startPaymentsEnv({
      worker: false,
      env: {
        TRUST_PROXY: 'false',
        CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: '2',
        UNPAID_ORDERS_MAX_PER_ADDRESS: '100',
      },
    });
  });
  afterAll(() => env?.close());

  it('a rotated header does not make a client a new address', async () => {
    await awayFromMinuteEdge();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await request(env.harness.url)
        .post('/api/create-order')
        .set('x-forwarded-for', `198.51.100.${i + 1}`)
        .send(orderBody());
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
