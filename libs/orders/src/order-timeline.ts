import { Injectable } from '@nestjs/common';
import type { OrderEventKind } from '@app/contracts';
import { AppLogger, preparedQuery } from '@app/core';
import { DataSource, EntityManager } from 'typeorm';

/** The kinds written by code (the others come from triggers on the rows: see the migration). */
export type WrittenOrderEventKind = Extract<
  OrderEventKind,
  'payment.check' | 'payment.pushback' | 'paypal.webhook' | 'provider.call' | 'realtime.push'
>;

/** Text kept from an error or a provider message in a timeline entry. */
export const TIMELINE_TEXT_MAX = 300;

/**
 * Adds steps to an order's timeline (`order_event`; every row wakes open admin order pages at
 * commit through its NOTIFY trigger). Only facts go in: ids, statuses, codes, amounts, latency;
 * never a credential, a card's activation code or a request body. A step that happens outside a
 * transaction is noted best effort: a timeline line that cannot be written never fails the step.
 */
@Injectable()
export class OrderTimelineWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  /** One entry of the order, in the caller's transaction when `manager` is one. */
  async note(
    orderId: string,
    kind: WrittenOrderEventKind,
    data: Record<string, unknown>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await this.write(manager, kind, `SELECT $1::uuid, '{}'::jsonb`, orderId, data);
  }

  /** One entry of the order of a payment attempt (its tranId and provider added). */
  async noteForPayment(
    paymentId: string,
    kind: WrittenOrderEventKind,
    data: Record<string, unknown>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await this.write(
      manager,
      kind,
      `SELECT order_id, jsonb_build_object('tranId', tran_id, 'provider', provider) FROM payment WHERE id = $1::uuid`,
      paymentId,
      data,
    );
  }

  private async write(
    manager: EntityManager,
    kind: WrittenOrderEventKind,
    orderOf: string,
    id: string,
    data: Record<string, unknown>,
  ): Promise<void> {
    const inTransaction = Boolean(manager.queryRunner?.isTransactionActive);
    try {
      // prepared: a payment check writes one of these each time
      await preparedQuery(
        manager,
        `INSERT INTO order_event (order_id, kind, data)
         SELECT order_id, $2, base || $3::jsonb FROM (${orderOf}) AS o(order_id, base) WHERE order_id IS NOT NULL`,
        [id, kind, JSON.stringify(data)],
      );
    } catch (error) {
      if (inTransaction) throw error;
      this.logger.warn({ kind, err: error }, 'order timeline entry not written');
    }
  }
}

/** An error's message, shortened for a timeline entry. */
export const timelineText = (value: unknown): string =>
  (value instanceof Error ? value.message : String(value)).slice(0, TIMELINE_TEXT_MAX);
