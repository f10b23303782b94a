import { Client } from 'pg';
import request from 'supertest';
import { configurePayway, payPaywayTransaction, resetPayway } from '../../../../apps/sandbox/src/payway';
import { Harness, HarnessOptions, startHarness } from '../../../support/harness';

import { sleep, until } from '../../../support/wait';

export { sleep, until };

/** Catalogue fixtures (ids 9001..): a fixed plan at $10, a 7-day DayPass quoted at $7 ($1 a day), one off sale. */
export const FIXED_ID = 9001;
export const DAYPASS_ID = 9002;
export const OFF_SALE_ID = 9003;
export const CHEAP_ID = 9004;

export interface PaymentsEnv {
  harness: Harness;
  db: Client;
  close(): Promise<void>;
}

/**
 * api + a worker on the payments queue only (no catalogue sync: the fixtures below stay as they
 * are) + the provider sandbox in-process, whose PayWay pushes back to this api's public URL.
 */
export async function startPaymentsEnv(options: HarnessOptions = {}): Promise<PaymentsEnv> {
  const harness = await startHarness({
    sandbox: true,
    ...options,
    env: { WORKER_QUEUES: 'payments', ...options.env },
  });
  const db = new Client({ connectionString: harness.databaseUrl });
  await db.connect();
  if (!options.databaseUrl) await seedPackages(db);
  resetSandbox(harness);
  return {
    harness,
    db,
    async close() {
      await db.end();
      await harness.close();
    },
  };
}

export function resetSandbox(harness: Harness): void {
  const ctx = harness.sandbox!.ctx;
  resetPayway(ctx);
  configurePayway(ctx, { notFoundLagMs: 0 });
  Object.assign(ctx.faults.payway, {
    latencyMs: 0,
    errorRate: 0,
    failNext: 0,
    timeoutNext: 0,
    timeoutAfterCommitRate: 0,
  });
}

/** The catalogue fixtures below, in a database the caller made (`options.databaseUrl`). */
export async function seedPackages(db: Client): Promise<void> {
  const row = (
    id: number,
    apiCode: string,
    name: string,
    days: number,
    dayPass: boolean,
    cents: number,
    onSale = true,
  ) =>
    db.query(
      `INSERT INTO package (id, price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb,
         days, is_day_pass, min_days, max_days, wholesale_cents, retail_cents, renewable, is_available)
       VALUES ($1, $1, $2, 900, 'Cambodia', 'KH', $3, '1GB', 'GB', 1024, $4, $5, $6, $7, 100, $8, true, $9)`,
      [id, apiCode, name, days, dayPass, dayPass ? 1 : null, dayPass ? 30 : null, cents, onSale],
    );
  await row(FIXED_ID, 'KH-1-G-7', 'Cambodia 1GB 7 Days', 7, false, 1000);
  await row(DAYPASS_ID, 'KH-1-G-D?', 'Cambodia 1GB DayPass', 7, true, 700);
  await row(OFF_SALE_ID, 'KH-3-G-30', 'Cambodia 3GB 30 Days', 30, false, 2500, false);
  await row(CHEAP_ID, 'KH-500-M-1', 'Cambodia 500MB 1 Day', 1, false, 200);
}

let sequence = 0;
export const sessionId = (): string => `sess${Date.now().toString(36)}${(sequence += 1)}x`;

export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Sok Dara',
  customerEmail: 'sok@example.com',
  customerPhone: '+855 12 345 678',
  items: [{ packageId: FIXED_ID, quantity: 1 }],
  totalAmount: '10.00',
  paymentMethod: 'payway_khqr',
  sessionId: sessionId(),
  ...overrides,
});

export interface CreatedOrder {
  orderId: string;
  orderNumber: string;
  transactionId: string;
  accessToken: string;
  paymentData: { form: { action: string; fields: Record<string, string> }; formHtml: string };
}

export async function createOrder(
  harness: Harness,
  overrides: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const response = await request(harness.url).post('/api/create-order').send(orderBody(overrides));
  if (response.status !== 201)
    throw new Error(`create-order answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as CreatedOrder;
}

/** What the browser does with the signed form: posts it to the gateway, which records the transaction. */
export async function postFormToGateway(order: CreatedOrder): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(order.paymentData.form.fields)) form.append(name, value);
  const response = await fetch(order.paymentData.form.action, { method: 'POST', body: form });
  const html = await response.text();
  if (response.status !== 200 || !html.includes('id="pay"'))
    throw new Error(`gateway refused the form: ${html.slice(0, 300)}`);
  return html;
}

/** The payer pays (or declines) at the gateway, as the checkout page's buttons do. */
export function payAtGateway(harness: Harness, tranId: string, outcome: 'approve' | 'decline' = 'approve') {
  const result = payPaywayTransaction(harness.sandbox!.ctx, tranId, outcome, true);
  if (!result.ok)
    throw new Error(`the sandbox refused to settle ${tranId}: ${result.code} ${result.message}`);
  return result;
}

/** The payer declines at the gateway and our check records it: the attempt is declined. */
export async function declineAtGateway(env: PaymentsEnv, order: CreatedOrder): Promise<void> {
  await postFormToGateway(order);
  payAtGateway(env.harness, order.transactionId, 'decline');
  await request(env.harness.url).post(`/api/payway/check-transaction/${order.transactionId}`).expect(200);
  await until(
    async () => ((await paymentRows(env.db, order.orderId))[0].status === 'declined' ? true : undefined),
    'the decline',
  );
}

export async function orderRow(db: Client, orderId: string) {
  const rows = await db.query('SELECT * FROM orders WHERE id = $1', [orderId]);
  return rows.rows[0] as { status: string; total_cents: number; [column: string]: unknown };
}

export async function paymentRows(db: Client, orderId: string) {
  const rows = await db.query('SELECT * FROM payment WHERE order_id = $1 ORDER BY created_at', [orderId]);
  return rows.rows as {
    id: string;
    tran_id: string;
    status: string;
    method: string;
    needs_refund: boolean;
    refund_reason: string | null;
    checks_count: number;
    [column: string]: unknown;
  }[];
}

export async function outboxEvents(db: Client, type: string, orderId: string): Promise<number> {
  const rows = await db.query(
    `SELECT count(*)::int AS n FROM outbox_event WHERE type = $1 AND payload->>'orderId' = $2`,
    [type, orderId],
  );
  return rows.rows[0].n as number;
}

export const waitForOrderStatus = (db: Client, orderId: string, status: string, timeoutMs = 30_000) =>
  until(
    async () => ((await orderRow(db, orderId)).status === status ? true : undefined),
    `order ${status}`,
    timeoutMs,
  );
