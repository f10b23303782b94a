// The chaos run against a started stack (scripts/stack.mjs): places and pays orders while the
// disturbances of faults.mjs run, then audits (audit.mjs); plus two drills: concurrent identical
// create-order requests with one Idempotency-Key, and a Redis outage under light load.
import pg from 'pg';
import { audit, waitForQuiescence } from './audit.mjs';
import { clearFaults, disturbances, disturbWhile } from './faults.mjs';
import { call, payWithPaypal, payWithPayway, placeOrder, plainPackage, orderBody, sleep } from './shop.mjs';

/** Ten identical create-order requests at once with one Idempotency-Key make one order. */
async function idempotencyDrill(stack, db, pkg) {
  const body = orderBody(pkg, 'payway_khqr');
  const key = `chaos-idem-${Date.now().toString(36)}`;
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      call(`${stack.url}/api/create-order`, { method: 'POST', body, headers: { 'idempotency-key': key } }),
    ),
  );
  const { rows } = await db.query('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [key]);
  const ids = new Set(answers.filter((a) => a.json?.orderId).map((a) => a.json.orderId));
  return {
    orders: rows[0].n,
    answers: answers
      .map((a) => a.status)
      .sort()
      .join(' '),
    distinctOrderIds: ids.size,
  };
}

/** A customer who places an order, pays it and reports it (in `placed` and `paid`). */
async function customer(stack, pkg, index, placed, paid, paidPayway) {
  const gateway = index % 2 === 0 ? 'payway' : 'paypal';
  const order = await placeOrder(stack, pkg, gateway === 'payway' ? 'payway_khqr' : 'paypal', index);
  placed.push(order);
  const payment =
    gateway === 'payway'
      ? await payWithPayway(stack, order)
      : await payWithPaypal(stack, order, { browserReturns: index % 4 === 1 });
  if (gateway === 'payway') paidPayway.push(order.transactionId);
  paid.push({ orderId: order.orderId, orderNumber: order.orderNumber, ...payment });
}

async function runCustomers(count, concurrency, one, log) {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = (next += 1);
        await one(index).catch((error) => {
          failed += 1;
          log(`[chaos] customer ${index}: ${error.message}`);
        });
      }
    }),
  );
  return failed;
}

/**
 * Redis stops for `outageMs` while a customer a second places and pays an order; then it comes
 * back. Orders must still be accepted (the outbox is in Postgres) and all delivered afterwards.
 */
async function redisOutageDrill(stack, db, pkg, outageMs, log) {
  const placed = [];
  const paid = [];
  const refused = [];
  const stopped = stack.services.redis.restart(outageMs);
  await sleep(500);
  const until = Date.now() + Math.max(0, outageMs - 1000);
  let index = 100_000;
  const customers = [];
  while (Date.now() < until) {
    index += 1;
    const i = index;
    const body = orderBody(pkg, 'payway_khqr', i);
    customers.push(
      (async () => {
        const answer = await call(`${stack.url}/api/create-order`, {
          method: 'POST',
          body,
          timeoutMs: 30_000,
        });
        if (answer.status !== 201) return refused.push(`${answer.status} ${answer.text.slice(0, 100)}`);
        placed.push(answer.json);
        const payment = await payWithPayway(stack, answer.json);
        paid.push({ orderId: answer.json.orderId, orderNumber: answer.json.orderNumber, ...payment });
      })().catch((error) => refused.push(error.message)),
    );
    await sleep(1000);
  }
  await stopped;
  const backAt = Date.now();
  log(`[chaos] Redis back after ${outageMs / 1000} s; ${placed.length} orders taken meanwhile`);
  await Promise.all(customers);
  const drainMs = await waitForQuiescence(db, paid, 180_000, log);
  const states = (
    await db.query('SELECT status FROM orders WHERE id = ANY($1::uuid[])', [
      paid.map((entry) => entry.orderId),
    ])
  ).rows;
  return {
    placed,
    paid,
    refused,
    delivered: states.filter((row) => row.status === 'completed').length,
    drainAfterRedisMs: drainMs === null ? null : Date.now() - backAt - 0,
  };
}

