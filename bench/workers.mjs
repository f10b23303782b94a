// Provisioning throughput with one worker, then two, against RoameSIM answering in 200 ms: each
// phase pays BENCH_WORKER_ORDERS (30) orders at once and counts eSIMs delivered per second, from
// the first payment confirmed to the last eSIM stored. The second worker is the same entry point
// started beside the stack's own, on the provisioning queue only.
/* global FormData */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { ENTRYPOINTS } from '../scripts/entrypoints.mjs';
import { root } from '../scripts/stack.mjs';
import { cpuNow, perUnit, stackParts } from './cpu.mjs';
import { settledCatalogue } from './catalogue.mjs';

const ORDERS = Number(process.env.BENCH_WORKER_ORDERS ?? 30);
const LATENCY_MS = 200;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function send(url, method, body) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Places `count` guest orders of `pkg` at once (sessions `${session}x<n>`, an email each when
 * `email` names its prefix), opens their PayWay forms and pays them all at the sandbox; the ids.
 */
export async function payOrders(stack, pkg, { count, session, email }) {
  const orders = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      send(`${stack.url}/api/create-order`, 'POST', {
        customerName: 'Bench Customer',
        customerPhone: '+855 12 345 678',
        ...(email ? { customerEmail: `${email}.${index}@example.com` } : {}),
        items: [{ packageId: pkg.id, quantity: 1 }],
        totalAmount: pkg.price,
        paymentMethod: 'payway_khqr',
        sessionId: `${session}x${index}`,
      }),
    ),
  );
  for (const order of orders) {
    const form = new FormData();
    for (const [name, value] of Object.entries(order.paymentData.form.fields)) form.append(name, value);
    await fetch(order.paymentData.form.action, { method: 'POST', body: form }).then((r) => r.arrayBuffer());
  }
  await Promise.all(
    orders.map((order) =>
      send(`${stack.sandboxUrl}/__control/payway/pay`, 'POST', { tran_id: order.transactionId }),
    ),
  );
  return orders.map((order) => order.orderId);
}

async function deliveredPerSecond(db, orderIds) {
  for (let waited = 0; waited < 300_000; waited += 500) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS done, min(o.confirmed_at) AS first, max(e.created_at) AS last
         FROM orders o JOIN esim e ON e.order_id = o.id WHERE o.id = ANY($1::uuid[])`,
      [orderIds],
    );
    if (rows[0].done >= orderIds.length) return orderIds.length / ((rows[0].last - rows[0].first) / 1000);
    await sleep(500);
  }
  throw new Error('the orders were not all delivered within 5 minutes');
}

export async function measureWorkers(stack) {
  await send(`${stack.sandboxUrl}/__control/faults/roamesim`, 'PUT', { latencyMs: LATENCY_MS });
  await send(`${stack.sandboxUrl}/__control/roamesim`, 'PUT', {
    cardDelayMs: 0,
    autoInstallMs: 0,
    balance: 1e6,
  });
  const list = await settledCatalogue(stack);
  const pkg = list.filter((p) => !p.isDayPass).sort((a, b) => a.priceCents - b.priceCents)[0];
  const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  let second;
  try {
    // CPU per eSIM: from the orders' payment to their delivery, every part of the stack
    const parts = stackParts(stack);
    let before = cpuNow(parts);
    const one = await deliveredPerSecond(
      db,
      await payOrders(stack, pkg, { count: ORDERS, session: 'benchworkers1' }),
    );
    const oneCpu = perUnit(before, cpuNow(parts), ORDERS);
    second = spawn(process.execPath, [join(root, ENTRYPOINTS.worker)], {
      cwd: root,
      env: { ...stack.env, WORKER_QUEUES: 'provisioning', PROCESS_NAME: 'worker2', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    await sleep(15_000); // its boot
    parts.worker = [...(parts.worker ?? []), second.pid];
    before = cpuNow(parts);
    const two = await deliveredPerSecond(
      db,
      await payOrders(stack, pkg, { count: ORDERS, session: 'benchworkers2' }),
    );
    const twoCpu = perUnit(before, cpuNow(parts), ORDERS);
    return [
      {
        target: `provisioning, RoameSIM ${LATENCY_MS} ms: 1 worker, ${ORDERS} orders (eSIMs/s)`,
        'req/s': one.toFixed(2),
        'p50 ms': '-',
        'p99 ms': '-',
        errors: 0,
        'CPU ms per unit (by part)': `per eSIM paid and delivered: ${oneCpu}`,
      },
      {
        target: `provisioning: 2 workers (eSIMs/s; ratio ${(two / one).toFixed(2)}, goal ≥ 1.8)`,
        'req/s': two.toFixed(2),
        'p50 ms': '-',
        'p99 ms': '-',
        errors: 0,
        'CPU ms per unit (by part)': `per eSIM paid and delivered: ${twoCpu}`,
      },
    ];
  } finally {
    await db.end();
    if (second) {
      const exited = new Promise((resolve) => second.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await send(`${stack.sandboxUrl}/__control/faults/roamesim`, 'PUT', { latencyMs: 0 });
  }
}
