import { getPaypalStore } from '../../../apps/sandbox/src/paypal';
import { Payment } from '../../../libs/payments/src/payment.entity';
import { PaypalSettlement } from '../../../libs/payments/src/paypal-settlement';
import {
  outboxEvents,
  paymentRows,
  PaymentsEnv,
  resetSandbox,
  startPaymentsEnv,
  waitForOrderStatus,
} from './support/payments-harness';
import {
  approveAtPaypal,
  capturePaypal,
  paypalCaptures,
  paypalShopOrder,
  resetPaypalSandbox,
  startPaypal,
} from './support/paypal-flow';

/**
 * An approved PayPal payment is always captured, once: against the sandbox's PayPal-Request-Id replay
 * rule (the same id answers the first request's outcome, a refusal included, for 6 hours).
 */
describe('PayPal capture: never blocked, never twice', () => {
  let env: PaymentsEnv;

  beforeAll(async () => {
    env = await startPaymentsEnv();
  });

  afterEach(() => {
    resetSandbox(env.harness);
    resetPaypalSandbox(env.harness);
  });

  afterAll(async () => {
    await env?.close();
  });

  const captureRequestIds = () =>
    [...getPaypalStore(env.harness.sandbox!.ctx).requestIds.keys()].filter((key) =>
      key.includes('/capture '),
    );

  it('a capture before approval answers ORDER_NOT_APPROVED without spending a request id; after approval it captures once', async () => {
    const order = await paypalShopOrder(env.harness, env.db);
    const paypalOrderId = (await startPaypal(env.harness, order).expect(200)).body.orderID as string;
    const early = await capturePaypal(env.harness, order, paypalOrderId).expect(422);
    expect(early.body.code).toBe('ORDER_NOT_APPROVED');
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(0);
    expect(captureRequestIds().filter((key) => key.includes(paypalOrderId))).toEqual([]);

    approveAtPaypal(env.harness, paypalOrderId);
    const captured = await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    expect(captured.body).toMatchObject({ success: true, status: 'completed' });
    await waitForOrderStatus(env.db, order.orderId, 'confirmed');
    const again = await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    expect(again.body).toMatchObject({ success: true, status: 'completed' });
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(1);
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
  });

  it('after a refusal the next capture is a new request (capture:<attempt>:<n+1>), not the replayed refusal', async () => {
    const order = await paypalShopOrder(env.harness, env.db);
    const paypalOrderId = (await startPaypal(env.harness, order).expect(200)).body.orderID as string;
    approveAtPaypal(env.harness, paypalOrderId);
    const [payment] = await paymentRows(env.db, order.orderId);
    // PayPal refused the first capture (the buyer's funding failed) and replays that answer for its id.
    const store = getPaypalStore(env.harness.sandbox!.ctx);
    store.requestIds.set(`POST /v2/checkout/orders/${paypalOrderId}/capture capture:${payment.id}:0`, {
      at: Date.now(),
      status: 422,
      kind: 'error',
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
    });
    const refused = await capturePaypal(env.harness, order, paypalOrderId).expect(422);
    expect(refused.body.code).toBe('INSTRUMENT_DECLINED');
    // The buyer fixes the funding at PayPal and the browser captures again: a fresh request id.
    const captured = await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    expect(captured.body).toMatchObject({ success: true, status: 'completed' });
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(1);
    expect((await paymentRows(env.db, order.orderId))[0]).toMatchObject({
      status: 'approved',
      capture_seq: 1,
    });
  });

  it('the worker’s capture racing the browser’s: one capture, the order confirmed once', async () => {
    const order = await paypalShopOrder(env.harness, env.db);
    const paypalOrderId = (await startPaypal(env.harness, order).expect(200)).body.orderID as string;
    approveAtPaypal(env.harness, paypalOrderId);
    const [payment] = await paymentRows(env.db, order.orderId);
    const settlement = env.harness.worker!.get(PaypalSettlement);
    const attempt = Object.assign(new Payment(), {
      id: payment.id,
      providerOrderId: paypalOrderId,
      tranId: payment.tran_id,
      orderId: order.orderId,
    });
    const [browser] = await Promise.all([
      capturePaypal(env.harness, order, paypalOrderId),
      settlement.check(attempt, true),
      settlement.check(attempt, true),
    ]);
    expect([200, 202]).toContain(browser.status);
    await waitForOrderStatus(env.db, order.orderId, 'confirmed');
    expect(paypalCaptures(env.harness, paypalOrderId)).toHaveLength(1);
    expect(await outboxEvents(env.db, 'payment.confirmed', order.orderId)).toBe(1);
  });
});