/**
 * Options: orders, concurrency, holdMs (how long a fault stays on), pauseMs (between
 * disturbances), outageMs (the Redis outage drill; 0 = none), drainTimeoutMs, workers, log.
 */
export async function runChaos(stack, options) {
  const log = options.log ?? console.log;
  const db = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 3 });
  db.on('error', () => undefined); // PostgreSQL restarts during the run
  try {
    await call(`${stack.sandboxUrl}/__control/paypal`, {
      method: 'PUT',
      body: { webhookUrl: `${stack.url}/api/paypal/webhook` },
    });
    await call(`${stack.sandboxUrl}/__control/roamesim`, {
      method: 'PUT',
      body: { balance: 10_000_000, cardDelayMs: 300, autoInstallMs: 0 },
    });
    await call(`${stack.sandboxUrl}/__control/payway`, { method: 'PUT', body: { notFoundLagMs: 0 } });
    const pkg = await plainPackage(stack);
    log(
      `[chaos] package ${pkg.id} at ${pkg.price}; ${options.orders} orders, ${options.concurrency} at a time`,
    );

    const idempotency = await idempotencyDrill(stack, db, pkg);
    log(
      `[chaos] 10 identical create-order requests, one key: ${idempotency.orders} order (${idempotency.answers})`,
    );

    const placed = [];
    const paid = [];
    const paidPayway = [];
    let placing = true;
    const started = Date.now();
    const list = disturbances({ stack, db, workers: options.workers, holdMs: options.holdMs, paidPayway });
    const [failedCustomers, ran] = await Promise.all([
      runCustomers(
        options.orders,
        options.concurrency,
        (index) => customer(stack, pkg, index, placed, paid, paidPayway),
        log,
      ).finally(() => (placing = false)),
      disturbWhile(() => !placing, list, options.pauseMs, log),
    ]);
    const placingMs = Date.now() - started;
    await clearFaults(stack);
    log(
      `[chaos] ${placed.length} orders placed, ${paid.length} paid in ${(placingMs / 1000).toFixed(1)} s; faults cleared`,
    );
    const drainMs = await waitForQuiescence(db, paid, options.drainTimeoutMs, log);
    const result = await audit({ db, stack, placed, paid, drainMs });
    if (failedCustomers)
      result.problems.push(`${failedCustomers} customers could not place or pay their order`);
    if (idempotency.orders !== 1 || idempotency.distinctOrderIds > 1)
      result.problems.push(`10 identical create-order requests made ${idempotency.orders} orders`);
    result.figures['disturbances'] = ran.length;
    result.figures['idempotent create-order ×10 → orders'] = idempotency.orders;

    const targets = [];
    if (options.outageMs > 0) {
      const outage = await redisOutageDrill(stack, db, pkg, options.outageMs, log);
      result.figures[`Redis outage ${options.outageMs / 1000} s: orders accepted / refused`] =
        `${outage.placed.length} / ${outage.refused.length}`;
      result.figures['Redis outage: delivered afterwards'] = `${outage.delivered} of ${outage.paid.length}`;
      result.figures['Redis outage: drained after Redis came back'] =
        outage.drainAfterRedisMs === null
          ? 'did not drain'
          : `${(outage.drainAfterRedisMs / 1000).toFixed(1)} s`;
      if (outage.refused.length)
        result.problems.push(`during the Redis outage: ${outage.refused.join('; ')}`);
      if (outage.placed.length === 0) result.problems.push('no order was placed during the Redis outage');
      if (outage.delivered !== outage.paid.length)
        result.problems.push(
          `after the Redis outage ${outage.paid.length - outage.delivered} orders were not delivered`,
        );
      if (outage.drainAfterRedisMs === null || outage.drainAfterRedisMs > 30_000)
        targets.push('the orders taken during the Redis outage drained more than 30 s after it');
    }
    return { ...result, targets };
  } finally {
    await db.end().catch(() => undefined);
  }
}
