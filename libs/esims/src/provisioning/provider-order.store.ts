import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ProviderOrder } from '../provider-order.entity';
import type { ProvisioningFailureCode } from './provisioning-failure';

/** How long a run may hold an order line before another run may take it over. */
export const LEASE_MS = 2 * 60 * 1000;

/**
 * claimed: this run holds the line. busy: another live run does. scheduled: the line waits for its
 * retry_at. stopped: the order is no longer processing (needs attention, being refunded, refunded).
 */
export type ClaimResult =
  | { outcome: 'claimed'; row: ProviderOrder }
  | { outcome: 'busy' | 'delivered' | 'failed' | 'scheduled'; row: ProviderOrder }
  | { outcome: 'stopped' };

/** A line's failed try was counted: when it is tried next (null: the schedule is spent). */
export interface RecordedFailure {
  failures: number;
  retryAt: Date | null;
}

/** A run's try of one claimed line failed; `cause` is the error, the line is still leased by the run. */
export class LineFailure extends Error {
  constructor(
    readonly providerOrderId: string,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'LineFailure';
  }
}

/** The run no longer holds the line (its lease expired and another run took it). */
export class LeaseLostError extends Error {
  constructor(providerOrderId: string) {
    super(`provider order ${providerOrderId}: lease lost`);
    this.name = 'LeaseLostError';
  }
}

interface Row {
  id: string;
  order_id: string;
  order_item_id: string;
  kind: 'purchase' | 'topup';
  state: ProviderOrder['state'];
  provider_order_number: string | null;
  quantity: number;
  attempts: number;
  failures: number;
  retry_at: Date | null;
  card_polls: number;
  lease_owner: string | null;
  lease_until: Date | null;
  failure_code: string | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  ordered_at: Date | null;
  delivered_at: Date | null;
}

const toEntity = (row: Row): ProviderOrder =>
  Object.assign(new ProviderOrder(), {
    id: row.id,
    orderId: row.order_id,
    orderItemId: row.order_item_id,
    kind: row.kind,
    state: row.state,
    providerOrderNumber: row.provider_order_number,
    quantity: row.quantity,
    attempts: row.attempts,
    failures: row.failures,
    retryAt: row.retry_at,
    cardPolls: row.card_polls,
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
    failureCode: row.failure_code,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    orderedAt: row.ordered_at,
    deliveredAt: row.delivered_at,
  });

/**
 * provider_order rows: one per order line (unique), claimed by one run at a time through a lease,
 * so two runs of the same order (a redelivered job, the sweeper) never call RoameSIM side by side
 * for the same line. Every write is a single statement that checks the lease it relies on.
 * (Through DataSource.query, an UPDATE answers [rows, affected count].)
 */
