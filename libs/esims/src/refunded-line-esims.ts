import { Inject, Injectable } from '@nestjs/common';
import { ROAMESIM_CLIENT } from '@app/catalogue';
import { AppLogger, DomainEvent, OnEvent, Outbox } from '@app/core';
import { isProviderError, type RoamesimClient } from '@app/providers';
import { DataSource } from 'typeorm';

interface RefundedLine {
  order_item_id: string;
}

interface LineEsim {
  id: string;
  iccid: string;
  provider_order_number: string;
}

/**
 * A refunded line's eSIMs (payment.refunded naming a partial refund): cancelled at RoameSIM with
 * refundOrder (its orderNum and the line's ICCIDs), which RoameSIM allows only before the customer
 * installed the eSIM. Each refund line records what became of them (payment_refund_line.esim_outcome):
 * cancelled (the eSIM now reads cancelled), flagged (RoameSIM refused: the operator reads its words on
 * the order page), or none (the line had no eSIM). A RoameSIM failure worth retrying is thrown, so the
 * relay delivers the event again; a line already seen to is left alone.
 */
@Injectable()
export class RefundedLineEsims {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ROAMESIM_CLIENT) private readonly roamesim: RoamesimClient,
    private readonly outbox: Outbox,
    private readonly logger: AppLogger,
  ) {}

  @OnEvent('payment.refunded')
  async onRefunded(event: DomainEvent<'payment.refunded'>): Promise<void> {
    const { refundId } = event.payload;
    if (!refundId) return;
    const lines: RefundedLine[] = await this.dataSource.query(
      `SELECT l.order_item_id FROM payment_refund_line l JOIN payment_refund r ON r.id = l.refund_id
       WHERE l.refund_id = $1 AND r.status = 'succeeded' AND l.esim_outcome IS NULL ORDER BY l.order_item_id`,
      [refundId],
    );
    for (const line of lines) await this.cancelLine(refundId, line.order_item_id);
  }

  private async cancelLine(refundId: string, orderItemId: string): Promise<void> {
    const esims: LineEsim[] = await this.dataSource.query(
      `SELECT id, iccid, provider_order_number FROM esim WHERE order_item_id = $1 AND status <> 'cancelled'
       ORDER BY iccid`,
      [orderItemId],
    );
    if (esims.length === 0) return this.record(refundId, orderItemId, 'none', null, []);
    const notes: string[] = [];
    const cancelled: string[] = [];
    for (const [orderNum, group] of groupBy(esims, (esim) => esim.provider_order_number)) {
      try {
        await this.roamesim.refundOrder({ orderNum, iccids: group.map((esim) => esim.iccid) });
        cancelled.push(...group.map((esim) => esim.id));
      } catch (error) {
        if (!isProviderError(error) || error.retryable) throw error;
        notes.push(
          `RoameSIM refused to cancel ${group.map((esim) => esim.iccid).join(', ')}: ${error.message}`,
        );
      }
    }
    const outcome = notes.length === 0 ? 'cancelled' : 'flagged';
    await this.record(refundId, orderItemId, outcome, notes.join('\n') || null, cancelled);
    if (outcome === 'flagged')
      this.logger.warn({ refundId, orderItemId, notes }, 'a refunded line’s eSIM could not be cancelled');
  }

  private async record(
    refundId: string,
    orderItemId: string,
    outcome: 'cancelled' | 'flagged' | 'none',
    note: string | null,
    cancelledEsimIds: string[],
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE payment_refund_line SET esim_outcome = $3, esim_note = $4 WHERE refund_id = $1 AND order_item_id = $2`,
        [refundId, orderItemId, outcome, note],
      );
      for (const esimId of cancelledEsimIds) {
        await manager.query(`UPDATE esim SET status = 'cancelled', updated_at = now() WHERE id = $1`, [
          esimId,
        ]);
        await this.outbox.add(manager, 'esim.status_changed', { esimId });
      }
    });
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
