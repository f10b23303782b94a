// The pipeline figure: time from "payment confirmed" (the order's confirmed_at, written by the
// payment verification) to the esim_status_update of the completed order arriving at a socket.io
// client in the customer's room, through the real stack: PayWay sandbox pushback → verification →
// outbox → provisioning job → RoameSIM sandbox (200 ms per call) → eSIM stored → outbox → push.
/* global FormData */
import pg from 'pg';
import { io } from 'socket.io-client';

const ORDERS = Number(process.env.BENCH_PIPELINE_ORDERS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_PIPELINE_CONCURRENCY ?? 4);
export const PROVIDER_LATENCY_MS = 200;

export async function control(stack, method, path, body) {
  const response = await fetch(`${stack.sandboxUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function call(stack, path, { method = 'GET', body, cookie } = {}) {
  const headers = { accept: 'application/json', origin: stack.url };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers,
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { json: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** Waits for the worker's first full catalogue load to end (the package count holds still), so it does not run alongside. */
export async function catalogueSettled(stack) {
  let last = -1;
  let still = 0;
  for (let tries = 0; tries < 600 && still < 3; tries += 1) {
    const { json } = await call(stack, '/api/catalogue/stats').catch(() => ({ json: { packages: 0 } }));
    still = json.packages > 0 && json.packages === last ? still + 1 : 0;
    last = json.packages;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function cheapestPackage(stack) {
  for (let tries = 0; tries < 240; tries += 1) {
    const { json } = await call(stack, '/api/packages').catch(() => ({ json: [] }));
    const fixed = (json ?? []).filter((pkg) => !pkg.isDayPass).sort((a, b) => a.priceCents - b.priceCents);
    if (fixed[0]) return fixed[0];
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no package on sale after 2 minutes');
}

export async function customer(stack) {
  const digits = String(Date.now() % 1e8).padStart(8, '0');
  const body = {
    fullName: 'Bench Customer',
    phone: `+855 9${digits}`,
    email: `bench.${digits}@example.com`,
    password: 'Bench#1234',
  };
  await call(stack, '/api/auth/signup-phone', { method: 'POST', body });
  const signIn = await call(stack, '/api/auth/signin-phone', {
    method: 'POST',
    body: { phone: body.phone, password: body.password },
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => !pair.endsWith('='));
  return { ...body, cookie };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * What both delivery figures start from: RoameSIM answering in PROVIDER_LATENCY_MS, the catalogue
 * loaded, its cheapest plan, a signed-in buyer, the database, and the buyer's socket.
 * `pushed(orderId)` resolves when the completed order's esim_status_update arrives (60 s at most);
 * `arrived` holds when each did. `close()` gives the stack back as it was.
 */
export async function deliveryBench(stack) {
  await control(stack, 'PUT', '/__control/faults/roamesim', { latencyMs: PROVIDER_LATENCY_MS });
  await control(stack, 'PUT', '/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
  await catalogueSettled(stack);
  const pkg = await cheapestPackage(stack);
  const buyer = await customer(stack);
  const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  const socket = io(stack.url, {
    path: '/ws',
    transports: ['websocket'],
    extraHeaders: { cookie: buyer.cookie },
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 300)); // the gateway joins the user room after connect
  const arrived = new Map();
  const waiting = new Map();
  socket.on('esim_status_update', (update) => {
    if (update.orderStatus !== 'completed' || arrived.has(update.orderId)) return;
    arrived.set(update.orderId, Date.now());
    waiting.get(update.orderId)?.();
  });
  const pushed = (order) =>
    new Promise((resolve, reject) => {
      if (arrived.has(order.orderId)) return resolve();
      const timer = setTimeout(() => reject(new Error(`no push for ${order.orderNumber}`)), 60_000);
      waiting.set(order.orderId, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  return {
    pkg,
    buyer,
    db,
    arrived,
    pushed,
    async close() {
      socket.disconnect();
      await db.end();
      await control(stack, 'PUT', '/__control/faults/roamesim', { latencyMs: 0 });
    },
  };
}

export async function measurePipeline(stack) {
  const { pkg, buyer, db, arrived, pushed: pushOf, close } = await deliveryBench(stack);
  const samples = [];
  let errors = 0;
  const one = async (index) => {
    const { json: order } = await call(stack, '/api/create-order', {
      method: 'POST',
      cookie: buyer.cookie,
      body: {
        customerName: buyer.fullName,
        customerPhone: buyer.phone,
        items: [{ packageId: pkg.id, quantity: 1 }],
        totalAmount: pkg.price,
        paymentMethod: 'payway_khqr',
        sessionId: `bench${Date.now().toString(36)}x${index}`,
      },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(order.paymentData.form.fields)) form.append(name, value);
    await fetch(order.paymentData.form.action, { method: 'POST', body: form });
    const pushed = pushOf(order);
    await control(stack, 'POST', '/__control/payway/pay', { tran_id: order.transactionId });
    await pushed;
    const rows = await db.query('SELECT confirmed_at FROM orders WHERE id = $1', [order.orderId]);
    samples.push(arrived.get(order.orderId) - rows.rows[0].confirmed_at.getTime());
  };
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS) {
          const index = (next += 1);
          await one(index).catch((error) => {
            errors += 1;
            console.error(`pipeline order ${index}: ${error.message}`);
          });
        }
      }),
    );
  } finally {
    await close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return [
    {
      target: `pipeline: payment confirmed → eSIM push (RoameSIM ${PROVIDER_LATENCY_MS} ms, ${samples.length} orders, ${CONCURRENCY} at a time)`,
      'req/s': '-',
      'p50 ms': sorted.length ? percentile(sorted, 50) : '-',
      'p99 ms': sorted.length ? percentile(sorted, 99) : '-',
      errors,
    },
  ];
}
