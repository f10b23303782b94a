import type { Client } from 'pg';
import request from 'supertest';
import {
  approvePaypalOrder,
  configurePaypal,
  getPaypalStore,
  resetPaypal,
} from '../../../../apps/sandbox/src/paypal';
import type { Harness } from '../../../support/harness';
import { createOrder, type CreatedOrder } from './payments-harness';

/** A PayPal order of ours (create-order with paymentMethod paypal), optionally at another total. */
export async function paypalShopOrder(
  harness: Harness,
  db: Client,
  totalCents?: number,
): Promise<CreatedOrder> {
  const order = await createOrder(harness, { paymentMethod: 'paypal' });
  // Catalogue prices are whole dollars; the sandbox's outcomes go by the cents (.13, .14, .17, .18).
  if (totalCents !== undefined) {
    await db.query('UPDATE orders SET total_cents = $2, subtotal_cents = $2 WHERE id = $1', [
      order.orderId,
      totalCents,
    ]);
    await db.query('UPDATE payment SET amount_cents = $2 WHERE order_id = $1', [order.orderId, totalCents]);
  }
  return order;
}

/** Whose order it is: its id and guest token. */
type PaypalPayer = Pick<CreatedOrder, 'orderId' | 'accessToken'>;

export const startPaypal = (harness: Harness, order: PaypalPayer) =>
  request(harness.url)
    .post('/api/paypal/create-order')
    .send({ orderId: order.orderId, accessToken: order.accessToken, intent: 'CAPTURE', currency: 'USD' });

/** The buyer approves on PayPal's page (the sandbox's Approve button). */
export function approveAtPaypal(harness: Harness, paypalOrderId: string): void {
  const refused = approvePaypalOrder(harness.sandbox!.ctx, paypalOrderId);
  if (refused) throw new Error(`the sandbox refused to approve ${paypalOrderId}: ${refused}`);
}

export const capturePaypal = (harness: Harness, order: PaypalPayer, paypalOrderId: string) =>
  request(harness.url)
    .post('/api/paypal/capture-order')
    .send({ orderID: paypalOrderId, orderData: { orderId: order.orderId, accessToken: order.accessToken } });

/** create-order at PayPal + approval: the PayPal order id, ready to capture. */
export async function approvedPaypalOrder(harness: Harness, order: PaypalPayer): Promise<string> {
  const created = await startPaypal(harness, order).expect(200);
  approveAtPaypal(harness, created.body.orderID as string);
  return created.body.orderID as string;
}

export const paypalCaptures = (harness: Harness, paypalOrderId: string) => {
  const store = getPaypalStore(harness.sandbox!.ctx);
  return [...store.captures.values()].filter((capture) => capture.orderId === paypalOrderId);
};

export function resetPaypalSandbox(harness: Harness, webhookUrl = ''): void {
  resetPaypal(harness.sandbox!.ctx);
  configurePaypal(harness.sandbox!.ctx, { webhookUrl });
}
