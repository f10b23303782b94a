import { restoreBackupFile, writeBackupFile } from '@app/db';
import { Refunds } from '@app/payments';
import { ProvisioningRecovery } from '@app/esims';
import IORedis from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Harness } from '../../support/harness';
import { EsimsEnv, PACKAGES, paidOrder, startEsimsEnv, waitForOrder } from '../esims/support';
import { createOrder, payAtGateway, postFormToGateway } from '../payments/support/payments-harness';
import { tableDigests } from './backup-support';

/**
 * The restore drill: orders placed and paid, one refunded, then a backup while the shop runs; the
 * database wiped and Redis emptied; the restore; the shop started again on it. Nothing paid is
 * lost: the same orders, payments, eSIMs and refunds, an order whose outbox event was not yet
 * published is delivered by the relay, one whose job was only in Redis by the sweeper, and a new
 * order is taken and delivered.
 */
describe('backup, wipe, restore, start', () => {
  let env: EsimsEnv;
  const folder = mkdtempSync(join(tmpdir(), 'derleng-backup-'));

  const placeAndPay = async (harness: Harness, packageId: number, total: string) => {
    const order = await createOrder(harness, {
      items: [{ packageId, quantity: 1 }],
      totalAmount: total,
    });
    await postFormToGateway(order);
    payAtGateway(harness, order.transactionId);
    return order;
  };

  beforeAll(async () => {
    env = await startEsimsEnv();
  });

  afterAll(async () => {
    await env?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('brings back every paid order, payment, eSIM and refund, delivers what was pending, and takes a new order', async () => {
    const delivered = [
      await placeAndPay(env.harness, PACKAGES.fixed.id, '5.00'),
      await placeAndPay(env.harness, PACKAGES.fixed.id, '5.00'),
    ];
    for (const order of delivered) await waitForOrder(env.db, order.orderId, 'completed');
    const refunded = await placeAndPay(env.harness, PACKAGES.unknown.id, '9.00');
    await waitForOrder(env.db, refunded.orderId, 'needs_attention', 60_000);
    await env.harness.worker!.get(Refunds).refundOrder(refunded.orderId, null);
    await waitForOrder(env.db, refunded.orderId, 'refunded');

    // The shop's processes stop; two orders are left paid and not delivered: one whose outbox
    // event is not published yet, one whose event was (its job would have been in Redis only).
    await env.harness.api!.close();
    await env.harness.worker!.close();
    Object.assign(env.harness, { api: undefined, worker: undefined });
    const unpublished = await paidOrder(env);
    const jobInRedis = await paidOrder(env, { event: false });
    await env.db.query(`UPDATE orders SET updated_at = now() - interval '10 minutes' WHERE id = $1`, [
      jobInRedis.orderId,
    ]);

    const file = join(folder, 'drill.backup.gz');
    const before = await tableDigests(env.db);
    await writeBackupFile(env.harness.databaseUrl, file);
    const recorded = await env.db.query(`SELECT tool, size_bytes::int AS size FROM backup_run`);
    expect(recorded.rows).toEqual([{ tool: 'npm run backup', size: expect.any(Number) }]);

    // wipe: the database's schemas (the app's and the Postgres queue backend's) and Redis
    await env.db.query(
      'DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS bullmq CASCADE',
    );
    const redis = new IORedis(process.env.TEST_REDIS_URL as string);
    await redis.flushdb();
    await redis.quit();

    await restoreBackupFile(env.harness.databaseUrl, file);
    const after = await tableDigests(env.db);
    expect(after).toEqual(before);
    const paid = await env.db.query(
      `SELECT o.id, o.status, p.status AS payment, (SELECT count(*)::int FROM esim e WHERE e.order_id = o.id) AS esims,
         (SELECT r.status FROM payment_refund r WHERE r.order_id = o.id) AS refund
       FROM orders o JOIN payment p ON p.order_id = o.id ORDER BY o.created_at`,
    );
    expect(paid.rows).toEqual([
      { id: delivered[0].orderId, status: 'completed', payment: 'approved', esims: 1, refund: null },
      { id: delivered[1].orderId, status: 'completed', payment: 'approved', esims: 1, refund: null },
      {
        id: refunded.orderId,
        status: 'refunded',
        payment: expect.any(String),
        esims: 0,
        refund: 'succeeded',
      },
      { id: unpublished.orderId, status: 'confirmed', payment: 'approved', esims: 0, refund: null },
      { id: jobInRedis.orderId, status: 'confirmed', payment: 'approved', esims: 0, refund: null },
    ]);

    // start again on the restored database, with an empty Redis
    const restarted = await startEsimsEnv({
      databaseUrl: env.harness.databaseUrl,
      sandbox: env.harness.sandbox,
    });
    try {
      const harness = restarted.harness;
      await waitForOrder(env.db, unpublished.orderId, 'completed');
      // the worker's provisioning sweep (scheduled; run here too rather than wait for its minute)
      await harness.worker!.get(ProvisioningRecovery).sweep();
      await waitForOrder(env.db, jobInRedis.orderId, 'completed');
      const fresh = await placeAndPay(harness, PACKAGES.fixed.id, '5.00');
      await waitForOrder(env.db, fresh.orderId, 'completed');
      const count = await env.db.query(`SELECT count(*)::int AS n FROM esim`);
      expect(count.rows[0].n).toBe(5);
    } finally {
      await restarted.close();
    }
  }, 180_000);
});
