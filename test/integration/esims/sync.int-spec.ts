import { RoamesimClient } from '@app/providers';
import { io } from 'socket.io-client';
import request from 'supertest';
import { EsimSyncJobs } from '../../../libs/esims/src/sync/esim-sync.jobs';
import { signedInCustomer, TestUser } from '../accounts/accounts-client';
import { control, EsimsEnv, listen, paidOrder, startEsimsEnv, until, waitForOrder } from './support';

type Esim = {
  id: string;
  iccid: string;
  status: string;
  provider_order_number: string;
  used_mb: number | null;
};

describe('status sync and pushes', () => {
  let env: EsimsEnv;
  let alice: TestUser;
  const sockets: { disconnect(): void }[] = [];

  const esim = async (id: string): Promise<Esim> =>
    (await env.db.query('SELECT * FROM esim WHERE id = $1', [id])).rows[0] as Esim;
  const post = (path: string, body: object = {}) =>
    request(env.harness.url).post(path).set('origin', env.harness.url).set('cookie', alice.cookie).send(body);

  /** A provisioned eSIM of Alice's, with a socket in her room collecting `event`. */
  async function provisioned(event = 'esim_status_update') {
    const listener = await listen(env.harness, event, { cookie: alice.cookie });
    sockets.push(listener.socket);
    const order = await paidOrder(env, { userId: alice.id });
    await waitForOrder(env.db, order.orderId, 'completed');
    const row = (await env.db.query('SELECT id FROM esim WHERE order_id = $1', [order.orderId])).rows[0];
    return { order, esimId: row.id as string, received: listener.received };
  }

  beforeAll(async () => {
    env = await startEsimsEnv();
    alice = await signedInCustomer(env.harness, '10.0.2.1');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await env?.close();
  });

  it('pushes esim_status_update to the customer’s room when her eSIM is provisioned', async () => {
    const { order, esimId, received } = await provisioned();
    const completed = (payload: unknown) => (payload as { orderStatus?: string }).orderStatus === 'completed';
    await until(
      async () => (received.some((event) => completed(event.payload)) ? true : undefined),
      'the push',
    );
    expect(received.map((event) => event.payload)).toContainEqual(
      expect.objectContaining({
        type: 'esim_status_update',
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        orderStatus: 'completed',
        esimId,
        status: 'not_installed',
      }),
    );
  });

  it('an install at the provider shows after a sync: active, activated, usage; owner told twice', async () => {
    const { esimId, received } = await provisioned();
    const done = await listen(env.harness, 'esim_status_sync_complete', { cookie: alice.cookie });
    sockets.push(done.socket);
    received.length = 0;
    const before = await esim(esimId);
    await control(env.harness, 'POST', '/__control/roamesim/install', { iccid: before.iccid });
    await control(env.harness, 'POST', '/__control/roamesim/advance', { hours: 24 });
    const reply = await post(`/api/esims/${esimId}/sync-status`).expect(202);
    expect(reply.body).toMatchObject({ success: true, syncQueued: true });
    await until(async () => (done.received.length > 0 ? true : undefined), 'sync complete');
    expect(done.received[0].payload).toMatchObject({ esimIds: [esimId], failed: 0 });
    const after = await esim(esimId);
    expect(after.status).toBe('active');
    expect(Number(after.used_mb)).toBeGreaterThan(0);
    expect((after as unknown as { activated_at: Date | null }).activated_at).toBeInstanceOf(Date);
    // the push goes out through the outbox relay, after the transaction: it may trail sync_complete
    await until(
      async () =>
        received.some((event) => (event.payload as { status?: string }).status === 'active') || undefined,
      'the esim_status_update push',
    );
    expect(received.map((event) => event.payload)).toContainEqual(
      expect.objectContaining({ esimId, status: 'active' }),
    );
    const usage = await request(env.harness.url)
      .get(`/api/esims/${esimId}/usage`)
      .set('cookie', alice.cookie)
      .expect(200);
    expect(usage.body.usagePercent).toBeGreaterThan(0);
    expect(usage.body.dataRemaining).toBeCloseTo(1024 - Number(after.used_mb), 1);
  });

  it('finds a renewal made at the provider and lists it as a top-up', async () => {
    const { esimId } = await provisioned();
    const row = await esim(esimId);
    const client = new RoamesimClient({ ...env.harness.config.roamesim, baseUrl: env.harness.sandbox!.url });
    const renewal = await client.renewCardByApiCode({ iccid: row.iccid, apiCode: '101-0-7-2-G' });
    const done = await listen(env.harness, 'esim_status_sync_complete', { cookie: alice.cookie });
    sockets.push(done.socket);
    await post(`/api/esims/${esimId}/sync-status`).expect(202);
    await until(async () => (done.received.length > 0 ? true : undefined), 'sync complete');
    const topUps = await request(env.harness.url)
      .get(`/api/esims/${esimId}/topups`)
      .set('cookie', alice.cookie)
      .expect(200);
    expect(topUps.body.topUps).toEqual([
      expect.objectContaining({
        orderNumber: renewal.orderNum,
        data: '2GB',
        dataTotalMb: 2048,
        daysAdded: 7,
      }),
    ]);
    const view = await request(env.harness.url)
      .get(`/api/esims/${esimId}`)
      .set('cookie', alice.cookie)
      .expect(200);
    expect(view.body.topUpCount).toBe(1);
  });

  it('sync-all syncs every live eSIM of the caller and says when it is done', async () => {
    const done = await listen(env.harness, 'esim_status_sync_complete', { cookie: alice.cookie });
    sockets.push(done.socket);
    const live = await env.db.query(
      `SELECT id FROM esim WHERE user_id = $1 AND hidden_at IS NULL AND status NOT IN ('expired', 'cancelled')`,
      [alice.id],
    );
    const reply = await post('/api/esims/sync-all-status', { phone: alice.phone }).expect(202);
    expect(reply.body).toEqual({ success: true, queued: live.rows.length });
    await until(async () => (done.received.length > 0 ? true : undefined), 'sync-all complete');
    const payload = done.received[0].payload as { esimIds: string[]; failed: number };
    expect(payload.esimIds.sort()).toEqual(live.rows.map((r) => r.id as string).sort());
    expect(payload.failed).toBe(0);
  });

  it('the periodic sweep syncs live eSIMs not synced lately; an expired eSIM leaves the sweep', async () => {
    const { esimId } = await provisioned();
    const row = await esim(esimId);
    await control(env.harness, 'POST', '/__control/roamesim/install', { iccid: row.iccid });
    await control(env.harness, 'POST', '/__control/roamesim/advance', { hours: 24 * 40 });
    await env.db.query(`UPDATE esim SET last_synced_at = now() - interval '2 hours'`);
    await env.harness.worker!.get(EsimSyncJobs).sweep();
    await until(
      async () => ((await esim(esimId)).status === 'expired' ? true : undefined),
      'expired after the sweep',
    );
    const due = await env.db.query(
      `SELECT count(*)::int AS n FROM esim WHERE id = $1 AND status NOT IN ('expired', 'cancelled')`,
      [esimId],
    );
    expect(due.rows[0].n).toBe(0);
  });

  it('complete-esim answers by RoameSIM’s order number too, with code "0"', async () => {
    const { esimId } = await provisioned();
    const row = await esim(esimId);
    const reply = await request(env.harness.url)
      .get(`/api/complete-esim/orders/${row.provider_order_number}`)
      .set('cookie', alice.cookie)
      .expect(200);
    expect(reply.body).toMatchObject({ code: '0', data: { syncQueued: true } });
    expect(reply.body.data.esims.map((e: { id: string }) => e.id)).toEqual([esimId]);
  });

  it('pushes to the browser session that placed the order, and to no other socket', async () => {
    const stranger = await listen(env.harness, 'esim_status_update', {});
    sockets.push(stranger.socket);
    // a socket that announces its browser session at connect joins that session's room
    const placing = io(env.harness.url, {
      path: '/ws',
      transports: ['websocket'],
      auth: { sessionId: 'pushsession0001' },
    });
    sockets.push(placing);
    const received: unknown[] = [];
    placing.on('esim_status_update', (payload: unknown) => received.push(payload));
    await new Promise<void>((resolve) => placing.once('connect', () => resolve()));
    const order = await paidOrder(env, { userId: null, sessionId: 'pushsession0001' });
    await waitForOrder(env.db, order.orderId, 'completed');
    await until(async () => (received.length > 0 ? true : undefined), 'the session push');
    expect(received[0]).toMatchObject({ orderId: order.orderId, orderNumber: order.orderNumber });
    expect(stranger.received).toEqual([]);
  });
});
