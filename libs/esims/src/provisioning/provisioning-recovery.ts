import { Injectable } from '@nestjs/common';
import { AppLogger, JobProducer } from '@app/core';
import { DataSource, EntityManager } from 'typeorm';
import { OrderProvisioning } from './order-provisioning';

/** A paid order with no provisioning activity for this long is presumed lost and queued again. */
export const STALE_PROVISIONING_MS = 3 * 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * Heals provisioning that lost its job (a crash, Redis lost the job, the relay could not enqueue):
 * the sweeper re-finds paid orders (purchases and top-ups) still confirmed or processing with no live lease, no line
 * waiting for its retry time and no recent activity, and queues a run for each (a job id per sweep window, so two sweepers add one job).
 * The run is idempotent: lines already delivered are skipped and placeOrderOnce looks up first.
 */
@Injectable()
export class ProvisioningRecovery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrderProvisioning,
    private readonly jobs: JobProducer,
    private readonly logger: AppLogger,
  ) {}

  async sweep(now = Date.now()): Promise<number> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT o.id FROM orders o
       WHERE o.status IN ('confirmed', 'processing')
         AND o.updated_at < now() - make_interval(secs => $1)
         AND NOT EXISTS (
           SELECT 1 FROM provider_order p WHERE p.order_id = o.id
             AND (p.lease_until > now() OR p.retry_at > now()
               OR p.updated_at > now() - make_interval(secs => $1)))
       ORDER BY o.updated_at LIMIT $2`,
      [STALE_PROVISIONING_MS / 1000, SWEEP_BATCH],
    );
    const window = Math.floor(now / STALE_PROVISIONING_MS);
    for (const row of rows) {
      await this.jobs.enqueue(
        'esim.provision',
        { orderId: row.id },
        { jobId: `provision:${row.id}:sweep:${window}` },
      );
    }
    if (rows.length > 0)
      this.logger.warn({ orders: rows.length }, 'provisioning sweep re-queued stalled orders');
    return rows.length;
  }

  /**
   * An admin's retry of an order that needs attention (the admin screens call this). False otherwise.
   * `within` runs in the reopen's transaction (the caller's audit entry commits with the change).
   */
  async retry(
    orderId: string,
    within?: (manager: EntityManager) => Promise<void>,
    now = Date.now(),
  ): Promise<boolean> {
    if (!(await this.orders.reopen(orderId, within))) return false;
    await this.jobs.enqueue('esim.provision', { orderId }, { jobId: `provision:${orderId}:retry:${now}` });
    return true;
  }
}
