import { Client } from 'pg';
import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import {
  EsimsEnv,
  paidOrder,
  providerOrderRows,
  resetSandbox,
  sandboxOrderCount,
  startEsimsEnv,
  waitForOrder,
} from '../esims/support';
import { as } from './admin-support';

/** Flags a paid order's payment as money the order could not take (as PaymentVerification does). */
async function flagForRefund(db: Client, paymentId: string, reason = 'duplicate_payment') {
  await db.query(
    `UPDATE payment SET needs_refund = true, refund_reason = $2, paid_amount_cents = amount_cents, paid_currency = 'USD'
     WHERE id = $1`,
    [paymentId, reason],
  );
}

describe('admin orders: list, details, retry, refund review', () => {
  let env: EsimsEnv;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    env = await startEsimsEnv();
    admin = await signedInAdmin(env.harness);
    customer = await signedInCustomer(env.harness);
  });
  afterAll(async () => env?.close());
  beforeEach(async () => resetSandbox(env.harness));

  it('refuses customers and anonymous callers on every admin order route', async () => {
    const order = await paidOrder(env);
    const calls = [
      (user: TestUser | null) => as(env.harness, user).get('/api/admin/overview'),
      (user: TestUser | null) => as(env.harness, user).get('/api/admin/orders'),
      (user: TestUser | null) => as(env.harness, user).get(`/api/admin/orders/${order.orderNumber}`),
      (user: TestUser | null) =>
        as(env.harness, user).post(`/api/admin/orders/${order.orderNumber}/retry-provisioning`),
      (user: TestUser | null) =>
        as(env.harness, user).post(`/api/admin/payments/${order.paymentId}/refund-review`, {
          outcome: 'reviewed',
          note: 'x',
        }),
    ];
    for (const call of calls) {
      expect((await call(null)).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
    }
    await waitForOrder(env.db, order.orderId, 'completed');
  });

  it('an order that needs attention is found by number, shown with its provider line, and a retry re-provisions it', async () => {
    await resetSandbox(env.harness, { insufficientBalance: true });
    const order = await paidOrder(env, { phone: '+855 97 111 2233', email: 'retry.me@example.com' });
    await waitForOrder(env.db, order.orderId, 'needs_attention');

    const found = await as(env.harness, admin)
      .get(`/api/admin/orders?search=${order.orderNumber}`)
      .expect(200);
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toMatchObject({ orderNumber: order.orderNumber, status: 'needs_attention' });
    const byPhone = await as(env.harness, admin).get('/api/admin/orders?search=97%201112233').expect(200);
    expect(byPhone.body.items.map((row: { orderNumber: string }) => row.orderNumber)).toContain(
      order.orderNumber,
    );

    const before = await as(env.harness, admin).get(`/api/admin/orders/${order.orderNumber}`).expect(200);
    expect(before.body).toMatchObject({ status: 'needs_attention', canRetry: true, esims: [] });
    expect(before.body.providerLines[0]).toMatchObject({ state: 'failed', failureCode: 'PROVIDER_BALANCE' });

    await resetSandbox(env.harness);
    const sold = await sandboxOrderCount(env.harness);
    const retried = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/retry-provisioning`)
      .expect(202);
    expect(retried.body).toEqual({ success: true, status: 'processing' });
    await waitForOrder(env.db, order.orderId, 'completed');
    const after = await as(env.harness, admin).get(`/api/admin/orders/${order.orderNumber}`).expect(200);
    expect(after.body.canRetry).toBe(false);
    expect(after.body.esims).toHaveLength(1);
    expect(after.body.esims[0].qrCodeData).toMatch(/^LPA:1\$/);
    expect((await providerOrderRows(env.db, order.orderId))[0].state).toBe('delivered');
    expect(await sandboxOrderCount(env.harness)).toBe(sold + 1);

    const again = await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/retry-provisioning`)
      .expect(409);
    expect(again.body.code).toBe('ORDER_NOT_RETRYABLE');
  });

  it('filters by status and pages in a stable order without overlap', async () => {
    const orders = [];
    for (let i = 0; i < 11; i += 1) orders.push(await paidOrder(env, { event: false }));
    await env.db.query(
      `UPDATE orders SET status = 'cancelled', created_at = '2020-01-01T00:00:00Z' WHERE id = ANY($1)`,
      [orders.map((order) => order.orderId)],
    );
    const all = await as(env.harness, admin)
      .get('/api/admin/orders?status=cancelled&pageSize=50')
      .expect(200);
    expect(all.body.total).toBe(11);
    expect(all.body.items).toHaveLength(11);
    expect(all.body.items.every((row: { status: string }) => row.status === 'cancelled')).toBe(true);

    const pages = [];
    for (let page = 1; page <= 2; page += 1) {
      const reply = await as(env.harness, admin)
        .get(`/api/admin/orders?status=cancelled&pageSize=10&page=${page}`)
        .expect(200);
      expect(reply.body.items).toHaveLength(page === 1 ? 10 : 1);
      pages.push(...reply.body.items.map((row: { id: string }) => row.id));
    }
    expect(pages).toEqual(all.body.items.map((row: { id: string }) => row.id));
    // Same created_at everywhere: the id breaks the tie, the same way each time.
    expect([...pages].sort().reverse()).toEqual(pages);

    const bad = await as(env.harness, admin).get('/api/admin/orders?pageSize=7').expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/pageSize/);
    const badStatus = await as(env.harness, admin).get('/api/admin/orders?status=paid').expect(400);
    expect(JSON.stringify(badStatus.body.message)).toMatch(/status/);
  });

  it('records a refund review once, with who and when, and the overview counts it', async () => {
    const order = await paidOrder(env);
    await waitForOrder(env.db, order.orderId, 'completed');
    await flagForRefund(env.db, order.paymentId);

    const open = await as(env.harness, admin)
      .get('/api/admin/orders?refundOpen=true&pageSize=50')
      .expect(200);
    expect(open.body.items.map((row: { id: string }) => row.id)).toContain(order.orderId);
    const overviewBefore = await as(env.harness, admin).get('/api/admin/overview').expect(200);

    const review = await as(env.harness, admin)
      .post(`/api/admin/payments/${order.paymentId}/refund-review`, {
        outcome: 'refunded',
        note: 'Refunded at the PayWay console, ref 8841',
      })
      .expect(201);
    expect(review.body).toMatchObject({
      outcome: 'refunded',
      reviewedBy: admin.id,
      reviewedByName: admin.fullName,
    });

    const twice = await as(env.harness, admin)
      .post(`/api/admin/payments/${order.paymentId}/refund-review`, { outcome: 'reviewed', note: 'again' })
      .expect(409);
    expect(twice.body.code).toBe('REFUND_ALREADY_REVIEWED');
    const rows = await env.db.query(
      'SELECT outcome, reviewed_by FROM payment_refund_review WHERE payment_id = $1',
      [order.paymentId],
    );
    expect(rows.rows).toEqual([{ outcome: 'refunded', reviewed_by: admin.id }]);

    const detail = await as(env.harness, admin).get(`/api/admin/orders/${order.orderNumber}`).expect(200);
    expect(detail.body.payments[0]).toMatchObject({
      needsRefund: true,
      refundReason: 'duplicate_payment',
      refundReview: { outcome: 'refunded', note: 'Refunded at the PayWay console, ref 8841' },
    });
    const overviewAfter = await as(env.harness, admin).get('/api/admin/overview').expect(200);
    expect(overviewAfter.body.refunds.open).toBe(overviewBefore.body.refunds.open - 1);
    // The order status is untouched: a review is a record, not a transition.
    expect(detail.body.status).toBe('completed');

    const blank = await as(env.harness, admin)
      .post(`/api/admin/payments/${order.paymentId}/refund-review`, { outcome: 'refunded', note: '  ' })
      .expect(400);
    expect(JSON.stringify(blank.body.message)).toMatch(/note/);
    const other = await paidOrder(env, { event: false });
    const notFlagged = await as(env.harness, admin)
      .post(`/api/admin/payments/${other.paymentId}/refund-review`, { outcome: 'reviewed', note: 'n/a' })
      .expect(409);
    expect(notFlagged.body.code).toBe('NOT_FLAGGED_FOR_REFUND');
  });

  it('overview revenue is the sum of totals in the revenue statuses, by SQL', async () => {
    const before = (await as(env.harness, admin).get('/api/admin/overview').expect(200)).body;
    const paid = await paidOrder(env, { event: false }); // confirmed: revenue
    const cancelled = await paidOrder(env, { event: false });
    await env.db.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [cancelled.orderId]);
    const after = (await as(env.harness, admin).get('/api/admin/overview').expect(200)).body;
    expect(after.revenueCents - before.revenueCents).toBe(500);
    expect(after.orders.total - before.orders.total).toBe(2);
    const byStatus = (body: { byStatus: { status: string; count: number }[] }, status: string) =>
      body.byStatus.find((row) => row.status === status)?.count ?? 0;
    expect(byStatus(after, 'cancelled') - byStatus(before, 'cancelled')).toBe(1);
    expect(after.recentOrders).toHaveLength(5);
    expect(after.recentOrders.map((row: { id: string }) => row.id)).toContain(paid.orderId);
  });
});
