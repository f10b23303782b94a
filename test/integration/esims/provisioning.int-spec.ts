import { JobProducer, SecretBox } from '@app/core';
import { EsimReader, ProvisioningRecovery } from '@app/esims';
import {
  EsimsEnv,
  esimRows,
  orderStatus,
  paidOrder,
  providerOrderRows,
  resetSandbox,
  roamesimFaults,
  sandboxOrderCount,
  startEsimsEnv,
  until,
  waitForOrder,
} from './support';

describe('provisioning: a confirmed payment becomes a RoameSIM eSIM', () => {
  let env: EsimsEnv;

  beforeAll(async () => {
    env = await startEsimsEnv();
  });
  afterAll(async () => env?.close());
  beforeEach(async () => resetSandbox(env.harness));

  it('orders once, stores the card data and completes the order with the esim_ready email', async () => {
    const before = await sandboxOrderCount(env.harness);
    const order = await paidOrder(env);
    await waitForOrder(env.db, order.orderId, 'completed');
    const [esim, ...others] = await esimRows(env.db, order.orderId);
    expect(others).toEqual([]);
    expect(esim).toMatchObject({
      status: 'not_installed',
      destination: 'Cambodia',
      country_code: 'KH',
      plan: 'Cambodia 1GB 7 Days',
      data: '1GB',
      data_mb: 1024,
      is_day_pass: false,
      api_code: '101-0-7-1-G',
      hidden_at: null,
    });
    expect(esim.iccid).toMatch(/^89852\d{14}$/);
    // Stored sealed under SECRETS_KEY; opened, the LPA holds the SM-DP+ address and the code.
    const box = new SecretBox(env.harness.config.security.secretsKey);
    expect(box.open(String(esim.lpa))).toBe(
      `LPA:1$${String(esim.smdp_address)}$${box.open(String(esim.activation_code))}`,
    );
    expect(esim.provider_order_number).toMatch(/^EP\d{8}\d{6}$/);
    expect(esim.activate_before).toBeInstanceOf(Date);
    const [line] = await providerOrderRows(env.db, order.orderId);
    expect(line).toMatchObject({
      state: 'delivered',
      provider_order_number: esim.provider_order_number,
      lease_owner: null,
    });
    expect(await env.harness.api!.get(EsimReader).firstEsimId(order.orderId)).toBe(esim.id);
    expect(await sandboxOrderCount(env.harness)).toBe(before + 1);
    const mail = await env.db.query(`SELECT kind, recipient FROM notification WHERE subject_id = $1`, [
      order.orderId,
    ]);
    expect(mail.rows).toEqual([{ kind: 'esim_ready', recipient: 'sok@example.com' }]);
    const events = await env.db.query(
      `SELECT type FROM outbox_event WHERE payload->>'orderId' = $1 ORDER BY id`,
      [order.orderId],
    );
    expect(events.rows.map((row) => row.type)).toEqual(
      expect.arrayContaining(['payment.confirmed', 'esim.provisioning_changed', 'esim.provisioned']),
    );
  });

  it('a line of two eSIMs is one provider order with two eSIMs; a DayPass orders its days', async () => {
    const before = await sandboxOrderCount(env.harness);
    const order = await paidOrder(env, {
      lines: [
        { pkg: 'fixed', quantity: 2 },
        { pkg: 'dayPass', days: 5 },
      ],
    });
    await waitForOrder(env.db, order.orderId, 'completed');
    const esims = await esimRows(env.db, order.orderId);
    expect(esims).toHaveLength(3);
    expect(new Set(esims.map((esim) => esim.iccid)).size).toBe(3);
    const dayPass = esims.find((esim) => esim.is_day_pass);
    expect(dayPass).toMatchObject({ custom_days: 5, data: '500MB', used_mb: null });
    expect(await providerOrderRows(env.db, order.orderId)).toHaveLength(2);
    expect(await sandboxOrderCount(env.harness)).toBe(before + 2);
  });

  it('waits for card data that arrives late (getOrderInfo polled)', async () => {
    await resetSandbox(env.harness, { cardDelayMs: 1500 });
    const order = await paidOrder(env);
    await until(
      async () => ((await orderStatus(env.db, order.orderId)).status === 'processing' ? true : undefined),
      'processing',
    );
    await waitForOrder(env.db, order.orderId, 'completed');
    expect(await esimRows(env.db, order.orderId)).toHaveLength(1);
  });

  it('provider 5xx twice, then success: exactly one eSIM and one provider order', async () => {
    const before = await sandboxOrderCount(env.harness);
    roamesimFaults(env.harness).failNext = 2;
    const order = await paidOrder(env);
    await waitForOrder(env.db, order.orderId, 'completed', 45_000);
    expect(roamesimFaults(env.harness).failNext).toBe(0);
    expect(await esimRows(env.db, order.orderId)).toHaveLength(1);
    const lines = await providerOrderRows(env.db, order.orderId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ failures: 2, retry_at: null, state: 'delivered' });
    expect(await sandboxOrderCount(env.harness)).toBe(before + 1);
  });

  it('the provider times out after committing: still exactly one provider order', async () => {
    const before = await sandboxOrderCount(env.harness);
    roamesimFaults(env.harness).timeoutNext = 1;
    const order = await paidOrder(env);
    await waitForOrder(env.db, order.orderId, 'completed', 45_000);
    expect(roamesimFaults(env.harness).timeoutNext).toBe(0);
    expect(await sandboxOrderCount(env.harness)).toBe(before + 1);
    expect(await esimRows(env.db, order.orderId)).toHaveLength(1);
    const [line] = await providerOrderRows(env.db, order.orderId);
    expect(line.state).toBe('delivered');
  });

  it('insufficient balance: the order needs attention with its reason at once, and an admin retry completes it', async () => {
    await resetSandbox(env.harness, { insufficientBalance: true });
    const order = await paidOrder(env);
    await waitForOrder(env.db, order.orderId, 'needs_attention');
    const failed = await orderStatus(env.db, order.orderId);
    expect(failed.failure_reason).toMatch(/could not issue your eSIM/);
    const [line] = await providerOrderRows(env.db, order.orderId);
    expect(line).toMatchObject({
      state: 'failed',
      failure_code: 'PROVIDER_BALANCE',
      provider_order_number: null,
    });
    expect(String(line.last_error)).toMatch(/Insufficient balance/);
    expect(line.failures).toBe(0); // a permanent refusal is not retried on the schedule
    expect(await esimRows(env.db, order.orderId)).toEqual([]);
    const mail = await env.db.query(`SELECT kind FROM notification WHERE subject_id = $1`, [order.orderId]);
    expect(mail.rows).toEqual([{ kind: 'order_failed' }]);

    await resetSandbox(env.harness);
    const recovery = env.harness.worker!.get(ProvisioningRecovery);
    expect(await recovery.retry(order.orderId)).toBe(true);
    expect(await recovery.retry(order.orderId)).toBe(false);
    await waitForOrder(env.db, order.orderId, 'completed');
    expect((await orderStatus(env.db, order.orderId)).failure_reason).toBeNull();
    expect(await esimRows(env.db, order.orderId)).toHaveLength(1);
  });

  it('an unknown package needs attention at once with its reason', async () => {
    const order = await paidOrder(env, { lines: [{ pkg: 'unknown' }] });
    await waitForOrder(env.db, order.orderId, 'needs_attention');
    const [line] = await providerOrderRows(env.db, order.orderId);
    expect(line.failure_code).toBe('PACKAGE_UNAVAILABLE');
  });

  it('the same payment.confirmed twice, and the sweeper running alongside, still order once', async () => {
    const before = await sandboxOrderCount(env.harness);
    const order = await paidOrder(env);
    const duplicate = await env.db.query(
      `INSERT INTO outbox_event (type, payload) VALUES ('payment.confirmed', $1::jsonb) RETURNING id`,
      [JSON.stringify({ orderId: order.orderId, paymentId: order.paymentId })],
    );
    await waitForOrder(env.db, order.orderId, 'completed');
    // the duplicate has been handed to its handlers, and the sweeper finds nothing to re-queue
    await until(async () => {
      const rows = await env.db.query('SELECT published_at FROM outbox_event WHERE id = $1', [
        duplicate.rows[0].id,
      ]);
      return rows.rows[0].published_at ? true : undefined;
    }, 'the duplicate event to be handled');
    expect(await env.harness.worker!.get(ProvisioningRecovery).sweep()).toBe(0);
    const queue = env.harness.worker!.get(JobProducer).queue('provisioning');
    const ours = await until(async () => {
      const runs = (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).filter(
        (job) => job?.data.orderId === order.orderId,
      );
      return runs.length > 0 && runs.every((job) => job.finishedOn !== undefined) ? runs : undefined;
    }, 'the order’s provisioning runs to finish');
    expect(ours.map((job) => job.returnvalue)).toEqual(['done']);
    expect(await sandboxOrderCount(env.harness)).toBe(before + 1);
    expect(await esimRows(env.db, order.orderId)).toHaveLength(1);
  });

  it('a paid order whose event was lost is healed by the sweeper', async () => {
    const order = await paidOrder(env, { event: false });
    const recovery = env.harness.worker!.get(ProvisioningRecovery);
    expect(await recovery.sweep()).toBe(0); // too fresh: its own job may still be on the way
    await env.db.query(`UPDATE orders SET updated_at = now() - interval '10 minutes' WHERE id = $1`, [
      order.orderId,
    ]);
    expect(await recovery.sweep()).toBe(1);
    await waitForOrder(env.db, order.orderId, 'completed');
    expect(await esimRows(env.db, order.orderId)).toHaveLength(1);
  });

  it('card data slower than one run: the run lets go, a later run finishes, nothing is ordered twice', async () => {
    await resetSandbox(env.harness, { cardDelayMs: 22_000 });
    const before = await sandboxOrderCount(env.harness);
    const order = await paidOrder(env);
    const waited = await until(async () => {
      const [line] = await providerOrderRows(env.db, order.orderId);
      return line && Number(line.card_polls) >= 1 ? line : undefined;
    }, 'the first run to let go of the line');
    expect(waited).toMatchObject({ state: 'ordered', lease_owner: null });
    await waitForOrder(env.db, order.orderId, 'completed', 60_000);
    expect(await sandboxOrderCount(env.harness)).toBe(before + 1);
    expect(await esimRows(env.db, order.orderId)).toHaveLength(1);
  }, 90_000);
});
