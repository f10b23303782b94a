import request from 'supertest';
import {
  CHEAP_ID,
  DAYPASS_ID,
  FIXED_ID,
  OFF_SALE_ID,
  createOrder,
  orderBody,
  orderRow,
  outboxEvents,
  paymentRows,
  PaymentsEnv,
  sessionId,
  startPaymentsEnv,
} from '../payments/support/payments-harness';

describe('POST /api/create-order', () => {
  let env: PaymentsEnv;

  beforeAll(async () => {
    env = await startPaymentsEnv();
  });

  afterAll(async () => {
    await env?.close();
  });

  it('prices the order itself and stores order, lines, attempt and outbox events together', async () => {
    const body = orderBody({
      items: [
        { packageId: FIXED_ID, quantity: 2, customPrice: '0.01' },
        { packageId: DAYPASS_ID, quantity: 1, customDays: 3, customPrice: '0.50' },
      ],
      totalAmount: 23,
    });
    const response = await request(env.harness.url).post('/api/create-order').send(body).expect(201);
    expect(response.body).toMatchObject({
      success: true,
      totalAmount: '23.00',
      currency: 'USD',
      status: 'pending',
      message: 'Order created successfully',
    });
    expect(response.body.orderNumber).toMatch(/^DL\d{6}[2-9A-HJ-NP-Z]{6}$/);
    expect(response.body.transactionId).toBe(`${response.body.orderNumber}C1`);
    expect(response.body.transactionId.length).toBeLessThanOrEqual(20);
    expect(typeof response.body.accessToken).toBe('string');
    expect(response.body.paymentData.tranId).toBe(response.body.transactionId);
    expect(response.body.paymentData.formHtml).toContain('id="aba_merchant_request"');
    const fields = response.body.paymentData.form.fields as Record<string, string>;
    expect(fields.amount).toBe('23.00');
    expect(fields.tran_id).toBe(response.body.transactionId);
    expect(Buffer.from(fields.return_url, 'base64').toString()).toBe(
      `${env.harness.url}/api/payway/pushback`,
    );
    expect(fields.continue_success_url).toBe(
      `${env.harness.url}/my-esims?payment=success&tran_id=${response.body.transactionId}&breakout=true`,
    );
    expect(fields.hash).toBeTruthy();

    const order = await orderRow(env.db, response.body.orderId);
    expect(order).toMatchObject({
      status: 'pending',
      total_cents: 2300,
      subtotal_cents: 2300,
      session_id: body.sessionId,
    });
    expect(order.user_id).toBeNull();
    const items = await env.db.query(
      'SELECT package_id, quantity, days, unit_cents, line_cents FROM order_item WHERE order_id = $1 ORDER BY package_id',
      [response.body.orderId],
    );
    expect(items.rows).toEqual([
      { package_id: FIXED_ID, quantity: 2, days: null, unit_cents: 1000, line_cents: 2000 },
      { package_id: DAYPASS_ID, quantity: 1, days: 3, unit_cents: 300, line_cents: 300 },
    ]);
    const [payment] = await paymentRows(env.db, response.body.orderId);
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'checkout',
      provider: 'payway',
      amount_cents: 2300,
      currency: 'USD',
    });
    expect(await outboxEvents(env.db, 'order.created', response.body.orderId)).toBe(1);
    // The checkout attempt is issued with the order: order.created schedules its checks.
    expect(payment.issued_at).not.toBeNull();
  });

  it('answers 409 with the server total when the browser total differs, and stores nothing', async () => {
    const before = await env.db.query('SELECT count(*)::int AS n FROM orders');
    const response = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ totalAmount: '9.00' }))
      .expect(409);
    expect(response.body.code).toBe('TOTAL_MISMATCH');
    expect(response.body.message).toBe(
      'The order total is $10.00, not $9.00: prices changed. Please review your order.',
    );
    const after = await env.db.query('SELECT count(*)::int AS n FROM orders');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('prices again from the database when the catalogue moved on after the api took its copy', async () => {
    // the api prices from its copy of the catalogue (made at the current version)
    await createOrder(env.harness);
    // a price change whose announcement has not reached the api yet: the version moves on, but
    // (package's triggers off) no NOTIFY is sent
    await env.db.query('BEGIN');
    await env.db.query('SET LOCAL session_replication_role = replica');
    await env.db.query('UPDATE package SET retail_cents = 1100 WHERE id = $1', [FIXED_ID]);
    await env.db.query('UPDATE catalogue_version SET version = version + 1 WHERE id = 1');
    await env.db.query('COMMIT');
    try {
      const stale = await request(env.harness.url).post('/api/create-order').send(orderBody()).expect(409);
      expect(stale.body.message).toBe(
        'The order total is $11.00, not $10.00: prices changed. Please review your order.',
      );
      const placed = await createOrder(env.harness, { totalAmount: '11.00' });
      expect((await orderRow(env.db, placed.orderId)).total_cents).toBe(1100);
    } finally {
      await env.db.query('UPDATE package SET retail_cents = 1000 WHERE id = $1', [FIXED_ID]);
    }
  });

  it('prices a DayPass from its stored days and the cart, never from a price the browser sends', async () => {
    const session = sessionId();
    await env.db.query(
      'INSERT INTO cart_item (session_id, package_id, quantity, days) VALUES ($1, $2, 1, 5)',
      [session, DAYPASS_ID],
    );
    const fromCart = await createOrder(env.harness, {
      sessionId: session,
      items: [{ packageId: DAYPASS_ID, quantity: 2, customPrice: '1.00' }],
      totalAmount: '10.00',
    });
    expect((await orderRow(env.db, fromCart.orderId)).total_cents).toBe(1000);
    // The dialog variant's payload: package fields, dayPassDays, packageType and finalPrice.
    const dialog = await createOrder(env.harness, {
      items: [
        {
          id: DAYPASS_ID,
          destination: 'Cambodia',
          apiCode: 'KH-1-G-D?',
          packageType: 'DayPass',
          dayPassDays: 2,
          finalPrice: 0.5,
          quantity: 1,
        },
      ],
      totalAmount: 2,
    });
    expect((await orderRow(env.db, dialog.orderId)).total_cents).toBe(200);
    expect(dialog.paymentData.formHtml).toContain(dialog.transactionId);
  });

  it('takes a phone as Cambodians type it and stores it in international form', async () => {
    const local = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ customerPhone: '014 333 619' }))
      .expect(201);
    expect((await orderRow(env.db, local.body.orderId)).customer_phone).toBe('+85514333619');
    const abroad = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ customerPhone: '+44 20 7946 0958' }))
      .expect(201);
    expect((await orderRow(env.db, abroad.body.orderId)).customer_phone).toBe('+442079460958');
    const implausible = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ customerPhone: '+012 345 678' }))
      .expect(400);
    expect(implausible.body.message).toContain('Please enter a valid phone number');
  });

  it('refuses bad input with the form messages, naming what is wrong', async () => {
    const response = await request(env.harness.url)
      .post('/api/create-order')
      .send(
        orderBody({
          customerName: ' A ',
          customerEmail: 'not-an-email',
          customerPhone: '123',
          paymentMethod: 'cash',
        }),
      )
      .expect(400);
    expect(response.body.message).toContain('Name must be at least 2 characters');
    expect(response.body.message).toContain('Please enter a valid email address');
    expect(response.body.message).toContain('Please enter a valid phone number');
    expect(response.body.message).toContain('Please select a payment method');

    const empty = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ items: [] }))
      .expect(400);
    expect(empty.body.message).toContain('items: the order has no items');
    const offSale = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ items: [{ packageId: OFF_SALE_ID, quantity: 1 }], totalAmount: '25.00' }))
      .expect(400);
    expect(offSale.body.message).toBe(`items[0].packageId: no package ${OFF_SALE_ID} is on sale`);
    const days = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ items: [{ packageId: DAYPASS_ID, customDays: 31 }], totalAmount: '31.00' }))
      .expect(400);
    expect(days.body.message).toContain('customDays must be a whole number from 1 to 30');
    const total = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ totalAmount: '10.001' }))
      .expect(400);
    expect(total.body.code).toBe('INVALID_TOTAL');
  });

  it('takes guests without a session and without an email', async () => {
    const body = orderBody({ items: [{ packageId: CHEAP_ID }], totalAmount: '2.00', customerEmail: '' });
    delete (body as { sessionId?: string }).sessionId;
    const response = await request(env.harness.url).post('/api/create-order').send(body).expect(201);
    const order = await orderRow(env.db, response.body.orderId);
    expect(order).toMatchObject({ session_id: null, user_id: null, customer_email: null, total_cents: 200 });
  });

  it('creates a PayPal order with a PayPal attempt and no PayWay form', async () => {
    const response = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ paymentMethod: 'paypal' }))
      .expect(201);
    expect(response.body.paymentData).toBeUndefined();
    const [payment] = await paymentRows(env.db, response.body.orderId);
    expect(payment).toMatchObject({ provider: 'paypal', method: 'paypal', status: 'created' });
    expect(payment.tran_id).toBe(`${response.body.orderNumber}P1`);
  });

  describe('Idempotency-Key', () => {
    it('turns 10 concurrent identical requests into one order, each answered with it', async () => {
      const body = orderBody();
      const key = `key-${Date.now()}`;
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          request(env.harness.url).post('/api/create-order').set('Idempotency-Key', key).send(body),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
      const ids = new Set(responses.map((response) => response.body.orderId));
      expect(ids.size).toBe(1);
      expect(new Set(responses.map((response) => response.body.accessToken)).size).toBe(1);
      expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(
        9,
      );
      const stored = await env.db.query('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [
        key,
      ]);
      expect(stored.rows[0].n).toBe(1);
      const [orderId] = [...ids] as string[];
      expect(await paymentRows(env.db, orderId)).toHaveLength(1);
      expect(await outboxEvents(env.db, 'order.created', orderId)).toBe(1);
    });

    it('refuses the same key with another request body', async () => {
      const body = orderBody();
      const key = `key-${Date.now()}-b`;
      await request(env.harness.url)
        .post('/api/create-order')
        .set('Idempotency-Key', key)
        .send(body)
        .expect(201);
      const other = await request(env.harness.url)
        .post('/api/create-order')
        .set('Idempotency-Key', key)
        .send({ ...body, items: [{ packageId: FIXED_ID, quantity: 2 }], totalAmount: '20.00' })
        .expect(422);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });
  });
});