@Injectable()
export class ProviderOrderStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Creates the line's row if needed, then takes its lease unless another live run holds it or the
   * line waits for its retry time. The order row is locked (FOR SHARE) and must be processing: a
   * refund locks it FOR UPDATE and moves it away, so a refund and a new provider call never overlap
   * (the refund sees this lease, or this claim sees the order refunded or waiting for a person).
   */
  async claim(
    line: { orderId: string; orderItemId: string; quantity: number; kind?: ProviderOrder['kind'] },
    runId: string,
  ): Promise<ClaimResult> {
    return this.dataSource.transaction(async (manager) => {
      const orders: { status: string }[] = await manager.query(
        'SELECT status FROM orders WHERE id = $1 FOR SHARE',
        [line.orderId],
      );
      if (orders[0]?.status !== 'processing') return { outcome: 'stopped' };
      // One statement creates the line's row with this run's lease, or takes the lease of the row
      // that exists when nobody live holds it and it is not waiting for its retry time.
      const claimed: Row[] = await manager.query(
        `INSERT INTO provider_order AS line (order_id, order_item_id, quantity, kind, lease_owner, lease_until, attempts)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), 1)
         ON CONFLICT (order_item_id) DO UPDATE
         SET lease_owner = EXCLUDED.lease_owner, lease_until = EXCLUDED.lease_until,
             attempts = line.attempts + 1, updated_at = now()
         WHERE line.state IN ('ordering', 'ordered')
           AND (line.lease_owner IS NULL OR line.lease_until < now() OR line.lease_owner = EXCLUDED.lease_owner)
           AND (line.retry_at IS NULL OR line.retry_at <= now())
         RETURNING *`,
        [line.orderId, line.orderItemId, line.quantity, line.kind ?? 'purchase', runId, LEASE_MS / 1000],
      );
      if (claimed[0]) return { outcome: 'claimed', row: toEntity(claimed[0]) };
      const rows: Row[] = await manager.query('SELECT * FROM provider_order WHERE order_item_id = $1', [
        line.orderItemId,
      ]);
      const row = toEntity(rows[0]);
      if (row.state === 'delivered') return { outcome: 'delivered', row };
      if (row.state === 'failed') return { outcome: 'failed', row };
      const leased = row.leaseOwner !== null && row.leaseUntil !== null && row.leaseUntil > new Date();
      if (!leased && row.retryAt) return { outcome: 'scheduled', row };
      return { outcome: 'busy', row };
    });
  }

  /**
   * A retryable failure of the run's try: counts it, lets go of the line and sets its next try from
   * the schedule (`delaysMs[failures - 1]`; none once spent). Throws LeaseLostError when another run
   * holds the line.
   */
  async recordFailure(
    id: string,
    runId: string,
    error: string,
    delaysMs: readonly number[],
  ): Promise<RecordedFailure> {
    const [rows] = (await this.dataSource.query(
      `UPDATE provider_order
       SET failures = failures + 1, lease_owner = NULL, lease_until = NULL, last_error = $3,
           retry_at = CASE WHEN failures + 1 <= cardinality($4::int[])
             THEN now() + make_interval(secs => ($4::int[])[failures + 1] / 1000.0) END,
           updated_at = now()
       WHERE id = $1 AND lease_owner = $2 RETURNING failures, retry_at`,
      [id, runId, error.slice(0, 2000), delaysMs],
    )) as [{ failures: number; retry_at: Date | null }[], number];
    if (!rows[0]) throw new LeaseLostError(id);
    return { failures: rows[0].failures, retryAt: rows[0].retry_at };
  }

  /** Extends the lease before a slow step; throws LeaseLostError when another run holds the line. */
  async renew(id: string, runId: string): Promise<void> {
    const [, affected] = (await this.dataSource.query(
      `UPDATE provider_order SET lease_until = now() + make_interval(secs => $3)
       WHERE id = $1 AND lease_owner = $2`,
      [id, runId, LEASE_MS / 1000],
    )) as [unknown, number];
    if (affected !== 1) throw new LeaseLostError(id);
  }

  /** The provider's order number is known: from now on the line is only ever looked up, never ordered. */
  async recordOrdered(id: string, runId: string, providerOrderNumber: string): Promise<void> {
    const [, affected] = (await this.dataSource.query(
      `UPDATE provider_order SET state = 'ordered', provider_order_number = $3,
         ordered_at = COALESCE(ordered_at, now()), last_error = NULL, updated_at = now()
       WHERE id = $1 AND lease_owner = $2 AND state IN ('ordering', 'ordered')`,
      [id, runId, providerOrderNumber],
    )) as [unknown, number];
    if (affected !== 1) throw new LeaseLostError(id);
  }

  /** The card data is not there yet: count the wait and let go of the line until the next run. */
  async recordCardWait(id: string, runId: string): Promise<number> {
    const [rows] = (await this.dataSource.query(
      `UPDATE provider_order SET card_polls = card_polls + 1, lease_owner = NULL, lease_until = NULL,
         updated_at = now()
       WHERE id = $1 AND lease_owner = $2 RETURNING card_polls`,
      [id, runId],
    )) as [{ card_polls: number }[], number];
    if (!rows[0]) throw new LeaseLostError(id);
    return rows[0].card_polls;
  }

  /** In the transaction that stores the line's eSIMs. */
  async markDelivered(manager: EntityManager, id: string, runId: string): Promise<void> {
    const [, affected] = (await manager.query(
      `UPDATE provider_order SET state = 'delivered', delivered_at = now(), lease_owner = NULL,
         lease_until = NULL, retry_at = NULL, last_error = NULL, updated_at = now()
       WHERE id = $1 AND lease_owner = $2 AND state = 'ordered'`,
      [id, runId],
    )) as [unknown, number];
    if (affected !== 1) throw new LeaseLostError(id);
  }

  /** Every line of the order not delivered yet fails with the reason (in the order's escalating transaction). */
  async failOpenLines(
    manager: EntityManager,
    orderId: string,
    code: ProvisioningFailureCode,
    detail: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE provider_order SET state = 'failed', failure_code = $2, last_error = $3, lease_owner = NULL,
         lease_until = NULL, retry_at = NULL, updated_at = now()
       WHERE order_id = $1 AND state IN ('ordering', 'ordered')`,
      [orderId, code, detail.slice(0, 2000)],
    );
  }

  /** An admin retry: failed lines go back to where they were (ordered when the number is known), schedule restarted. */
  async reopenFailedLines(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE provider_order
       SET state = CASE WHEN provider_order_number IS NULL THEN 'ordering' ELSE 'ordered' END,
           failure_code = NULL, failures = 0, retry_at = NULL, lease_owner = NULL, lease_until = NULL,
           updated_at = now()
       WHERE order_id = $1 AND state = 'failed'`,
      [orderId],
    );
  }

  async forOrder(
    orderId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProviderOrder[]> {
    return manager.getRepository(ProviderOrder).find({ where: { orderId }, order: { createdAt: 'ASC' } });
  }
}
