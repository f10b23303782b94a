// The customer's figure per payment route: from the moment the payer approves (KHQR paid in the
// bank app, PayPal approved, the card paid on Stripe's page) to the completed order's
// esim_status_update at a socket.io client in the customer's room, which is when the screen shows
// the eSIM. Split at the order's confirmed_at: approved → confirmed (pushback, capture or webhook,
// verification) and confirmed → on the socket (outbox, provisioning at RoameSIM, push).
/* global FormData, URLSearchParams */
import { call, control, deliveryBench, percentile, PROVIDER_LATENCY_MS } from './pipeline.mjs';

const ORDERS = Number(process.env.BENCH_PAID_ORDERS ?? 8);

/** Each route: places the order, gets the payer to the approval moment, approves (`approve` is timed from). */
const ROUTES = {
  'PayWay KHQR': {
    method: 'payway_khqr',
    async approve(stack, order) {
      const form = new FormData();
      for (const [name, value] of Object.entries(order.paymentData.form.fields)) form.append(name, value);
      await fetch(order.paymentData.form.action, { method: 'POST', body: form });
      return async () => control(stack, 'POST', '/__control/payway/pay', { tran_id: order.transactionId });
    },
  },
  PayPal: {
    method: 'paypal',
    async approve(stack, order, buyer) {
      const { json: started } = await call(stack, '/api/paypal/create-order', {
        method: 'POST',
        cookie: buyer.cookie,
        body: { orderId: order.orderId, accessToken: order.accessToken, intent: 'CAPTURE', currency: 'USD' },
      });
      // approved at PayPal, then the browser's return page asks our server to capture
      return async () => {
        await control(stack, 'POST', '/__control/paypal/approve', { order_id: started.orderID });
        await call(stack, '/api/paypal/capture-order', {
          method: 'POST',
          cookie: buyer.cookie,
          body: {
            orderID: started.orderID,
            orderData: { orderId: order.orderId, accessToken: order.accessToken },
          },
        });
      };
    },
  },
  'Card (Stripe)': {
    method: 'stripe',
    async approve(stack, order, buyer) {
      const { json: session } = await call(stack, '/api/stripe/checkout-session', {
        method: 'POST',
        cookie: buyer.cookie,
        body: { orderId: order.orderId, accessToken: order.accessToken },
      });
      return async () => {
        const paid = await fetch(session.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ cardNumber: '4242424242424242' }).toString(),
          redirect: 'manual',
        });
        if (paid.status >= 400) throw new Error(`the card page answered ${paid.status}`);
      };
    },
  },
};

export async function measurePaidToPush(stack) {
  const { pkg, buyer, db, arrived, pushed: pushOf, close } = await deliveryBench(stack);
  const rows = [];
  try {
    for (const [name, route] of Object.entries(ROUTES)) {
      const total = [];
      const toConfirmed = [];
      let errors = 0;
      // one order at a time: the figure is one customer's wait, not a queue's
      for (let index = 0; index < ORDERS; index += 1) {
        try {
          const { json: order } = await call(stack, '/api/create-order', {
            method: 'POST',
            cookie: buyer.cookie,
            body: {
              customerName: buyer.fullName,
              customerPhone: buyer.phone,
              items: [{ packageId: pkg.id, quantity: 1 }],
              totalAmount: pkg.price,
              paymentMethod: route.method,
              sessionId: `paid${Date.now().toString(36)}x${index}`,
            },
          });
          const approve = await route.approve(stack, order, buyer);
          const pushed = pushOf(order);
          const approvedAt = Date.now();
          await approve();
          await pushed;
          const { rows: found } = await db.query('SELECT confirmed_at FROM orders WHERE id = $1', [
            order.orderId,
          ]);
          total.push(arrived.get(order.orderId) - approvedAt);
          toConfirmed.push(found[0].confirmed_at.getTime() - approvedAt);
        } catch (error) {
          errors += 1;
          console.error(`paid → on screen, ${name} order ${index}: ${error.message}`);
        }
      }
      const sorted = [...total].sort((a, b) => a - b);
      const confirmed = [...toConfirmed].sort((a, b) => a - b);
      rows.push({
        target: `paid → on screen, ${name} (approved → eSIM on the socket; RoameSIM ${PROVIDER_LATENCY_MS} ms; ${total.length} orders one at a time)`,
        'req/s': '-',
        'p50 ms': sorted.length ? percentile(sorted, 50) : '-',
        'p99 ms': sorted.length ? percentile(sorted, 99) : '-',
        errors,
        'CPU ms per unit (by part)': confirmed.length
          ? `approved → confirmed p50 ${percentile(confirmed, 50)} ms`
          : '-',
      });
    }
  } finally {
    await close();
  }
  return rows;
}
