import { Inject, Injectable } from '@nestjs/common';
import { ROAMESIM_CLIENT } from '@app/catalogue';
import { AppLogger } from '@app/core';
import { OrderTimelineWriter, type Order, type OrderItem } from '@app/orders';
import type { RoamesimClient } from '@app/providers';
import { DataSource, EntityManager } from 'typeorm';
import { Esim } from '../esim.entity';
import type { ProviderOrder } from '../provider-order.entity';
import { EsimSyncService } from '../sync/esim-sync.service';
import { labelToMb } from './card-mapping';
import { timedProviderCall } from './provider-call';
import { LeaseLostError, LineFailure, ProviderOrderStore } from './provider-order.store';

/**
 * One line of a top-up order (kind 'topup'): the renewal of the order's eSIM at RoameSIM, bought at
 * most once like a purchase line (the line's lease, placeOrderOnce looking the renewal up by our ids
 * before and after an unclear failure), then the eSIM's plans read back (the sync writes the new
 * expiry and the renewal's usage) and the top_up row tied to our order, with the line delivered.
 */
@Injectable()
export class TopUpLine {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lines: ProviderOrderStore,
    private readonly sync: EsimSyncService,
    private readonly logger: AppLogger,
    @Inject(ROAMESIM_CLIENT) private readonly roamesim: RoamesimClient,
    private readonly timeline: OrderTimelineWriter,
  ) {}

  async provision(
    order: Order,
    item: OrderItem,
    runId: string,
  ): Promise<'delivered' | 'busy' | 'scheduled' | 'stopped'> {
    const claim = await this.lines.claim(
      { orderId: order.id, orderItemId: item.id, quantity: 1, kind: 'topup' },
      runId,
    );
    if (claim.outcome !== 'claimed') {
      if (claim.outcome === 'failed')
        throw new Error(`top-up line ${item.id} failed while its order is processing`);
      return claim.outcome;
    }
    const line = claim.row;
    try {
      const esim = await this.dataSource
        .getRepository(Esim)
        .findOneByOrFail({ id: order.targetEsimId ?? undefined });
      const providerOrderNumber = await this.renewal(order, item, line, runId, esim);
      await this.lines.renew(line.id, runId);
      // the new plan's dates, the eSIM's expiry and the renewal row as RoameSIM now reports them
      await this.sync.syncOne(esim.id);
      await this.dataSource.transaction(async (manager) => {
        await this.lines.markDelivered(manager, line.id, runId);
        await recordTopUp(manager, { esimId: esim.id, orderId: order.id, providerOrderNumber, item });
      });
      return 'delivered';
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      throw new LineFailure(line.id, error);
    }
  }

  /** The renewal's RoameSIM order number: the known one, or the one placeOrderOnce finds or places. */
  private async renewal(
    order: Order,
    item: OrderItem,
    line: ProviderOrder,
    runId: string,
    esim: Esim,
  ): Promise<string> {
    if (line.providerOrderNumber) return line.providerOrderNumber;
    const result = await timedProviderCall(
      this.timeline,
      order.id,
      'placeOrderOnce',
      () =>
        this.roamesim.placeOrderOnce({
          kind: 'renewByApiCode',
          iccid: esim.iccid,
          apiCode: item.apiCode,
          daypassDays: item.isDayPass ? (item.days ?? undefined) : undefined,
          otherOrderId: order.id,
          otherItemId: item.id,
          backInfo: 1,
        }),
      (placed) => ({
        providerOrderNumber: placed.order.orderNum,
        created: placed.created,
        recovered: placed.recovered,
      }),
    );
    await this.lines.recordOrdered(line.id, runId, result.order.orderNum);
    this.logger.info(
      {
        orderId: order.id,
        esimId: esim.id,
        providerOrderNumber: result.order.orderNum,
        created: result.created,
        recovered: result.recovered,
      },
      result.created ? 'RoameSIM renewal placed' : 'RoameSIM renewal found by our id (not renewed again)',
    );
    return result.order.orderNum;
  }
}

/**
 * The top_up row of our renewal: the sync usually wrote it already (then it only gains our order
 * id); otherwise it is written from what was sold, and the next sync fills in its dates and usage.
 */
async function recordTopUp(
  manager: EntityManager,
  topUp: { esimId: string; orderId: string; providerOrderNumber: string; item: OrderItem },
): Promise<void> {
  const { item } = topUp;
  await manager.query(
    `INSERT INTO top_up (esim_id, order_id, provider_order_number, status, plan, data, data_mb, days_added)
     VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7)
     ON CONFLICT (provider_order_number) DO UPDATE SET order_id = EXCLUDED.order_id, updated_at = now()
     WHERE top_up.esim_id = EXCLUDED.esim_id`,
    [
      topUp.esimId,
      topUp.orderId,
      topUp.providerOrderNumber,
      item.packageName.slice(0, 255),
      item.data.slice(0, 24),
      labelToMb(item.data),
      item.isDayPass ? (item.days ?? 1) : item.packageDays,
    ],
  );
}
