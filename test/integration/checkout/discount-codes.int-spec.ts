import request from 'supertest';
import { getPaypalStore } from '../../../apps/sandbox/src/paypal';
import { getStripeStore } from '../../../apps/sandbox/src/stripe';
import {
  CHEAP_ID,
  FIXED_ID,
  orderBody,
  PaymentsEnv,
  startPaymentsEnv,
} from '../payments/support/payments-harness';
import { startPaypal } from '../payments/support/paypal-flow';

/**
 * Discount codes at checkout: priced by the server (the code check and create-order agree), counted
 * once per order under the code's lock, refused with a named 422, and charged as the discounted
 * total by every provider.
 */
describe('discount codes at checkout', () => {
  let env: PaymentsEnv;
  let sequence = 0;

  beforeAll(async () => {
    env = await startPaymentsEnv({ env: { STRIPE_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await env?.close();
  });

  /** A code straight in the table (the admin panel's routes are tested in admin-discounts). */
  async function code(fields: Record<string, unknown> = {}): Promise<string> {
    sequence += 1;
    const name = `TEST${sequence}${Date.now().toString(36).toUpperCase()}`.slice(0, 32);
    const row = { kind: 'percent', percent: 10, ...fields };
    const columns = Object.keys(row);
    await env.db.query(
      `INSERT INTO discount_code (code, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})`,
      [name, ...Object.values(row)],
    );
    return name;
  }

  /** A different customer each time, unless one is given. */
  const customer = (n = (sequence += 1)) => ({
    customerEmail: `buyer${n}-${Date.now().toString(36)}@example.com`,
    customerPhone: `+855 12 ${String(100000 + n).slice(-6, -3)} ${String(100000 + n).slice(-3)}`,
  });

  const place = (overrides: Record<string, unknown>) =>
    request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ ...customer(), ...overrides }));

  it('the check and create-order price a 10 % code the same, and the order, its lines and its attempt keep it', async () => {
    const typed = (await code()).toLowerCase();
    const quote = await request(env.harness.url)
      .post('/api/discount-codes/check')
      .send({ code: ` ${typed} `, items: [{ packageId: FIXED_ID, quantity: 2 }] })
      .expect(200);
    expect(quote.body).toEqual({
      code: typed.toUpperCase(),
      subtotalCents: 2000,
      discountCents: 200,
      processingFeeCents: 0,
      totalCents: 1800,
      lines: [{ packageId: FIXED_ID, discountCents: 200 }],
    });
    // the browser's total without the discount is not the server's
    const stale = await place({
      discountCode: typed,
      items: [{ packageId: FIXED_ID, quantity: 2 }],
      totalAmount: '20.00',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('TOTAL_MISMATCH');

    const placed = await place({
      discountCode: typed,
      items: [{ packageId: FIXED_ID, quantity: 2 }],
      totalAmount: '18.00',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.totalAmount).toBe('18.00');
    expect(placed.body.paymentData.form.fields.amount).toBe('18.00');
    const [order] = (
      await env.db.query(
        'SELECT subtotal_cents, discount_code, discount_cents, total_cents FROM orders WHERE id = $1',
        [placed.body.orderId],
      )
    ).rows;
    expect(order).toEqual({
      subtotal_cents: 2000,
      discount_code: typed.toUpperCase(),
      discount_cents: 200,
      total_cents: 1800,
    });
    const lines = (
      await env.db.query('SELECT line_cents, discount_cents FROM order_item WHERE order_id = $1', [
        placed.body.orderId,
      ])
    ).rows;
    expect(lines).toEqual([{ line_cents: 2000, discount_cents: 200 }]);
    const payments = (
      await env.db.query('SELECT amount_cents FROM payment WHERE order_id = $1', [placed.body.orderId])
    ).rows;
    expect(payments).toEqual([{ amount_cents: 1800 }]);
    const uses = (
      await env.db.query('SELECT count(*)::int AS n FROM discount_redemption WHERE order_id = $1', [
        placed.body.orderId,
      ])
    ).rows;
    expect(uses[0].n).toBe(1);
  });

  it('names why a code does not apply', async () => {
    const check = async (typed: string, items = [{ packageId: FIXED_ID, quantity: 1 }]) => {
      const response = await request(env.harness.url)
        .post('/api/discount-codes/check')
        .send({ code: typed, items });
      expect(response.status).toBe(422);
      expect(response.body.details).toEqual({ field: 'discountCode' });
      return response.body.code as string;
    };
    expect(await check('NO-SUCH-CODE')).toBe('DISCOUNT_UNKNOWN');
    expect(await check(await code({ ends_at: new Date(Date.now() - 60_000) }))).toBe('DISCOUNT_EXPIRED');
    expect(await check(await code({ starts_at: new Date(Date.now() + 3_600_000) }))).toBe(
      'DISCOUNT_NOT_YET_VALID',
    );
    expect(await check(await code({ active: false }))).toBe('DISCOUNT_INACTIVE');
    expect(await check(await code({ package_ids: [CHEAP_ID] }))).toBe('DISCOUNT_NOT_FOR_THESE_PLANS');
    expect(await check(await code({ country_codes: ['JP'] }))).toBe('DISCOUNT_NOT_FOR_THESE_PLANS');
    const bad = await request(env.harness.url)
      .post('/api/discount-codes/check')
      .send({ items: [] })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('code');
  });

  it('a code at its limit is refused for the next customer even when two checkouts race; a cancelled order gives its use back', async () => {
    const limited = await code({ total_limit: 1 });
    const body = { discountCode: limited, totalAmount: '9.00' };
    const answers = await Promise.all([place(body), place(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(refused.body.code).toBe('DISCOUNT_LIMIT_REACHED');
    const used = (
      await env.db.query(
        'SELECT count(*)::int AS n FROM discount_redemption r JOIN discount_code c ON c.id = r.code_id WHERE c.code = $1',
        [limited],
      )
    ).rows[0].n;
    expect(used).toBe(1);

    const placed = answers.find((answer) => answer.status === 201)!;
    await env.db.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [placed.body.orderId]);
    expect((await place(body)).status).toBe(201);
  });

  it('a customer limit counts the same email again; a first-order code refuses a returning customer', async () => {
    const once = await code({ per_customer_limit: 1 });
    const same = customer();
    expect((await place({ ...same, discountCode: once, totalAmount: '9.00' })).status).toBe(201);
    const again = await place({ ...same, discountCode: once, totalAmount: '9.00' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('DISCOUNT_CUSTOMER_LIMIT_REACHED');

    const welcome = await code({ first_order_only: true });
    const returning = await place({ ...same, discountCode: welcome, totalAmount: '9.00' });
    expect(returning.body.code).toBe('DISCOUNT_FIRST_ORDER_ONLY');
    expect((await place({ discountCode: welcome, totalAmount: '9.00' })).status).toBe(201);
  });

  it('a line never goes below the provider cost unless the owner allowed it', async () => {
    // the fixture plan sells at $10.00 and costs $1.00 at the provider
    const deep = await code({ percent: 95 });
    const quote = await request(env.harness.url)
      .post('/api/discount-codes/check')
      .send({ code: deep, items: [{ packageId: FIXED_ID, quantity: 1 }] })
      .expect(200);
    expect(quote.body.totalCents).toBe(100);
    const allowed = await code({ percent: 95, below_cost_allowed: true });
    const below = await request(env.harness.url)
      .post('/api/discount-codes/check')
      .send({ code: allowed, items: [{ packageId: FIXED_ID, quantity: 1 }] })
      .expect(200);
    expect(below.body.totalCents).toBe(50);
  });

  it('PayPal and Stripe are asked for the discounted total', async () => {
    const typed = await code({ kind: 'fixed', percent: null, amount_cents: 250 });
    const paypal = await place({ discountCode: typed, paymentMethod: 'paypal', totalAmount: '7.50' });
    expect(paypal.status).toBe(201);
    const started = await startPaypal(env.harness, paypal.body).expect(200);
    const record = getPaypalStore(env.harness.sandbox!.ctx).orders.get(started.body.orderID as string)!;
    expect(record.purchaseUnits[0].amount).toMatchObject({ currency_code: 'USD', value: '7.50' });

    const card = await place({ discountCode: typed, paymentMethod: 'stripe', totalAmount: '7.50' });
    expect(card.status).toBe(201);
    const session = await request(env.harness.url)
      .post('/api/stripe/checkout-session')
      .send({ orderId: card.body.orderId, accessToken: card.body.accessToken })
      .expect(200);
    expect(
      getStripeStore(env.harness.sandbox!.ctx).sessions.get(session.body.sessionId as string)!.amountTotal,
    ).toBe(750);
  });
});
