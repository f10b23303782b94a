import { Client } from 'pg';
import request from 'supertest';
import {
  orderBody,
  PaymentsEnv,
  sessionId,
  startPaymentsEnv,
  until,
} from '../payments/support/payments-harness';

jest.setTimeout(120_000);

/**
 * The unpaid-orders cap counts after its locks are granted: an order written by a transaction that
 * held a client's lock, and committed while a new order of the same client waited for that lock, is
 * in the new order's count (the count is not read with a snapshot older than the lock).
 */
describe('the unpaid-orders cap against an order committed while it waits', () => {
  let env: PaymentsEnv;
  let holder: Client;

  beforeAll(async () => {
    env = await startPaymentsEnv({
      env: { UNPAID_ORDERS_MAX_PER_CLIENT: '2', UNPAID_ORDERS_MAX_PER_ADDRESS: '100' },
    });
    holder = new Client({ connectionString: env.harness.databaseUrl });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await env?.close();
  });

  it('counts the order the lock holder committed, and refuses the one over the cap', async () => {
    const session = sessionId();
    const post = (address: string) =>
      request(env.harness.url)
        .post('/api/create-order')
        .set('x-forwarded-for', address)
        .send(orderBody({ sessionId: session }));
    const first = await post('203.0.113.61').expect(201);
    // Another request of this session holds the cap's lock and has written its (second) order.
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`unpaid:session_id:${session}`]);
    await holder.query(
      `INSERT INTO orders SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
         'id', gen_random_uuid(), 'order_number', 'DLCAPLOCK' || substr(md5(random()::text), 1, 8),
         'client_address', NULL))).*
       FROM orders o WHERE o.id = $1`,
      [first.body.orderId],
    );
    const third = post('203.0.113.62').then((response) => response);
    await until(async () => {
      const { rows } = await env.db.query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
      );
      return rows.length > 0 ? true : undefined;
    }, 'the new order waiting for the cap lock');
    await holder.query('COMMIT');
    const refused = await third;
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_UNPAID_ORDERS');
    const { rows } = await env.db.query(
      "SELECT count(*)::int AS n FROM orders WHERE session_id = $1 AND status = 'pending'",
      [session],
    );
    expect(rows[0].n).toBe(2);
  });
});
