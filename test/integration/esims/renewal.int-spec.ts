import { JobProducer } from '@app/core';
import { ROAMESIM_CLIENT } from '@app/catalogue';
import type { RoamesimClient } from '@app/providers';
import request from 'supertest';
import { signedInCustomer, TestUser } from '../accounts/accounts-client';
import { payAtGateway, postFormToGateway } from '../payments/support/payments-harness';
import {
  control,
  EsimsEnv,
  orderStatus,
  paidOrder,
  PACKAGES,
  providerOrderRows,
  resetSandbox,
  roamesimFaults,
  sandboxOrderCount,
  startEsimsEnv,
  until,
  waitForOrder,
} from './support';

describe('renewal (top-up) of an eSIM: options, prepare-renewal, payment, one renewal at RoameSIM', () => {
  let env: EsimsEnv;
  let alice: TestUser;
  let bob: TestUser;

  const as = (user: TestUser, method: 'get' | 'post', path: string) =>
    request(env.harness.url)[method](path).set('origin', env.harness.url).set('cookie', user.cookie);

  /** A delivered eSIM of `owner`, installed at the sandbox (so its plans have dates). */
  async function ownedEsim(owner: TestUser): Promise<{ esimId: string; orderNumber: string; iccid: string }> {
    const order = await paidOrder(env, { userId: owner.id, email: owner.email, phone: owner.phone });
    await waitForOrder(env.db, order.orderId, 'completed');
    const rows = await env.db.query('SELECT id, iccid FROM esim WHERE order_id = $1', [order.orderId]);
    const { id, iccid } = rows.rows[0] as { id: string; iccid: string };
    await control(env.harness, 'POST', '/__control/roamesim/install', { iccid });
    // the sync reads the running plan: the expiry is now its end (7 days), no longer the install-by date
    await as(owner, 'post', `/api/esims/${id}/sync-status`).expect(202);
    await until(async () => {
      const row = await env.db.query('SELECT expires_at FROM esim WHERE id = $1', [id]);
      const expiresAt = row.rows[0].expires_at as Date | null;
      return expiresAt && expiresAt.getTime() < Date.now() + 8 * 86_400_000 ? true : undefined;
    }, 'the installed eSIM synced');
    return { esimId: id, orderNumber: order.orderNumber, iccid };
  }

  const topUps = async (esimId: string) =>
    (await env.db.query('SELECT * FROM top_up WHERE esim_id = $1', [esimId])).rows as Record<
      string,
      unknown
    >[];

  beforeAll(async () => {
    env = await startEsimsEnv();
    alice = await signedInCustomer(env.harness, '10.0.7.1');
    bob = await signedInCustomer(env.harness, '10.0.7.2');
    // a package of another destination (another SKU) and a non-renewable one: never offered
    await env.db.query(
      `INSERT INTO package (id, price_id, api_code, sku_id, destination, country_code, name, data, unit, data_mb,
         days, is_day_pass, wholesale_cents, retail_cents, renewable, is_available)
       VALUES (9201, 9201, '202-0-7-1-G', 202, 'Thailand', 'TH', 'Thailand 1GB 7 Days', '1GB', 'GB', 1024, 7,
         false, 100, 400, true, true),
              (9202, 9202, '101-0-30-20-G', 101, 'Cambodia', 'KH', 'Cambodia 20GB 30 Days', '20GB', 'GB', 20480,
         30, false, 100, 2000, false, true)`,
    );
    // the day pass's retail price is not whole dollars: its one-day unit is rounded up (as bought)
    await env.db.query('UPDATE package SET retail_cents = 250 WHERE id = $1', [PACKAGES.dayPass.id]);
  });
  afterAll(async () => env?.close());
  // simulated time at real speed and no data used: a renewal plan starts when the running one's 7 days end
  beforeEach(async () => resetSandbox(env.harness, { timeScale: 1, usageMbPerDay: 0 }));

  it('offers the renewable packages of the eSIM’s destination, priced by the server', async () => {
    const { esimId, orderNumber } = await ownedEsim(alice);
    for (const key of [orderNumber, esimId]) {
      const reply = await as(alice, 'get', `/api/esims/${key}/renewal-packages`).expect(200);
      expect(reply.body).toMatchObject({ success: true, esimId, orderNumber });
      const options = reply.body.renewalOptions as Record<string, unknown>[];
      expect(options.map((option) => option.id)).toEqual([
        PACKAGES.fixed.id,
        PACKAGES.unknown.id,
        PACKAGES.dayPass.id,
      ]);
      expect(options[0]).toMatchObject({ price: '5.00', priceCents: 500, supportDaypass: false, days: 7 });
      expect(options[2]).toMatchObject({
        price: '3.00',
        priceCents: 300,
        supportDaypass: true,
        minDays: 1,
        maxDays: 30,
      });
    }
    await as(bob, 'get', `/api/esims/${esimId}/renewal-packages`).expect(404);
    await as(bob, 'get', `/api/esims/${orderNumber}/renewal-packages`).expect(404);
  });

  it('prepare-renewal is owner-only, validated, and prices the order itself (DayPass: unit × days)', async () => {
    const { esimId, orderNumber } = await ownedEsim(alice);
    const prepare = (user: TestUser, body: object, key = orderNumber) =>
      as(user, 'post', `/api/esims/${key}/prepare-renewal`).send(body);

    await prepare(bob, { packageId: PACKAGES.fixed.id }).expect(404);
    await prepare(bob, { packageId: PACKAGES.fixed.id }, esimId).expect(404);
    const missing = await prepare(alice, {}).expect(400);
    expect(missing.body.message).toEqual(expect.stringContaining('packageId'));
    const foreign = await prepare(alice, { packageId: 9201 }).expect(400);
    expect(foreign.body).toMatchObject({ code: 'UNKNOWN_PACKAGE' });
    expect(foreign.body.message).toEqual(expect.stringContaining('packageId'));
    await prepare(alice, { packageId: 9202 }).expect(400);
    const tooLong = await prepare(alice, { packageId: PACKAGES.dayPass.id, daypassDays: 31 }).expect(400);
    expect(tooLong.body.message).toEqual(expect.stringContaining('daypassDays'));
    const priced = await prepare(alice, { packageId: PACKAGES.fixed.id, price: 0.01 }).expect(400);
    expect(priced.body.message).toEqual(expect.stringContaining('price'));

    const dayPass = await prepare(alice, { packageId: PACKAGES.dayPass.id, daypassDays: 7 }).expect(201);
    expect(dayPass.body.renewalOrder).toMatchObject({ amount: '21.00', originalOrder: orderNumber, esimId });
    const byDefault = await prepare(alice, { packageId: PACKAGES.dayPass.id }).expect(201);
    expect(byDefault.body.renewalOrder.amount).toBe('21.00');
    const fixed = await prepare(alice, { packageId: PACKAGES.fixed.id }, esimId).expect(201);
    const { orderId, orderNumber: renewalNumber, payWayTransactionId, amount } = fixed.body.renewalOrder;
    expect(amount).toBe('5.00');
    expect(payWayTransactionId).toMatch(new RegExp(`^${renewalNumber}C1$`));
    const order = (await env.db.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];
    expect(order).toMatchObject({
      kind: 'topup',
      status: 'pending',
      target_esim_id: esimId,
      user_id: alice.id,
      total_cents: 500,
    });
    const [attempt] = (await env.db.query('SELECT * FROM payment WHERE order_id = $1', [orderId])).rows;
    expect(attempt).toMatchObject({ method: 'checkout', status: 'pending', amount_cents: 500 });
  });

  it('a paid renewal tops the eSIM up once, even with payment.confirmed delivered twice', async () => {
    const { esimId, orderNumber } = await ownedEsim(alice);
    const before = (await env.db.query('SELECT expires_at FROM esim WHERE id = $1', [esimId])).rows[0];
    const prepared = await as(alice, 'post', `/api/esims/${orderNumber}/prepare-renewal`)
      .send({ packageId: PACKAGES.fixed.id })
      .expect(201);
    const { orderId, payWayTransactionId } = prepared.body.renewalOrder;
    // the checkout's renewal mode: the stored order's signed form, paid at the gateway
    const form = await as(alice, 'post', '/api/payway/generate-popup-form')
      .send({ transactionId: payWayTransactionId, orderNumber: prepared.body.renewalOrder.orderNumber })
      .expect(200);
    expect(form.body.amount).toBe('5.00');
    const orders = await sandboxOrderCount(env.harness);
    await postFormToGateway({ paymentData: { form: form.body.form } } as never);
    payAtGateway(env.harness, payWayTransactionId);
    await request(env.harness.url).post(`/api/payway/check-transaction/${payWayTransactionId}`).expect(200);
    await waitForOrder(env.db, orderId, 'completed');

    const paymentId = (await env.db.query('SELECT id FROM payment WHERE order_id = $1', [orderId])).rows[0]
      .id;
    await env.db.query(`INSERT INTO outbox_event (type, payload) VALUES ('payment.confirmed', $1::jsonb)`, [
      JSON.stringify({ orderId, paymentId }),
    ]);
    await env.db.query(`SELECT pg_notify('outbox_event', 'payment.confirmed')`);
    await until(
      async () =>
        (
          await env.db.query(
            `SELECT 1 FROM outbox_event WHERE type = 'payment.confirmed' AND payload->>'orderId' = $1
               AND published_at IS NULL`,
            [orderId],
          )
        ).rowCount === 0 || undefined,
      'the second payment.confirmed delivered',
    );
    await env.harness
      .worker!.get(JobProducer)
      .enqueue('esim.provision', { orderId }, { jobId: `provision:${orderId}:again` });
    await until(async () => {
      const job = await env.harness
        .worker!.get(JobProducer)
        .queue('provisioning')
        .getJob(`provision_${orderId}_again`);
      return job && (await job.isCompleted()) ? true : undefined;
    }, 'the repeated run');

    expect(await sandboxOrderCount(env.harness)).toBe(orders + 1);
    const [topUp, ...more] = await topUps(esimId);
    expect(more).toEqual([]);
    const [line] = await providerOrderRows(env.db, orderId);
    expect(line).toMatchObject({ kind: 'topup', state: 'delivered' });
    expect(topUp).toMatchObject({
      order_id: orderId,
      provider_order_number: line.provider_order_number,
      data: '1GB',
      data_mb: 1024,
      days_added: 7,
    });
    const after = (await env.db.query('SELECT expires_at FROM esim WHERE id = $1', [esimId])).rows[0];
    const added = (after.expires_at as Date).getTime() - (before.expires_at as Date).getTime();
    expect(added).toBeGreaterThan(6 * 86_400_000);
    expect(added).toBeLessThanOrEqual(8 * 86_400_000);

    const view = await as(alice, 'get', `/api/esims/${esimId}`).expect(200);
    expect(view.body).toMatchObject({ topUpCount: 1, expiresAt: (after.expires_at as Date).toISOString() });
    const ours = (await env.db.query('SELECT order_number FROM orders WHERE id = $1', [orderId])).rows[0];
    // the customer's reference is our order number; RoameSIM's stays as technical information
    expect(view.body.topUps[0]).toMatchObject({
      orderNumber: ours.order_number,
      providerOrderNumber: line.provider_order_number,
      daysAdded: 7,
    });
    const listed = await as(alice, 'get', `/api/esims/${esimId}/topups`).expect(200);
    expect(listed.body.topUps).toHaveLength(1);
    const mail = await env.db.query('SELECT kind, payload FROM notification WHERE subject_id = $1', [
      orderId,
    ]);
    expect(mail.rows).toEqual([{ kind: 'topup_ready', payload: expect.anything() }]);
    // the email names the destination as the eSIM's page does, in Khmer too
    expect(view.body.destinationKm).not.toBe('');
    expect(mail.rows[0].payload).toMatchObject({
      destination: view.body.destination,
      destinationKm: view.body.destinationKm,
      isDayPass: false,
    });
  });

  it('a worker that died after renewing at RoameSIM: the next run finds the renewal, renews nothing more', async () => {
    const { esimId, iccid } = await ownedEsim(alice);
    const order = await paidOrder(env, {
      userId: alice.id,
      lines: [{ pkg: 'fixed' }],
      targetEsimId: esimId,
      event: false,
    });
    const [itemId] = order.itemIds;
    // the dead run: it held the line, called renewCard (committed at RoameSIM), and never heard back
    await env.db.query(
      `INSERT INTO provider_order (order_id, order_item_id, kind, quantity, lease_owner, lease_until, attempts)
       VALUES ($1, $2, 'topup', 1, gen_random_uuid(), now() - interval '1 minute', 1)`,
      [order.orderId, itemId],
    );
    await env.db.query(`UPDATE orders SET status = 'processing' WHERE id = $1`, [order.orderId]);
    const roamesim = env.harness.worker!.get<RoamesimClient>(ROAMESIM_CLIENT);
    const renewed = await roamesim.renewCardByApiCode({
      iccid,
      apiCode: PACKAGES.fixed.apiCode,
      otherOrderId: order.orderId,
      otherItemId: itemId,
    });
    const orders = await sandboxOrderCount(env.harness);
    await env.harness
      .worker!.get(JobProducer)
      .enqueue('esim.provision', { orderId: order.orderId }, { jobId: `provision:${order.orderId}:restart` });
    await waitForOrder(env.db, order.orderId, 'completed');
    expect(await sandboxOrderCount(env.harness)).toBe(orders);
    const [line] = await providerOrderRows(env.db, order.orderId);
    expect(line).toMatchObject({ state: 'delivered', provider_order_number: renewed.orderNum });
    expect(await topUps(esimId)).toEqual([
      expect.objectContaining({ order_id: order.orderId, provider_order_number: renewed.orderNum }),
    ]);
  });

  it('the renewal times out after RoameSIM committed it: still one renewal', async () => {
    const { esimId } = await ownedEsim(alice);
    const orders = await sandboxOrderCount(env.harness);
    roamesimFaults(env.harness).timeoutNext = 1;
    const order = await paidOrder(env, { userId: alice.id, targetEsimId: esimId });
    await waitForOrder(env.db, order.orderId, 'completed', 45_000);
    expect(roamesimFaults(env.harness).timeoutNext).toBe(0);
    expect(await sandboxOrderCount(env.harness)).toBe(orders + 1);
    expect(await topUps(esimId)).toHaveLength(1);
  });

  it('RoameSIM failing every call: the renewal is retried on its schedule, then needs attention with its reason', async () => {
    const { esimId } = await ownedEsim(alice);
    const orders = await sandboxOrderCount(env.harness);
    roamesimFaults(env.harness).errorRate = 1;
    const order = await paidOrder(env, { userId: alice.id, email: alice.email, targetEsimId: esimId });
    await waitForOrder(env.db, order.orderId, 'needs_attention', 60_000);
    roamesimFaults(env.harness).errorRate = 0;
    expect(await orderStatus(env.db, order.orderId)).toEqual({
      status: 'needs_attention',
      failure_reason: expect.stringMatching(/\S/),
    });
    const [line] = await providerOrderRows(env.db, order.orderId);
    // the first try and one per delay of the test's schedule (PROVISIONING_RETRY_SECONDS: 4 delays)
    expect(line).toMatchObject({
      state: 'failed',
      failure_code: 'PROVIDER_UNAVAILABLE',
      attempts: 5,
      failures: 5,
    });
    expect(await sandboxOrderCount(env.harness)).toBe(orders);
    expect(await topUps(esimId)).toEqual([]);
    const mail = await env.db.query('SELECT kind FROM notification WHERE subject_id = $1', [order.orderId]);
    expect(mail.rows).toEqual([{ kind: 'order_failed' }]);
  }, 90_000);
});
