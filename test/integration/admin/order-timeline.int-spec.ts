import type { OrderTimeline, OrderTimelineEntry } from '@app/contracts';
import request from 'supertest';
import { signedInAdmin, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { listen } from '../esims/support';
import {
  type CreatedOrder,
  orderBody,
  orderRow,
  PaymentsEnv,
  payAtGateway,
  paymentRows,
  postFormToGateway,
  resetSandbox,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from '../payments/support/payments-harness';
import { as } from './admin-support';

/** A $10 package whose API code the RoameSIM sandbox sells. */
const SOLD_AT_ROAMESIM = { id: 9301, apiCode: '101-0-7-1-G' };

interface AuditRow {
  action: string;
  actor_id: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The admin order page's timeline over a real order (PayWay and RoameSIM sandboxes, the worker):
 * every step written where it happens, read back in order, pushed to admins only; and the admin
 * actions on orders audited in the transaction of the change (one entry, the right diff, none
 * when the change fails or is refused).
 */
describe('admin: the order timeline and the audit of order actions', () => {
  let env: PaymentsEnv;
  let admin: TestUser;
  let customer: TestUser;
  let lastAuditId = 0;

  const roamesim = (body: Record<string, unknown>) =>
    fetch(`${env.harness.sandbox!.url}/__control/roamesim`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const timeline = async (orderNumber: string): Promise<OrderTimelineEntry[]> =>
    (
      (await as(env.harness, admin).get(`/api/admin/orders/${orderNumber}/timeline`).expect(200))
        .body as OrderTimeline
    ).entries;
  /** The audit entries written since the previous call. */
  const newAudit = async (): Promise<AuditRow[]> => {
    const rows = (
      await env.db.query(
        `SELECT id, action, actor_id, target_type, target_id, before, after FROM admin_audit WHERE id > $1 ORDER BY id`,
        [lastAuditId],
      )
    ).rows as (AuditRow & { id: string })[];
    if (rows.length) lastAuditId = Number(rows[rows.length - 1].id);
    return rows.map(({ id: _id, ...row }) => row);
  };
  /** While `work` runs, any audit entry of `action` fails (so the change it belongs to must fail too). */
  const withAuditRefused = async (action: string, work: () => Promise<void>) => {
    await env.db.query(`CREATE OR REPLACE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused by the test'; END $$`);
    await env.db.query(`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON admin_audit FOR EACH ROW
      WHEN (NEW.action = '${action}') EXECUTE FUNCTION test_refuse_audit()`);
    try {
      await work();
    } finally {
      await env.db.query('DROP TRIGGER test_refuse_audit ON admin_audit');
    }
  };

  async function placeOrder(): Promise<{ order: CreatedOrder; requestId: string }> {
    const response = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ items: [{ packageId: SOLD_AT_ROAMESIM.id, quantity: 1 }] }))
      .expect(201);
    return { order: response.body as CreatedOrder, requestId: String(response.headers['x-request-id']) };
  }

  async function pay(order: CreatedOrder): Promise<void> {
    await postFormToGateway(order);
    payAtGateway(env.harness, order.transactionId);
    await request(env.harness.url).post(`/api/payway/check-transaction/${order.transactionId}`).expect(200);
    await until(
      async () => ((await orderRow(env.db, order.orderId)).status !== 'pending' ? true : undefined),
      'paid',
    );
  }

  /** A paid order that RoameSIM cannot fill (out of balance): it waits in needs_attention. */
  async function orderNeedingAttention(): Promise<CreatedOrder> {
    await roamesim({ insufficientBalance: true, cardDelayMs: 0, autoInstallMs: 0 });
    const { order } = await placeOrder();
    await pay(order);
    await waitForOrderStatus(env.db, order.orderId, 'needs_attention');
    return order;
  }

  beforeAll(async () => {
    env = await startPaymentsEnv({
      env: {
        WORKER_QUEUES: 'payments,provisioning,notifications,maintenance',
        PROVISIONING_RETRY_SECONDS: '1,1',
      },
    });
    admin = await signedInAdmin(env.harness);
    customer = await signedInCustomer(env.harness);
    await env.db.query(
      `INSERT INTO package (id, price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb,
         days, is_day_pass, wholesale_cents, retail_cents, renewable, is_available)
       VALUES ($1, $1, $2, 101, 'Cambodia', 'KH', 'Cambodia 1GB 7 Days', '1GB', 'GB', 1024, 7, false, 100, 1000, true, true)`,
      [SOLD_AT_ROAMESIM.id, SOLD_AT_ROAMESIM.apiCode],
    );
  });
  afterAll(async () => env?.close());
  beforeEach(async () => {
    resetSandbox(env.harness);
    await roamesim({ insufficientBalance: false, cardDelayMs: 0, autoInstallMs: 0 });
  });

  it('paid and provisioned: each step on the timeline in order, pushed live to admins and to no one else', async () => {
    const adminSocket = await listen(env.harness, 'order_timeline_update', { cookie: admin.cookie });
    const customerSocket = await listen(env.harness, 'order_timeline_update', { cookie: customer.cookie });
    try {
      const { order, requestId } = await placeOrder();
      // a pushback nobody signed is shown (not believed)
      await request(env.harness.url)
        .post('/api/payway/pushback')
        .send({ tran_id: order.transactionId, status: '0', apv: 'FAKE' })
        .expect(200);
      await pay(order);
      await waitForOrderStatus(env.db, order.orderId, 'completed');
      const entries = await until(async () => {
        const found = await timeline(order.orderNumber);
        return found.some((entry) => entry.kind === 'email.sent') &&
          found.some((entry) => entry.kind === 'realtime.push')
          ? found
          : undefined;
      }, 'the eSIM email and the pushes on the timeline');

      const first = (predicate: (entry: OrderTimelineEntry) => boolean, what: string) => {
        const index = entries.findIndex(predicate);
        if (index < 0) throw new Error(`not on the timeline: ${what}\n${JSON.stringify(entries, null, 1)}`);
        return index;
      };
      const placed = first((entry) => entry.kind === 'order.placed', 'placed');
      expect(entries[placed].data).toMatchObject({ requestId, totalCents: 1000, status: 'pending' });
      const issued = first(
        (entry) => entry.kind === 'payment.created' && entry.data.tranId === order.transactionId,
        'attempt issued',
      );
      expect(entries[issued].data).toMatchObject({
        status: 'pending',
        provider: 'payway',
        amountCents: 1000,
      });
      const pushback = first(
        (entry) => entry.kind === 'payment.pushback' && entry.data.signed === false,
        'pushback',
      );
      const approvedAnswer = first(
        (entry) => entry.kind === 'payment.check' && entry.data.paid === true,
        'the gateway answer that paid',
      );
      expect(entries[approvedAnswer].data).toMatchObject({ tranId: order.transactionId, paidCents: 1000 });
      const confirmed = first(
        (entry) => entry.kind === 'order.status' && entry.data.to === 'confirmed',
        'confirmed',
      );
      const call = first(
        (entry) => entry.kind === 'provider.call' && entry.data.method === 'placeOrderOnce',
        'RoameSIM order',
      );
      expect(entries[call].data).toMatchObject({ outcome: 'ok', created: true });
      expect(typeof entries[call].data.latencyMs).toBe('number');
      const providerOrderNumber = (
        await env.db.query('SELECT provider_order_number FROM provider_order WHERE order_id = $1', [
          order.orderId,
        ])
      ).rows[0].provider_order_number;
      expect(entries[call].data.providerOrderNumber).toBe(providerOrderNumber);
      const completed = first(
        (entry) => entry.kind === 'order.status' && entry.data.to === 'completed',
        'completed',
      );
      const email = first((entry) => entry.kind === 'email.sent', 'email');
      expect(entries[email].data).toMatchObject({ emailKind: 'esim_ready' });
      first((entry) => entry.kind === 'realtime.push' && entry.data.event === 'order_status_update', 'push');

      expect(placed).toBeLessThan(issued);
      expect(pushback).toBeLessThan(approvedAnswer);
      expect(approvedAnswer).toBeLessThan(confirmed);
      expect(confirmed).toBeLessThan(call);
      expect(call).toBeLessThan(completed);
      const times = entries.map((entry) => Date.parse(entry.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      // nothing secret: no session id, no card activation code
      const stored = JSON.stringify(entries);
      expect(stored).not.toContain(order.accessToken);

      await until(
        async () =>
          adminSocket.received.some((hint) => (hint.payload as { orderId: string }).orderId === order.orderId)
            ? true
            : undefined,
        'the admin socket told',
      );
      expect(customerSocket.received).toEqual([]);
    } finally {
      adminSocket.socket.close();
      customerSocket.socket.close();
    }
  });

  it('the timeline route is for admins only, and a 404 for an unknown order', async () => {
    const { order } = await placeOrder();
    await request(env.harness.url).get(`/api/admin/orders/${order.orderNumber}/timeline`).expect(401);
    await as(env.harness, customer).get(`/api/admin/orders/${order.orderNumber}/timeline`).expect(403);
    await as(env.harness, admin).get('/api/admin/orders/DL000000NOPE0000/timeline').expect(404);
  });

  it('retry: one entry written with the reopen; if the entry fails the order is not reopened; a refused retry writes none', async () => {
    const order = await orderNeedingAttention();
    await newAudit();
    await roamesim({ insufficientBalance: false });
    await withAuditRefused('order.retry_provisioning', async () => {
      await as(env.harness, admin)
        .post(`/api/admin/orders/${order.orderNumber}/retry-provisioning`)
        .expect(500);
    });
    expect((await orderRow(env.db, order.orderId)).status).toBe('needs_attention');
    expect(await newAudit()).toEqual([]);

    await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/retry-provisioning`)
      .expect(202);
    expect(await newAudit()).toEqual([
      {
        action: 'order.retry_provisioning',
        actor_id: admin.id,
        target_type: 'order',
        target_id: order.orderNumber,
        before: { status: 'needs_attention' },
        after: { status: 'processing' },
      },
    ]);
    await waitForOrderStatus(env.db, order.orderId, 'completed');
    await as(env.harness, admin)
      .post(`/api/admin/orders/${order.orderNumber}/retry-provisioning`)
      .expect(409);
    expect(await newAudit()).toEqual([]);
    // the admin action is on the order's timeline, read from the audit log
    const entries = await timeline(order.orderNumber);
    expect(entries.filter((entry) => entry.kind === 'admin.action')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ action: 'order.retry_provisioning', actorEmail: admin.email }),
      }),
    ]);
  });

  it('mark handled: one entry with the note, none when it fails or is refused', async () => {
    const order = await orderNeedingAttention();
    await newAudit();
    const path = `/api/admin/orders/${order.orderNumber}/mark-handled`;
    await withAuditRefused('order.mark_handled', async () => {
      await as(env.harness, admin).post(path, { note: 'Called the customer' }).expect(500);
    });
    const attention = async () =>
      (await env.db.query('SELECT handled_at FROM order_attention WHERE order_id = $1', [order.orderId]))
        .rows[0];
    expect((await attention())?.handled_at ?? null).toBeNull();
    expect(await newAudit()).toEqual([]);

    await as(env.harness, admin).post(path, { note: ' Called the customer ' }).expect(201);
    expect(await newAudit()).toEqual([
      {
        action: 'order.mark_handled',
        actor_id: admin.id,
        target_type: 'order',
        target_id: order.orderNumber,
        before: { handled: false },
        after: { handled: true, note: 'Called the customer' },
      },
    ]);
    await as(env.harness, admin).post(path, { note: 'again' }).expect(409);
    expect(await newAudit()).toEqual([]);
  });

  it('refund: one entry with the request (amount, provider), none for a repeat or a refusal', async () => {
    const order = await orderNeedingAttention();
    await newAudit();
    const path = `/api/admin/orders/${order.orderNumber}/refund`;
    await withAuditRefused('order.refund', async () => {
      await as(env.harness, admin).post(path).expect(500);
    });
    expect((await orderRow(env.db, order.orderId)).status).toBe('needs_attention');
    expect(
      (await env.db.query('SELECT 1 FROM payment_refund WHERE order_id = $1', [order.orderId])).rowCount,
    ).toBe(0);
    expect(await newAudit()).toEqual([]);

    await as(env.harness, admin).post(path).expect(201);
    expect(await newAudit()).toEqual([
      {
        action: 'order.refund',
        actor_id: admin.id,
        target_type: 'order',
        target_id: order.orderNumber,
        before: { status: 'needs_attention', refund: null },
        after: {
          status: 'needs_attention',
          refund: 'pending',
          amountCents: 1000,
          provider: 'payway',
          transactionId: order.transactionId,
        },
      },
    ]);
    expect((await as(env.harness, admin).post(path).expect(201)).body.replayed).toBe(true);
    expect(await newAudit()).toEqual([]);
    const entries = await timeline(order.orderNumber);
    expect(entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.data.status)).toEqual([
      'pending',
      'succeeded',
    ]);
  });

  it('a flagged payment: its refund review writes one entry; a second review is refused and writes none', async () => {
    const { order } = await placeOrder();
    await pay(order);
    const [payment] = await paymentRows(env.db, order.orderId);
    await env.db.query(
      `UPDATE payment SET needs_refund = true, refund_reason = 'duplicate_payment', paid_amount_cents = amount_cents,
         paid_currency = 'USD' WHERE id = $1`,
      [payment.id],
    );
    await newAudit();
    const path = `/api/admin/payments/${payment.id}/refund-review`;
    await as(env.harness, admin)
      .post(path, { outcome: 'reviewed', note: 'Paid twice by mistake' })
      .expect(201);
    expect(await newAudit()).toEqual([
      {
        action: 'payment.refund_review',
        actor_id: admin.id,
        target_type: 'payment',
        target_id: payment.id,
        before: { reviewed: false },
        after: { reviewed: true, outcome: 'reviewed', note: 'Paid twice by mistake' },
      },
    ]);
    await as(env.harness, admin).post(path, { outcome: 'reviewed', note: 'again' }).expect(409);
    expect(await newAudit()).toEqual([]);
  });

  it('delivery settings: one entry with the changed fields; none for no change or bad input', async () => {
    const path = '/api/admin/delivery-settings';
    const before = (await as(env.harness, admin).get(path).expect(200)).body;
    await newAudit();
    await as(env.harness, admin).patch(path, { slaMinutes: 0, autoRefundMinutes: null }).expect(400);
    await as(env.harness, admin).patch(path, before).expect(200);
    expect(await newAudit()).toEqual([]);
    await as(env.harness, admin)
      .patch(path, { slaMinutes: before.slaMinutes + 5, autoRefundMinutes: before.autoRefundMinutes })
      .expect(200);
    expect(await newAudit()).toEqual([
      {
        action: 'settings.delivery',
        actor_id: admin.id,
        target_type: 'settings',
        target_id: 'delivery',
        before: { slaMinutes: before.slaMinutes },
        after: { slaMinutes: before.slaMinutes + 5 },
      },
    ]);
    await as(env.harness, admin).patch(path, before).expect(200);
    await newAudit();
  });

  it('an admin deleting an account through DELETE /api/users/{id}: one entry, as from the Users tab', async () => {
    const someone = await signedInCustomer(env.harness);
    await newAudit();
    await as(env.harness, admin).delete(`/api/users/${someone.id}`).expect(200);
    const entries = await newAudit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.delete',
      actor_id: admin.id,
      target_type: 'user',
      target_id: someone.id,
      after: null,
    });
  });
});
