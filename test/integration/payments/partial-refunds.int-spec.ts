import { AdminOrderRefunds } from '@app/admin';
import { PaymentReconciliation } from '@app/payments';
import type { AuditActor } from '@app/audit';
import type { AdminPartialRefundResponse } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { getPaypalStore } from '../../../apps/sandbox/src/paypal';
import { configureStripe, getStripeStore } from '../../../apps/sandbox/src/stripe';
import { PACKAGES, startEsimsEnv, until, waitForOrder, type EsimsEnv } from '../esims/support';
import { payAtGateway, postFormToGateway, type CreatedOrder } from './support/payments-harness';
import { approvedPaypalOrder, capturePaypal, resetPaypalSandbox } from './support/paypal-flow';

/*
 * Partial and per-line refunds through each provider's refund API, against the sandboxes: a paid,
 * delivered order of three lines gets one line refunded, then the rest. Each refund reaches the
 * provider once with its amount, a repeat of a request answers the same refund without asking again,
 * and a refund above what is left is refused before any provider call.
 */
type Provider = 'payway' | 'paypal' | 'stripe';

describe('Partial refunds at PayWay, PayPal and Stripe', () => {
  let env: EsimsEnv;
  let refunds: AdminOrderRefunds;
  let actor: AuditActor;
  let sequence = 0;

  beforeAll(async () => {
    env = await startEsimsEnv({ env: { STRIPE_ENABLED: 'true' } });
    refunds = env.harness.api!.get(AdminOrderRefunds);
    const admin = await env.db.query(
      `INSERT INTO app_user (email, full_name, phone, password_hash, role, is_verified)
       VALUES ('refunds@example.com', 'Refund Admin', '+85512000111', '$argon2id$x', 'admin', true) RETURNING id`,
    );
    actor = { id: admin.rows[0].id, email: 'refunds@example.com', role: 'admin', ip: null, userAgent: null };
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(() => {
    resetPaypalSandbox(env.harness);
    configureStripe(env.harness.sandbox!.ctx, {
      webhookUrl: `${env.harness.url}/api/stripe/webhook`,
      webhookDuplicate: 0,
      asyncSettlement: false,
    });
  });

  // three lines: $5.00, $3.00 (one DayPass day) and $5.00 × 2 = $10.00; $18.00 in all
  const LINES = [
    { packageId: PACKAGES.fixed.id, quantity: 1 },
    { packageId: PACKAGES.dayPass.id, quantity: 1, days: 1 },
    { packageId: PACKAGES.fixed.id, quantity: 2 },
  ];
  const TOTAL = 1800;

  async function paidOrder(provider: Provider): Promise<CreatedOrder> {
    sequence += 1;
    const created = await request(env.harness.url)
      .post('/api/create-order')
      .send({
        customerName: 'Sok Dara',
        customerEmail: `refund${sequence}@example.com`,
        customerPhone: '+855 12 345 678',
        items: LINES,
        totalAmount: (TOTAL / 100).toFixed(2),
        paymentMethod: { payway: 'payway_khqr', paypal: 'paypal', stripe: 'stripe' }[provider],
        sessionId: `refund${Date.now().toString(36)}x${sequence}`,
        language: 'km',
      });
    if (created.status !== 201) throw new Error(`create-order: ${JSON.stringify(created.body)}`);
    const order = created.body as CreatedOrder;
    if (provider === 'payway') {
      await postFormToGateway(order);
      payAtGateway(env.harness, order.transactionId);
    } else if (provider === 'paypal') {
      const paypalOrderId = await approvedPaypalOrder(env.harness, order);
      await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    } else {
      const session = await request(env.harness.url)
        .post('/api/stripe/checkout-session')
        .send({ orderId: order.orderId, accessToken: order.accessToken })
        .expect(200);
      const paid = await fetch(session.body.url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242' }).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
    }
    await waitForOrder(env.db, order.orderId, 'completed', 60_000);
    return order;
  }

  /** The refunds the provider's sandbox holds for the order, in cents, oldest first. */
  async function refundsAtProvider(provider: Provider, order: CreatedOrder): Promise<number[]> {
    const payment = (
      await env.db.query(
        `SELECT tran_id, provider_order_id FROM payment WHERE order_id = $1 AND status = 'approved'`,
        [order.orderId],
      )
    ).rows[0] as { tran_id: string; provider_order_id: string | null };
    if (provider === 'payway') {
      const listed = (await (
        await fetch(`${env.harness.sandbox!.url}/__payway/refunds?tran_id=${payment.tran_id}`)
      ).json()) as { refund_amount: string }[];
      return listed.map((refund) => Math.round(Number(refund.refund_amount) * 100));
    }
    if (provider === 'paypal') {
      const store = getPaypalStore(env.harness.sandbox!.ctx);
      const capture = [...store.captures.values()].find((c) => c.orderId === payment.provider_order_id)!;
      return capture.refundIds.map((id) => Math.round(Number(store.refunds.get(id)!.amount.value) * 100));
    }
    const store = getStripeStore(env.harness.sandbox!.ctx);
    const intent = store.sessions.get(payment.provider_order_id!)!.paymentIntentId;
    return [...store.refunds.values()]
      .filter((refund) => refund.paymentIntentId === intent)
      .sort((a, b) => a.created - b.created)
      .map((refund) => refund.amount);
  }

  const itemIds = async (orderId: string): Promise<string[]> =>
    (await env.db.query('SELECT id FROM order_item WHERE order_id = $1 ORDER BY id', [orderId])).rows.map(
      (row: { id: string }) => row.id,
    );

  it.each<Provider>(['payway', 'paypal', 'stripe'])(
    '%s: one line refunded, then the rest; a repeat answers the same refund; more than is left is refused',
    async (provider) => {
      const order = await paidOrder(provider);
      const [first, second, third] = await itemIds(order.orderId);
      const lineCents = new Map(
        (
          await env.db.query('SELECT id, line_cents FROM order_item WHERE order_id = $1', [order.orderId])
        ).rows.map((row: { id: string; line_cents: number }) => [row.id, row.line_cents]),
      );
      const firstKey = randomUUID();
      const one = await refunds.refundPart(order.orderNumber, actor, {
        requestKey: firstKey,
        lines: [{ orderItemId: second }],
      });
      const secondLine = lineCents.get(second)!;
      expect(one).toMatchObject({
        replayed: false,
        orderStatus: 'completed',
        refund: { status: 'succeeded', amountCents: secondLine, lines: [{ orderItemId: second }] },
        refunds: { refundedCents: secondLine, label: 'partial', refundableCents: TOTAL - secondLine },
      });
      expect(await refundsAtProvider(provider, order)).toEqual([secondLine]);

      // the same request again (a double click, a retry after a lost answer): the same refund, nothing sent
      const again = await refunds.refundPart(order.orderNumber, actor, {
        requestKey: firstKey,
        lines: [{ orderItemId: second }],
      });
      expect(again).toMatchObject({ replayed: true, refund: { id: one.refund.id } });
      // the line is refunded already, and more than what is left is refused (422, before any provider call)
      for (const ask of [{ lines: [{ orderItemId: second }] }, { amountCents: TOTAL - secondLine + 1 }]) {
        const refused = await refunds
          .refundPart(order.orderNumber, actor, { requestKey: randomUUID(), ...ask })
          .catch((error: { getStatus(): number; getResponse(): unknown }) => error);
        expect((refused as { getStatus(): number }).getStatus()).toBe(422);
        expect((refused as { getResponse(): unknown }).getResponse()).toMatchObject({
          code: expect.stringMatching(/^REFUND_EXCEEDS_(LINE|REMAINING)$/),
        });
      }
      expect(await refundsAtProvider(provider, order)).toEqual([secondLine]);

      // the day's reconciliation still matches the partly refunded payment (what the provider took)
      const tranId = (
        await env.db.query(`SELECT tran_id FROM payment WHERE order_id = $1 AND status = 'approved'`, [
          order.orderId,
        ])
      ).rows[0].tran_id as string;
      const runs = await env.harness
        .api!.get(PaymentReconciliation)
        .run(new Date().toISOString().slice(0, 10));
      const run = runs.find((candidate) => candidate.provider === provider)!;
      expect(run.status).not.toBe('failed');
      expect(run.differences.filter((difference) => difference.tranId === tranId)).toEqual([]);

      const rest = await refunds.refundPart(order.orderNumber, actor, {
        requestKey: randomUUID(),
        lines: [{ orderItemId: first }, { orderItemId: third }],
      });
      expect(rest).toMatchObject<Partial<AdminPartialRefundResponse>>({
        replayed: false,
        orderStatus: 'refunded',
      });
      expect(rest.refunds).toMatchObject({ refundedCents: TOTAL, label: 'full', refundableCents: 0 });
      expect(await refundsAtProvider(provider, order)).toEqual([secondLine, TOTAL - secondLine]);
      expect(
        (await env.db.query('SELECT refunded_cents FROM orders WHERE id = $1', [order.orderId])).rows[0],
      ).toEqual({ refunded_cents: TOTAL });

      // one email per refund, in the order's language, with the amounts
      const emails = await until(async () => {
        const rows = (
          await env.db.query(
            `SELECT language, payload AS data FROM notification WHERE kind = 'order_refunded' AND recipient = $1
             ORDER BY created_at`,
            [`refund${sequence}@example.com`],
          )
        ).rows as {
          language: string;
          data: { amountLabel: string; partial?: { refundedTotalLabel: string } };
        }[];
        return rows.length === 2 ? rows : undefined;
      }, 'the refund emails');
      expect(
        emails.map((email) => [
          email.language,
          email.data.amountLabel,
          email.data.partial?.refundedTotalLabel,
        ]),
      ).toEqual([
        ['km', `$${(secondLine / 100).toFixed(2)}`, `$${(secondLine / 100).toFixed(2)}`],
        ['km', `$${((TOTAL - secondLine) / 100).toFixed(2)}`, `$${(TOTAL / 100).toFixed(2)}`],
      ]);
      // the refunded lines' eSIMs were cancelled at RoameSIM (none installed in this sandbox)
      await until(async () => {
        const rows = (
          await env.db.query(
            `SELECT l.esim_outcome FROM payment_refund_line l JOIN payment_refund r ON r.id = l.refund_id
             WHERE r.order_id = $1`,
            [order.orderId],
          )
        ).rows as { esim_outcome: string | null }[];
        return rows.length === 3 && rows.every((row) => row.esim_outcome === 'cancelled') ? true : undefined;
      }, 'the eSIMs cancelled');
      const esims = (await env.db.query('SELECT status FROM esim WHERE order_id = $1', [order.orderId])).rows;
      expect(esims.length).toBe(4);
      expect(esims.every((esim: { status: string }) => esim.status === 'cancelled')).toBe(true);
    },
  );
});
