import request from 'supertest';
import { DataSource } from 'typeorm';
import { removeBoughtLines } from '@app/cart';
import { configureStripe } from '../../../apps/sandbox/src/stripe';
import { approvedPaypalOrder, capturePaypal, resetPaypalSandbox } from './support/paypal-flow';
import {
  CHEAP_ID,
  createOrder,
  DAYPASS_ID,
  FIXED_ID,
  payAtGateway,
  PaymentsEnv,
  postFormToGateway,
  resetSandbox,
  sessionId,
  startPaymentsEnv,
  waitForOrderStatus,
  type CreatedOrder,
} from './support/payments-harness';

/*
 * The cart's end belongs to the server: the confirmation of a payment (any provider) takes the lines
 * the order bought out of the cart of the session that placed it, and only those: a line added while
 * the customer was paying stays.
 */
describe('the cart after a payment: the lines an order bought leave it, whatever the provider', () => {
  let env: PaymentsEnv;

  beforeAll(async () => {
    env = await startPaymentsEnv({ env: { STRIPE_ENABLED: 'true' } });
  });
  beforeEach(() => {
    resetSandbox(env.harness);
    resetPaypalSandbox(env.harness);
    configureStripe(env.harness.sandbox!.ctx, { webhookUrl: `${env.harness.url}/api/stripe/webhook` });
  });
  afterAll(async () => {
    await env?.close();
  });

  const addToCart = (session: string, packageId: number, customDays?: number) =>
    request(env.harness.url)
      .post('/api/cart')
      .send({ sessionId: session, packageId, customDays })
      .expect(201);
  const cartOf = async (session: string) =>
    (
      (await request(env.harness.url).get(`/api/cart?sessionId=${session}`).expect(200)).body as {
        packageId: number;
        quantity: number;
      }[]
    ).map((line) => [line.packageId, line.quantity]);

  /** The customer's cart holds plan A (and a 3-day DayPass), then places the order for exactly those. */
  async function placeFromCart(paymentMethod: string): Promise<{ session: string; order: CreatedOrder }> {
    const session = sessionId();
    await addToCart(session, FIXED_ID);
    await addToCart(session, DAYPASS_ID, 3);
    const order = await createOrder(env.harness, {
      sessionId: session,
      paymentMethod,
      items: [
        { packageId: FIXED_ID, quantity: 1 },
        { packageId: DAYPASS_ID, quantity: 1 },
      ],
      totalAmount: '13.00',
    });
    return { session, order };
  }

  const pays: Record<string, (order: CreatedOrder) => Promise<void>> = {
    'PayWay form': async (order) => {
      await postFormToGateway(order);
      payAtGateway(env.harness, order.transactionId);
      await request(env.harness.url).post(`/api/payway/check-transaction/${order.transactionId}`).expect(200);
    },
    'PayWay KHQR': async (order) => {
      const qr = await request(env.harness.url).get(`/api/payway/qr-data/${order.transactionId}`).expect(200);
      const paid = await fetch(`${env.harness.sandbox!.url}/payway/bank-app/action`, {
        method: 'POST',
        body: new URLSearchParams({ tran_id: qr.body.tranId as string, action: 'pay' }),
      });
      expect(await paid.text()).toContain('Payment successful');
    },
    PayPal: async (order) => {
      const paypalOrderId = await approvedPaypalOrder(env.harness, order);
      expect((await capturePaypal(env.harness, order, paypalOrderId).expect(200)).body.status).toBe(
        'completed',
      );
    },
    Stripe: async (order) => {
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
      await request(env.harness.url)
        .get(`/api/stripe/status/${order.orderNumber}?token=${order.accessToken}`)
        .expect(200);
    },
  };
  const methods: Record<string, string> = {
    'PayWay form': 'payway_khqr',
    'PayWay KHQR': 'payway_khqr',
    PayPal: 'paypal',
    Stripe: 'stripe',
  };

  it.each(Object.keys(pays))(
    '%s: the paid lines leave the cart, a line added while paying stays',
    async (provider) => {
      const { session, order } = await placeFromCart(methods[provider]);
      // While the customer pays, another plan goes into the cart.
      await addToCart(session, CHEAP_ID);
      expect(await cartOf(session)).toEqual([
        [FIXED_ID, 1],
        [DAYPASS_ID, 1],
        [CHEAP_ID, 1],
      ]);

      await pays[provider](order);
      await waitForOrderStatus(env.db, order.orderId, 'confirmed');

      expect(await cartOf(session)).toEqual([[CHEAP_ID, 1]]);
      // Applying the rule again (a redelivered event, another check) takes nothing more.
      const dataSource = env.harness.worker!.get(DataSource);
      expect(await removeBoughtLines(dataSource.manager, order.orderId)).toBe(0);
      expect(await cartOf(session)).toEqual([[CHEAP_ID, 1]]);
    },
  );

  it('leaves the cart alone until the payment is confirmed, and leaves other sessions’ carts alone', async () => {
    const { session, order } = await placeFromCart('paypal');
    const other = sessionId();
    await addToCart(other, FIXED_ID);
    const paypalOrderId = await approvedPaypalOrder(env.harness, order);
    // Approved at PayPal but not yet captured: nothing is paid, nothing leaves.
    expect(await cartOf(session)).toEqual([
      [FIXED_ID, 1],
      [DAYPASS_ID, 1],
    ]);
    await capturePaypal(env.harness, order, paypalOrderId).expect(200);
    await waitForOrderStatus(env.db, order.orderId, 'confirmed');
    expect(await cartOf(session)).toEqual([]);
    expect(await cartOf(other)).toEqual([[FIXED_ID, 1]]);
  });
});
