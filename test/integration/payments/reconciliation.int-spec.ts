import { PaymentReconciliation } from '@app/payments';
import { PaywayClient } from '../../../libs/providers/src/payway';
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

/** The daily reconciliation against the sandbox's PayWay transaction list and PayPal orders. */
describe('payment reconciliation', () => {
  let env: PaymentsEnv;

  beforeAll(async () => {
    env = await startPaymentsEnv();
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
});
