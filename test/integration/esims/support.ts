import { hashAccessToken, newOrderNumber, orderAccessToken } from '@app/orders';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { Harness, HarnessOptions, startHarness } from '../../support/harness';

import { sleep, until } from '../../support/wait';

export { sleep, until };

/** Packages of the RoameSIM sandbox's fixed catalogue (their apiCodes exist there), sold here. */
export const PACKAGES = {
  fixed: {
    id: 9101,
    apiCode: '101-0-7-1-G',
    name: 'Cambodia 1GB 7 Days',
    data: '1GB',
    days: 7,
    dayPass: false,
    cents: 500,
  },
  dayPass: {
    id: 9102,
    apiCode: '101-0-?-500-M-D',
    name: 'Cambodia 500MB/Day Pass',
    data: '500MB',
    days: 1,
    dayPass: true,
    cents: 300,
  },
  unknown: {
    id: 9103,
    apiCode: '101-0-99-9-G',
    name: 'Cambodia 9GB 99 Days',
    data: '9GB',
    days: 99,
    dayPass: false,
    cents: 900,
  },
} as const;
export type PackageKey = keyof typeof PACKAGES;

export interface EsimsEnv {
  harness: Harness;
  db: Client;
  close(): Promise<void>;
}

/**
 * api + a worker (provisioning, esim-sync, payments; no catalogue sync, so the seeded packages stay;
 * emails are queued, not sent) + the provider sandbox in-process. Provider calls time out after 1.5 s;
 * a failing order line is tried again after 1, 1, 2 and 2 s.
 */
export async function startEsimsEnv(options: HarnessOptions = {}): Promise<EsimsEnv> {
  const harness = await startHarness({
    sandbox: true,
    ...options,
    env: {
      WORKER_QUEUES: 'provisioning,esim-sync,payments',
      PROVIDER_TIMEOUT_MS: '1500',
      // the delivery guarantee's retry schedule, in seconds instead of minutes
      PROVISIONING_RETRY_SECONDS: '1,1,2,2',
      ...options.env,
    },
  });
  const db = new Client({ connectionString: harness.databaseUrl });
  await db.connect();
  // a database of its own gets the packages; a reused one (a restart, a restore) has them
  for (const pkg of options.databaseUrl ? [] : Object.values(PACKAGES)) {
    await db.query(
      `INSERT INTO package (id, price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb,
         days, is_day_pass, min_days, max_days, wholesale_cents, retail_cents, renewable, is_available)
       VALUES ($1, $1, $2, 101, 'Cambodia', 'KH', $3, $4, 'GB', 1024, $5, $6, $7, $8, 100, $9, true, true)`,
      [
        pkg.id,
        pkg.apiCode,
        pkg.name,
        pkg.data,
        pkg.days,
        pkg.dayPass,
        pkg.dayPass ? 1 : null,
        pkg.dayPass ? 30 : null,
        pkg.cents,
      ],
    );
  }
  // a running sandbox handed over keeps its state (the orders it took)
  if (typeof options.sandbox !== 'object') await resetSandbox(harness);
  return {
    harness,
    db,
    async close() {
      await db.end();
      await harness.close();
    },
  };
}

