import { PaymentChecks, PaymentReconciliation } from '@app/payments';
import request from 'supertest';
import { STRIPE_SANDBOX_SECRET_KEY } from '../../../apps/sandbox/src/stripe';
import { PaywayClient } from '../../../libs/providers/src/payway';
import { StripeClient } from '../../../libs/providers/src/stripe';
import {
  createOrder,
  payAtGateway,
  paymentRows,
  PaymentsEnv,
  postFormToGateway,
  resetSandbox,
  startPaymentsEnv,
  waitForOrderStatus,
} from './support/payments-harness';

/** The daily reconciliation against the sandbox's PayWay transaction list, PayPal orders and Stripe sessions. */
describe('payment reconciliation', () => {
  let env: PaymentsEnv;

  beforeAll(async () => {
    env = await startPaymentsEnv({ env: { STRIPE_ENABLED: 'true' } });
  });

  afterEach(() => resetSandbox(env.harness));

  afterAll(async () => {
    await env?.close();
  });

  it('lists a payment approved at PayWay that we never saw, and one we approved that PayWay does not have', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // A payment we know and both sides agree on.
    const matched = await createOrder(env.harness);
    await postFormToGateway(matched);
    payAtGateway(env.harness, matched.transactionId);
    await waitForOrderStatus(env.db, matched.orderId, 'confirmed');

    // Paid at the gateway under a tran_id we never issued (a lost attempt, a second storefront…).
    const config = env.harness.config.payway;
    const gateway = new PaywayClient({
      baseUrl: config.baseUrl,
      merchantId: config.merchantId,
      apiKey: config.apiKey,
      timeoutMs: 5000,
      hashViewTypeAndPaymentGate: false,
      acceptUnsignedPushback: false,
    });
    const strangerTranId = `ZZ${Date.now().toString(36).toUpperCase()}`;
    await gateway.createKhqr({ tranId: strangerTranId, amount: { amountMinor: 1234, currency: 'USD' } });
    payAtGateway(env.harness, strangerTranId);

    // Approved in our books, unknown to PayWay.
    const ghost = await createOrder(env.harness);
    const [ghostPayment] = await paymentRows(env.db, ghost.orderId);
    await env.db.query(`UPDATE payment SET status = 'approved', issued_at = now() WHERE id = $1`, [
      ghostPayment.id,
    ]);

    const runs = await env.harness.worker!.get(PaymentReconciliation).run(today);
    const payway = runs.find((run) => run.provider === 'payway')!;
    expect(payway.status).toBe('differences');
    expect(payway.differences.map((d) => [d.kind, d.tranId, d.gatewayAmountCents])).toEqual(
      expect.arrayContaining([
        ['paid_there_not_here', strangerTranId, 1234],
        ['here_not_there', ghostPayment.tran_id, null],
      ]),
    );
    expect(payway.differences.map((d) => d.tranId)).not.toContain(matched.transactionId);
    expect(runs.find((run) => run.provider === 'paypal')).toMatchObject({ status: 'matched' });
    expect(runs.find((run) => run.provider === 'stripe')).toMatchObject({ status: 'matched' });

    const stored = await env.db.query(
      `SELECT status, jsonb_array_length(differences) AS n FROM payment_reconciliation WHERE day = $1 AND provider = 'payway'`,
      [today],
    );
    expect(stored.rows[0]).toMatchObject({ status: 'differences', n: payway.differences.length });
    const emails = await env.db.query(
      `SELECT recipient, kind FROM notification WHERE kind = 'reconciliation_differences' AND dedupe_key = $1`,
      [`reconciliation_differences:payway:${today}`],
    );
    expect(emails.rows).toEqual([
      { recipient: env.harness.config.mail.supportEmail, kind: 'reconciliation_differences' },
    ]);

    // A re-run replaces the day's row and asks for no second email.
    await env.harness.worker!.get(PaymentReconciliation).run(today);
    const again = await env.db.query(
      `SELECT count(*)::int AS n FROM notification WHERE kind = 'reconciliation_differences'`,
    );
    expect(again.rows[0].n).toBe(1);
  });

  it('lists a card payment Stripe took that we never saw, and one we approved that Stripe does not have', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const payCard = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber: '4242424242424242' }).toString(),
        redirect: 'manual',
      });

    // A card payment both sides agree on: paid on Stripe's page, confirmed by the worker's read.
    const matched = await createOrder(env.harness, { paymentMethod: 'stripe' });
    const session = await request(env.harness.url)
      .post('/api/stripe/checkout-session')
      .send({ orderId: matched.orderId, accessToken: matched.accessToken })
      .expect(200);
    await payCard(session.body.url);
    const [matchedPayment] = await paymentRows(env.db, matched.orderId);
    await env.harness.worker!.get(PaymentChecks).check(matchedPayment.id);
    await waitForOrderStatus(env.db, matched.orderId, 'confirmed');

    // Paid at Stripe through a session no attempt of ours made (another integration on the account…).
    const stripe = new StripeClient({
      baseUrl: env.harness.sandbox!.url,
      secretKey: STRIPE_SANDBOX_SECRET_KEY,
      webhookSecret: '',
      timeoutMs: 5000,
    });
    const strangerTranId = `ZS${Date.now().toString(36).toUpperCase()}`;
    const stranger = await stripe.createCheckoutSession({
      orderId: 'not-ours',
      attemptId: 'not-ours',
      tranId: strangerTranId,
      orderNumber: 'NOT-OURS',
      amountMinor: 4321,
      currency: 'USD',
      description: 'Another storefront',
      successUrl: 'https://example.com/ok',
      cancelUrl: 'https://example.com/cancel',
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      idempotencyKey: `stranger:${strangerTranId}`,
    });
    await payCard(stranger.url!);

    // Approved in our books, never paid at Stripe.
    const ghost = await createOrder(env.harness, { paymentMethod: 'stripe' });
    const [ghostPayment] = await paymentRows(env.db, ghost.orderId);
    await env.db.query(`UPDATE payment SET status = 'approved', issued_at = now() WHERE id = $1`, [
      ghostPayment.id,
    ]);

    const runs = await env.harness.worker!.get(PaymentReconciliation).run(today);
    expect(runs.map((run) => run.provider).sort()).toEqual(['paypal', 'payway', 'stripe']);
    const card = runs.find((run) => run.provider === 'stripe')!;
    expect(card.status).toBe('differences');
    expect(card.differences.map((d) => [d.kind, d.tranId, d.gatewayAmountCents, d.ourAmountCents])).toEqual(
      expect.arrayContaining([
        ['paid_there_not_here', strangerTranId, 4321, null],
        ['here_not_there', ghostPayment.tran_id, null, 1000],
      ]),
    );
    expect(card.differences).toHaveLength(2);
    expect(card.differences.map((d) => d.tranId)).not.toContain(matchedPayment.tran_id);
    expect(card.checkedCount).toBe(4);

    const emails = await env.db.query(
      `SELECT recipient FROM notification WHERE kind = 'reconciliation_differences' AND dedupe_key = $1`,
      [`reconciliation_differences:stripe:${today}`],
    );
    expect(emails.rows).toEqual([{ recipient: env.harness.config.mail.supportEmail }]);
  });
});
