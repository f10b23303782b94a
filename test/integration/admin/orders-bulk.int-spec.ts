import { ORDER_BULK_LIMIT } from '@app/contracts';
import { signedInAdmin, TestUser } from '../accounts/accounts-client';
import { EsimsEnv, paidOrder, resetSandbox, startEsimsEnv, waitForOrder } from '../esims/support';
import { as } from './admin-support';

const HOUR_MS = 3_600_000;
const UNKNOWN = 'DL000000NOPE';

/** Marks an order's first esim_ready email as delivered (the test's worker queues emails, it does not send them). */
const firstEmailSent = (env: EsimsEnv, orderId: string) =>
  env.db.query(
    `UPDATE notification SET state = 'sent', sent_at = now() WHERE kind = 'esim_ready' AND subject_id = $1`,
    [orderId],
  );

const instructionEmails = async (env: EsimsEnv, orderId: string): Promise<string[]> =>
  (
    await env.db.query(
      `SELECT recipient FROM notification WHERE kind = 'esim_instructions' AND subject_id LIKE $1 ORDER BY created_at`,
      [`${orderId}:%`],
    )
  ).rows.map((row: { recipient: string }) => row.recipient);

const audited = async (env: EsimsEnv, action: string): Promise<{ target_id: string; actor_id: string }[]> =>
  (await env.db.query('SELECT target_id, actor_id FROM admin_audit WHERE action = $1 ORDER BY id', [action]))
    .rows;

const byOrder = (body: { results: { orderNumber: string; message: string }[] }) =>
  Object.fromEntries(body.results.map((result) => [result.orderNumber, result]));

