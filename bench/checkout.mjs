// POST /api/create-order at the rate: 50 orders a second for BENCH_SECONDS (goal: p99 ≤ 60 ms).
// Each request is a new guest order for one package (no Idempotency-Key), priced by the server; the
// worker then schedules its PayWay checks, so the run also loads the outbox and the payments queue.

import { settledCatalogue } from './catalogue.mjs';

export const checkoutTargets = [
  {
    name: 'POST /api/create-order (50 req/s, new order each)',
    path: '/api/create-order',
    options: null,
    async prepare(stack) {
      const pkg = (await settledCatalogue(stack)).find((candidate) => !candidate.isDayPass);
      this.options = {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': 'benchsession0001' },
        body: JSON.stringify({
          customerName: 'Bench Customer',
          customerEmail: 'bench@example.com',
          customerPhone: '+855 12 345 678',
          items: [{ packageId: pkg.id, quantity: 1 }],
          totalAmount: pkg.price,
          paymentMethod: 'payway_khqr',
          sessionId: 'benchsession0001',
        }),
        connections: 10,
        overallRate: 50,
      };
    },
  },
];
