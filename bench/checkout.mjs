// POST /api/create-order at the rate: 50 orders a second for BENCH_SECONDS (goal: p99 ≤ 60 ms).
// Each request is a new guest order for one package (no Idempotency-Key), priced by the server; the
// worker then schedules its PayWay checks, so the run also loads the outbox and the payments queue.
// Two rows: one client placing every order (its abuse-limit counters and unpaid-orders cap are one
// hot row and one lock, so its orders queue behind each other by design), and different customers
// (a browser session and a client address each, as 50 shoppers a second would be).

import { settledCatalogue } from './catalogue.mjs';

// Three thousand orders first (a minute at 50 a second): until then V8 is still compiling the api's
// code. Measured per thread of the api at 50 orders a second from a cold start: its compiler threads
// took 1.0 ms an order in the first ten seconds, 0.8 in the next, 0.3 at 40 s, 0.2 at a minute and 0.1
// after, and its main thread 3.2 ms falling to 2.5 as the compiled code took over: a cost a running shop
// does not pay. Then 20 s measured (a thousand orders), so a burst of the worker's checks or a
// vacuum weighs little.
const WARM_UP_SECONDS = 60;
const MEASURED_SECONDS = 20;

export const orderBody = (pkg, sessionId) =>
  JSON.stringify({
    customerName: 'Bench Customer',
    customerEmail: 'bench@example.com',
    customerPhone: '+855 12 345 678',
    items: [{ packageId: pkg.id, quantity: 1 }],
    totalAmount: pkg.price,
    paymentMethod: 'payway_khqr',
    sessionId,
  });

/**
 * The request of customer number `customer` (from 1): a browser session and a client address of
 * its own, the address named with X-Forwarded-For (the bench's api trusts it from loopback, as
 * behind a proxy). `prefix` keeps one row's customers apart from another's.
 */
export function customerOrder(pkg, customer, prefix = 'benchcustomer') {
  const sessionId = `${prefix}${String(customer).padStart(8, '0')}`;
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-session-id': sessionId,
      'x-forwarded-for': `10.${(customer >> 16) & 255}.${(customer >> 8) & 255}.${customer & 255}`,
    },
    body: orderBody(pkg, sessionId),
  };
}

export const fixedPackage = async (stack) =>
  (await settledCatalogue(stack)).find((candidate) => !candidate.isDayPass);

export const checkoutTargets = [
  {
    name: 'POST /api/create-order, different customers (50 req/s)',
    path: '/api/create-order',
    warmUpSeconds: WARM_UP_SECONDS,
    seconds: MEASURED_SECONDS,
    options: null,
    async prepare(stack) {
      const pkg = await fixedPackage(stack);
      let customer = 0;
      this.options = {
        method: 'POST',
        overallRate: 50,
        requests: [
          {
            setupRequest: (request) => {
              customer += 1;
              return { ...request, ...customerOrder(pkg, customer) };
            },
          },
        ],
      };
    },
  },
  {
    name: 'POST /api/create-order, one client (50 req/s, new order each)',
    path: '/api/create-order',
    // after the row above, the api's code is compiled: a short warm-up keeps this one client's
    // pending orders (each order counts them all; the bench lifts the cap of 5) near a thousand
    warmUpSeconds: 5,
    seconds: MEASURED_SECONDS,
    options: null,
    async prepare(stack) {
      const pkg = await fixedPackage(stack);
      this.options = {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': 'benchsession0001' },
        body: orderBody(pkg, 'benchsession0001'),
        overallRate: 50,
      };
    },
  },
];