/** Sandbox defaults for these tests: card data at once, no simulated install, no faults. */
export async function resetSandbox(harness: Harness, roamesim: Record<string, unknown> = {}): Promise<void> {
  await control(harness, 'POST', '/__control/reset');
  await control(harness, 'PUT', '/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0, ...roamesim });
}

export async function control(
  harness: Harness,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${harness.sandbox!.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

export const roamesimFaults = (harness: Harness) => harness.sandbox!.ctx.faults.roamesim;

export interface PaidOrder {
  orderId: string;
  orderNumber: string;
  paymentId: string;
  token: string;
  itemIds: string[];
}

export interface PaidOrderOptions {
  userId?: string | null;
  sessionId?: string | null;
  email?: string | null;
  phone?: string;
  lines?: { pkg: PackageKey; quantity?: number; days?: number }[];
  /** false: the order is paid but its payment.confirmed event is lost (the sweeper's case). */
  event?: boolean;
  /** A top-up order (kind 'topup') renewing this eSIM. */
  targetEsimId?: string;
  /** The order's language (its emails' and Telegram messages'); English by default. */
  language?: 'en' | 'km';
}

/**
 * What PaymentVerification leaves behind when PayWay approves a payment: the order confirmed, its
 * attempt approved, and payment.confirmed in the outbox, all in one transaction.
 */
export async function paidOrder(env: EsimsEnv, options: PaidOrderOptions = {}): Promise<PaidOrder> {
  const { db, harness } = env;
  const orderId = randomUUID();
  const orderNumber = newOrderNumber();
  const token = orderAccessToken(harness.config.security.sessionSecret, orderId);
  const lines = options.lines ?? [{ pkg: 'fixed' }];
  const total = lines.reduce((sum, line) => sum + PACKAGES[line.pkg].cents * (line.quantity ?? 1), 0);
  await db.query('BEGIN');
  try {
    await db.query(
      `INSERT INTO orders (id, order_number, status, user_id, session_id, customer_name, customer_email, customer_phone,
         payment_method, subtotal_cents, total_cents, access_token_hash, confirmed_at, kind, target_esim_id, language)
       VALUES ($1, $2, 'confirmed', $3, $4, 'Sok Dara', $5, $6, 'payway_khqr', $7, $7, $8, now(), $9, $10, $11)`,
      [
        orderId,
        orderNumber,
        options.userId ?? null,
        options.sessionId ?? null,
        options.email === undefined ? 'sok@example.com' : options.email,
        options.phone ?? '+85512345678',
        total,
        hashAccessToken(token),
        options.targetEsimId ? 'topup' : 'purchase',
        options.targetEsimId ?? null,
        options.language ?? 'en',
      ],
    );
    const itemIds: string[] = [];
    for (const line of lines) {
      const pkg = PACKAGES[line.pkg];
      const quantity = line.quantity ?? 1;
      const rows = await db.query(
        `INSERT INTO order_item (order_id, package_id, api_code, destination, package_name, data, package_days,
           is_day_pass, days, quantity, unit_cents, line_cents)
         VALUES ($1, $2, $3, 'Cambodia', $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          orderId,
          pkg.id,
          pkg.apiCode,
          pkg.name,
          pkg.data,
          pkg.days,
          pkg.dayPass,
          pkg.dayPass ? (line.days ?? 3) : null,
          quantity,
          pkg.cents,
          pkg.cents * quantity,
        ],
      );
      itemIds.push(rows.rows[0].id as string);
    }
    const payment = await db.query(
      `INSERT INTO payment (order_id, provider, method, tran_id, amount_cents, currency, status, lifetime_minutes,
         expires_at, approved_at)
       VALUES ($1, 'payway', 'checkout', $2, $3, 'USD', 'approved', 10, now() + interval '10 minutes', now()) RETURNING id`,
      [orderId, `${orderNumber}C1`, total],
    );
    const paymentId = payment.rows[0].id as string;
    if (options.event !== false) {
      await db.query(`INSERT INTO outbox_event (type, payload) VALUES ('payment.confirmed', $1::jsonb)`, [
        JSON.stringify({ orderId, paymentId }),
      ]);
      await db.query(`SELECT pg_notify('outbox_event', 'payment.confirmed')`);
    }
    await db.query('COMMIT');
    return { orderId, orderNumber, paymentId, token, itemIds };
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

export async function orderStatus(
  db: Client,
  orderId: string,
): Promise<{ status: string; failure_reason: string | null }> {
  const rows = await db.query('SELECT status, failure_reason FROM orders WHERE id = $1', [orderId]);
  return rows.rows[0];
}

export const waitForOrder = (db: Client, orderId: string, status: string, timeoutMs = 30_000) =>
  until(
    async () => ((await orderStatus(db, orderId)).status === status ? true : undefined),
    `order ${status}`,
    timeoutMs,
  );

export async function esimRows(db: Client, orderId: string) {
  const rows = await db.query('SELECT * FROM esim WHERE order_id = $1 ORDER BY iccid', [orderId]);
  return rows.rows as Record<string, unknown>[];
}

export async function providerOrderRows(db: Client, orderId: string) {
  const rows = await db.query('SELECT * FROM provider_order WHERE order_id = $1', [orderId]);
  return rows.rows as Record<string, unknown>[];
}

/** How many orders the RoameSIM sandbox has taken so far (compare before and after). */
export async function sandboxOrderCount(harness: Harness): Promise<number> {
  return (await control(harness, 'GET', '/__control/roamesim')).orders as number;
}

/** A socket.io client of the api at /ws, optionally signed in (cookie), collecting one event. */
export async function listen(harness: Harness, event: string, headers: Record<string, string> = {}) {
  const socket: Socket = io(harness.url, { path: '/ws', transports: ['websocket'], extraHeaders: headers });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const received: { payload: unknown; at: number }[] = [];
  socket.on(event, (payload: unknown) => received.push({ payload, at: Date.now() }));
  return { socket, received };
}
