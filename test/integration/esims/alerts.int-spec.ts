import { SecretBox } from '@app/core';
import { EsimSyncService } from '@app/esims';
import request from 'supertest';
import { PASSWORD, signedInCustomer, TestUser } from '../accounts/accounts-client';
import { startHarness, type Harness } from '../../support/harness';
import { approvedPaypalOrder, capturePaypal } from '../payments/support/paypal-flow';
import {
  control,
  EsimsEnv,
  listen,
  paidOrder,
  type PaidOrderOptions,
  resetSandbox,
  startEsimsEnv,
  until,
  waitForOrder,
} from './support';

/**
 * Usage and expiry alerts: one email and one push per threshold, eSIM and package period, however
 * many syncs run at once on however many workers; a top-up arms them again; an opt-out stops them.
 * And the rescue link they carry.
 */
describe('usage and expiry alerts, and the rescue top-up link', () => {
  let env: EsimsEnv;
  let second: Harness;
  let alice: TestUser;
  let bob: TestUser;

  const as = (user: TestUser, method: 'get' | 'post' | 'put', path: string) =>
    request(env.harness.url)[method](path).set('origin', env.harness.url).set('cookie', user.cookie);

  async function ownedEsim(
    owner: TestUser,
    lines?: PaidOrderOptions['lines'],
  ): Promise<{ esimId: string; iccid: string }> {
    const order = await paidOrder(env, { userId: owner.id, email: owner.email, phone: owner.phone, lines });
    await waitForOrder(env.db, order.orderId, 'completed');
    const rows = await env.db.query('SELECT id, iccid FROM esim WHERE order_id = $1', [order.orderId]);
    const { id, iccid } = rows.rows[0] as { id: string; iccid: string };
    await control(env.harness, 'POST', '/__control/roamesim/install', { iccid });
    await syncThreeTimesOnTwoWorkers(id);
    return { esimId: id, iccid };
  }

  /** Three syncs of one eSIM at the same moment: two on the first worker, one on the second. */
  const syncThreeTimesOnTwoWorkers = (esimId: string) =>
    Promise.all([
      env.harness.worker!.get(EsimSyncService, { strict: false }).syncOne(esimId),
      env.harness.worker!.get(EsimSyncService, { strict: false }).syncOne(esimId),
      second.worker!.get(EsimSyncService, { strict: false }).syncOne(esimId),
    ]);

  const emails = async (esimId: string) =>
    (
      await env.db.query(
        `SELECT dedupe_key, payload FROM notification WHERE kind = 'esim_alert' AND dedupe_key LIKE $1 ORDER BY created_at`,
        [`esim_alert:${esimId}:%`],
      )
    ).rows as { dedupe_key: string; payload: Record<string, unknown> }[];

  /** The pushes' source: every esim.alert event, once all are published. */
  const alertEvents = async (esimId: string) => {
    await until(async () => {
      const rows = await env.db.query(
        `SELECT count(*)::int AS n FROM outbox_event WHERE type = 'esim.alert' AND published_at IS NULL`,
      );
      return rows.rows[0].n === 0 ? true : undefined;
    }, 'alert events published');
    const rows = await env.db.query(
      `SELECT payload->>'kind' AS kind FROM outbox_event WHERE type = 'esim.alert' AND payload->>'esimId' = $1 ORDER BY created_at`,
      [esimId],
    );
    return rows.rows.map((row) => row.kind as string);
  };

  const rescueToken = (payload: Record<string, unknown>) =>
    env.harness
      .worker!.get(SecretBox, { strict: false })
      .open((payload.sealed as { rescueToken: string }).rescueToken);

  beforeAll(async () => {
    env = await startEsimsEnv();
    second = await startHarness({
      api: false,
      databaseUrl: env.harness.databaseUrl,
      env: {
        WORKER_QUEUES: 'esim-sync',
        ROAMESIM_BASE_URL: env.harness.sandbox!.url,
        PUBLIC_URL: env.harness.config.http.publicUrl,
        SESSION_SECRET: env.harness.config.security.sessionSecret,
      },
    });
    alice = await signedInCustomer(env.harness, '10.0.9.1');
    bob = await signedInCustomer(env.harness, '10.0.9.2');
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await env?.close();
  });
  beforeEach(async () => resetSandbox(env.harness, { timeScale: 1, usageMbPerDay: 0 }));

  it('80 %, 100 % and 24 h: one email and one push each under concurrent syncs on two workers; a top-up re-arms them', async () => {
    const pushes = await listen(env.harness, 'esim_alert', { cookie: alice.cookie });
    const { esimId, iccid } = await ownedEsim(alice);
    expect(await emails(esimId)).toHaveLength(0);

    // 850 of 1024 MB: past 80 %
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid, mb: 850 });
    await syncThreeTimesOnTwoWorkers(esimId);
    await syncThreeTimesOnTwoWorkers(esimId);
    const afterEighty = await emails(esimId);
    expect(afterEighty.map((row) => row.dedupe_key)).toEqual([expect.stringMatching(/:usage_80:/)]);
    expect(afterEighty[0].payload).toMatchObject({ alert: 'usage_80', esimId, usagePercent: 83 });
    // the email names the destination as the eSIM's page does, in Khmer too
    const page = (await as(alice, 'get', `/api/esims/${esimId}`).expect(200)).body;
    expect(page.destinationKm).not.toBe('');
    expect(afterEighty[0].payload).toMatchObject({
      destination: page.destination,
      destinationKm: page.destinationKm,
    });
    // the token is stored sealed, never in clear
    expect((afterEighty[0].payload.sealed as { rescueToken: string }).rescueToken).toMatch(/^enc:/);
    expect(JSON.stringify(afterEighty[0].payload)).not.toContain(rescueToken(afterEighty[0].payload));
    expect(await alertEvents(esimId)).toEqual(['usage_80']);
    await until(async () => (pushes.received.length >= 1 ? true : undefined), 'the push');
    expect(pushes.received.map((push) => (push.payload as { kind: string }).kind)).toEqual(['usage_80']);

    // used up: 100 %
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid, mb: 300 });
    await syncThreeTimesOnTwoWorkers(esimId);
    expect((await emails(esimId)).map((row) => row.dedupe_key)).toEqual([
      expect.stringMatching(/:usage_80:/),
      expect.stringMatching(/:usage_100:/),
    ]);
    expect(await alertEvents(esimId)).toEqual(['usage_80', 'usage_100']);

    // a top-up: a new allowance, every threshold armed again
    const topUp = await paidOrder(env, { userId: alice.id, email: alice.email, targetEsimId: esimId });
    await waitForOrder(env.db, topUp.orderId, 'completed');
    await syncThreeTimesOnTwoWorkers(esimId);
    expect(await emails(esimId)).toHaveLength(2);
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid, mb: 900 });
    await syncThreeTimesOnTwoWorkers(esimId);
    const rearmed = await emails(esimId);
    expect(rearmed.map((row) => row.dedupe_key)).toEqual([
      expect.stringMatching(/:usage_80:/),
      expect.stringMatching(/:usage_100:/),
      expect.stringMatching(/:usage_80:/),
    ]);
    expect(rearmed[2].dedupe_key).not.toBe(rearmed[0].dedupe_key);

    // 24 hours before the end: a one-day pass, installed now, ends within a day
    const dayPass = await ownedEsim(alice, [{ pkg: 'dayPass', days: 1 }]);
    await syncThreeTimesOnTwoWorkers(dayPass.esimId);
    expect((await emails(dayPass.esimId)).map((row) => row.dedupe_key.split(':')[2])).toEqual(['expiry_24h']);
    expect(await alertEvents(dayPass.esimId)).toEqual(['expiry_24h']);
    await until(async () => (pushes.received.length >= 4 ? true : undefined), 'four pushes');
    expect(pushes.received).toHaveLength(4);
    pushes.socket.close();
  }, 120_000);

  it('a kind turned off in Settings sends neither email nor push; the others still go', async () => {
    await as(bob, 'put', '/api/account/alert-preferences').send({ usage_80: false }).expect(200, {
      usage_80: false,
      usage_100: true,
      expiry_24h: true,
    });
    await as(bob, 'put', '/api/account/alert-preferences').send({ usage_80: 'no' }).expect(400);
    const { esimId, iccid } = await ownedEsim(bob);
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid, mb: 900 });
    await syncThreeTimesOnTwoWorkers(esimId);
    expect(await emails(esimId)).toHaveLength(0);
    expect(await alertEvents(esimId)).toEqual([]);
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid, mb: 200 });
    await syncThreeTimesOnTwoWorkers(esimId);
    expect((await emails(esimId)).map((row) => row.dedupe_key.split(':')[2])).toEqual(['usage_100']);
  });

  it('the rescue link shows one eSIM’s renewal options signed out, places its renewal, and is refused tampered, for another eSIM, expired or revoked', async () => {
    const carol = await signedInCustomer(env.harness, '10.0.9.3');
    const { esimId, iccid } = await ownedEsim(carol);
    const other = await ownedEsim(carol);
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid, mb: 900 });
    await syncThreeTimesOnTwoWorkers(esimId);
    const [email] = await emails(esimId);
    const token = rescueToken(email.payload);
    const api = request(env.harness.url);

    const view = await api.get(`/api/rescue/${esimId}`).query({ t: token }).expect(200);
    expect(view.body).toMatchObject({
      esimId,
      destination: 'Cambodia',
      destinationKm: 'កម្ពុជា',
      plan: 'Cambodia 1GB 7 Days',
      days: 7,
      isDayPass: false,
      usagePercent: 87.9,
    });
    expect(view.body.renewalOptions.length).toBeGreaterThan(0);
    expect(JSON.stringify(view.body)).not.toMatch(/activation|iccid|lpa|email|phone|Sok Dara/i);

    const option = view.body.renewalOptions.find((o: { supportDaypass: boolean }) => !o.supportDaypass);
    const placed = await api
      .post(`/api/rescue/${esimId}/renewal`)
      .set('origin', env.harness.url)
      .send({ t: token, packageId: option.id })
      .expect(201);
    expect(placed.body).toMatchObject({ amount: option.price, transactionId: expect.stringMatching(/C1$/) });
    const order = await env.db.query(
      'SELECT kind, user_id, target_esim_id, total_cents FROM orders WHERE id = $1',
      [placed.body.orderId],
    );
    expect(order.rows[0]).toEqual({
      kind: 'topup',
      user_id: carol.id,
      target_esim_id: esimId,
      total_cents: option.priceCents,
    });
    // the order's token reads its status without a session
    await api
      .get(`/api/orders/${placed.body.orderNumber}`)
      .query({ token: placed.body.accessToken })
      .expect(200);

    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const refused = await api.get(`/api/rescue/${esimId}`).query({ t: tampered }).expect(403);
    expect(refused.body.code).toBe('RESCUE_LINK_INVALID');
    await api.get(`/api/rescue/${other.esimId}`).query({ t: token }).expect(403);
    await api.get(`/api/rescue/${esimId}`).expect(400);

    await env.db.query(
      `UPDATE rescue_token SET expires_at = now() - interval '1 second' WHERE esim_id = $1`,
      [esimId],
    );
    expect((await api.get(`/api/rescue/${esimId}`).query({ t: token }).expect(410)).body.code).toBe(
      'RESCUE_LINK_EXPIRED',
    );
    await env.db.query(`UPDATE rescue_token SET expires_at = now() + interval '7 days' WHERE esim_id = $1`, [
      esimId,
    ]);
    await api.get(`/api/rescue/${esimId}`).query({ t: token }).expect(200);

    // or by PayPal: the order's token creates PayPal's order, and the captured payment renews the eSIM
    const bad = await api
      .post(`/api/rescue/${esimId}/renewal`)
      .set('origin', env.harness.url)
      .send({ t: token, packageId: option.id, paymentMethod: 'stripe' })
      .expect(400);
    expect(bad.body.message).toMatch(/paymentMethod must be one of payway_khqr, paypal/);
    const byPaypal = await api
      .post(`/api/rescue/${esimId}/renewal`)
      .set('origin', env.harness.url)
      .send({ t: token, packageId: option.id, paymentMethod: 'paypal' })
      .expect(201);
    const paypalOrder = { orderId: byPaypal.body.orderId, accessToken: byPaypal.body.accessToken };
    const paypalOrderId = await approvedPaypalOrder(env.harness, paypalOrder);
    await capturePaypal(env.harness, paypalOrder, paypalOrderId).expect(200);
    await waitForOrder(env.db, byPaypal.body.orderId, 'completed');
    const renewed = await env.db.query(
      `SELECT o.payment_method, (SELECT count(*)::int FROM top_up t WHERE t.order_id = o.id) AS top_ups
       FROM orders o WHERE o.id = $1`,
      [byPaypal.body.orderId],
    );
    expect(renewed.rows[0]).toEqual({ payment_method: 'paypal', top_ups: 1 });

    // a password change revokes every link of the account
    await as(carol, 'post', '/api/auth/change-password')
      .send({ current: PASSWORD, new: 'Another#456', confirm: 'Another#456' })
      .expect(200);
    expect((await api.get(`/api/rescue/${esimId}`).query({ t: token }).expect(410)).body.code).toBe(
      'RESCUE_LINK_REVOKED',
    );
    await api
      .post(`/api/rescue/${esimId}/renewal`)
      .set('origin', env.harness.url)
      .send({ t: token, packageId: option.id })
      .expect(410);
  });
});