describe('admin orders: bulk resend of the eSIM email and bulk retry of provisioning', () => {
  let env: EsimsEnv;
  let owner: TestUser;
  let support: TestUser;
  let finance: TestUser;

  beforeAll(async () => {
    env = await startEsimsEnv();
    owner = await signedInAdmin(env.harness);
    support = await signedInAdmin(env.harness, 'support');
    finance = await signedInAdmin(env.harness, 'finance');
  });
  afterAll(async () => env?.close());
  beforeEach(async () => resetSandbox(env.harness));

  it('resends the email of the orders with delivered eSIMs once each, and skips the others with their reasons', async () => {
    const delivered = await paidOrder(env, { email: 'first.buyer@example.com' });
    const pending = await paidOrder(env, { email: 'second.buyer@example.com' });
    const noEmail = await paidOrder(env, { email: null });
    for (const order of [delivered, pending, noEmail]) await waitForOrder(env.db, order.orderId, 'completed');
    await firstEmailSent(env, delivered.orderId);
    await resetSandbox(env.harness, { insufficientBalance: true });
    const failed = await paidOrder(env);
    await waitForOrder(env.db, failed.orderId, 'needs_attention');

    const asked = [
      delivered.orderNumber,
      pending.orderNumber,
      noEmail.orderNumber,
      failed.orderNumber,
      UNKNOWN,
      delivered.orderNumber.toLowerCase(),
    ];
    const startedAt = Date.now();
    const reply = await as(env.harness, support)
      .post('/api/admin/orders/bulk/resend-esim-email', { orderNumbers: asked })
      .expect(200);
    expect(reply.body).toMatchObject({ action: 'resend-esim-email', done: 1, skipped: 4 });
    // Each order once, in the order asked (the repeated number, in lower case, is the same order).
    expect(reply.body.results.map((result: { orderNumber: string }) => result.orderNumber)).toEqual(
      asked.slice(0, 5),
    );
    const results = byOrder(reply.body);
    expect(results[delivered.orderNumber]).toEqual({
      orderNumber: delivered.orderNumber,
      outcome: 'done',
      message: 'eSIM email queued for first.buyer@example.com',
    });
    expect(results[pending.orderNumber]).toMatchObject({ outcome: 'skipped', code: 'EMAIL_PENDING' });
    expect(results[noEmail.orderNumber]).toMatchObject({ outcome: 'skipped', code: 'NO_EMAIL' });
    expect(results[failed.orderNumber]).toMatchObject({ outcome: 'skipped', code: 'NO_ESIM' });
    expect(results[UNKNOWN]).toMatchObject({ outcome: 'skipped', code: 'NOT_FOUND' });
    for (const skipped of [pending, noEmail, failed])
      expect(results[skipped.orderNumber].message).toMatch(/\w/);

    expect(await instructionEmails(env, delivered.orderId)).toEqual(['first.buyer@example.com']);
    for (const skipped of [pending, noEmail, failed])
      expect(await instructionEmails(env, skipped.orderId)).toEqual([]);
    expect(await audited(env, 'order.resend_esim_email')).toEqual([
      { target_id: delivered.orderNumber, actor_id: support.id },
    ]);
    const timeline = await as(env.harness, owner)
      .get(`/api/admin/orders/${delivered.orderNumber}/timeline`)
      .expect(200);
    expect(
      timeline.body.entries.filter(
        (entry: { kind: string; data: { action?: string } }) =>
          entry.kind === 'admin.action' && entry.data.action === 'order.resend_esim_email',
      ),
    ).toHaveLength(1);

    // Asked again within the hour: the same rule as the customer's own button, one email an hour.
    const again = await as(env.harness, support)
      .post('/api/admin/orders/bulk/resend-esim-email', { orderNumbers: [delivered.orderNumber] })
      .expect(200);
    const sameHour = Math.floor(startedAt / HOUR_MS) === Math.floor(Date.now() / HOUR_MS);
    expect(again.body.results[0]).toMatchObject(
      sameHour ? { outcome: 'skipped', code: 'SENT_THIS_HOUR' } : { outcome: 'done' },
    );
    expect(await instructionEmails(env, delivered.orderId)).toHaveLength(sameHour ? 1 : 2);
    expect(await audited(env, 'order.resend_esim_email')).toHaveLength(sameHour ? 1 : 2);
  });

  it('retries the failed purchases once each through the single retry, and skips the others', async () => {
    const completed = await paidOrder(env);
    await waitForOrder(env.db, completed.orderId, 'completed');
    await resetSandbox(env.harness, { insufficientBalance: true });
    const failedA = await paidOrder(env);
    const failedB = await paidOrder(env);
    await waitForOrder(env.db, failedA.orderId, 'needs_attention');
    await waitForOrder(env.db, failedB.orderId, 'needs_attention');
    await resetSandbox(env.harness);
    const before = (await audited(env, 'order.retry_provisioning')).length;

    const reply = await as(env.harness, owner)
      .post('/api/admin/orders/bulk/retry-provisioning', {
        orderNumbers: [failedA.orderNumber, completed.orderNumber, UNKNOWN, failedB.orderNumber],
      })
      .expect(200);
    expect(reply.body).toMatchObject({ action: 'retry-provisioning', done: 2, skipped: 2 });
    const results = byOrder(reply.body);
    expect(results[failedA.orderNumber]).toMatchObject({ outcome: 'done' });
    expect(results[failedB.orderNumber]).toMatchObject({ outcome: 'done' });
    expect(results[completed.orderNumber]).toEqual({
      orderNumber: completed.orderNumber,
      outcome: 'skipped',
      code: 'ORDER_NOT_RETRYABLE',
      message: `Only a failed purchase can be retried; order ${completed.orderNumber} is completed`,
    });
    expect(results[UNKNOWN]).toMatchObject({ outcome: 'skipped', code: 'NOT_FOUND' });

    await waitForOrder(env.db, failedA.orderId, 'completed');
    await waitForOrder(env.db, failedB.orderId, 'completed');
    expect(
      (await audited(env, 'order.retry_provisioning')).slice(before).map((row) => row.target_id),
    ).toEqual([failedA.orderNumber, failedB.orderNumber]);

    const again = await as(env.harness, owner)
      .post('/api/admin/orders/bulk/retry-provisioning', { orderNumbers: [failedA.orderNumber] })
      .expect(200);
    expect(again.body).toMatchObject({
      done: 0,
      skipped: 1,
      results: [{ orderNumber: failedA.orderNumber, outcome: 'skipped', code: 'ORDER_NOT_RETRYABLE' }],
    });
    expect(await audited(env, 'order.retry_provisioning')).toHaveLength(before + 2);
  });

  it('refuses a role without orders.manage, and a bad body with a 400 naming the problem', async () => {
    const entries = (await audited(env, 'order.resend_esim_email')).length;
    for (const action of ['resend-esim-email', 'retry-provisioning']) {
      const path = `/api/admin/orders/bulk/${action}`;
      const refused = await as(env.harness, finance)
        .post(path, { orderNumbers: [UNKNOWN] })
        .expect(403);
      expect(refused.body.code).toBe('PERMISSION_REQUIRED');

      const bad = async (body: object, message: RegExp) => {
        const response = await as(env.harness, owner).post(path, body).expect(400);
        expect(JSON.stringify(response.body.message)).toMatch(message);
      };
      await bad({}, /orderNumbers must be a list/);
      await bad({ orderNumbers: [] }, /at least one order/);
      await bad(
        {
          orderNumbers: Array.from(
            { length: ORDER_BULK_LIMIT + 1 },
            (_, i) => `DL${String(i).padStart(10, '0')}`,
          ),
        },
        new RegExp(`at most ${ORDER_BULK_LIMIT} orders`),
      );
      await bad({ orderNumbers: ['DL 1234'] }, /each of orderNumbers must be 4 to 20 letters or digits/);
      await bad({ orderNumbers: [42] }, /each of orderNumbers/);
    }
    expect(await audited(env, 'order.resend_esim_email')).toHaveLength(entries);
  });
});
