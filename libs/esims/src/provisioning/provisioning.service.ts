import { Inject, Injectable } from '@nestjs/common';
import { CataloguePackage, ROAMESIM_CLIENT } from '@app/catalogue';
import { AppConfig, AppLogger, JobProducer } from '@app/core';
import { OrderTimelineWriter, type Order, type OrderItem } from '@app/orders';
import type { RoamesimCard, RoamesimClient, RoamesimOrder } from '@app/providers';
import { DataSource } from 'typeorm';
import { Esim } from '../esim.entity';
import type { ProviderOrder } from '../provider-order.entity';
import { draftFromCard, isCardComplete, type SoldLine } from './card-mapping';
import { OrderProvisioning } from './order-provisioning';
import { timedProviderCall } from './provider-call';
import { LeaseLostError, LineFailure, ProviderOrderStore } from './provider-order.store';
import { classifyProvisioningError, type ClassifiedFailure } from './provisioning-failure';
import { RETRY_JOB_SLACK_MS } from './retry-schedule';
import { TopUpLine } from './top-up-line';

/** Waits between getOrderInfo polls inside one run (about 18 s in all). */
export const CARD_POLL_DELAYS_MS = [250, 500, 750, 1000, 1500, 2000, 2000, 3000, 3000, 4000];
/** Runs that may find the card data missing before the order fails (about 40 minutes of waiting). */
export const MAX_CARD_WAITS = 45;
/** Delay before the next run after the card data was missing `waits` times: 5 s doubling, at most 60 s. */
export const cardWaitDelayMs = (waits: number): number =>
  Math.min(60_000, 5000 * 2 ** Math.max(0, waits - 1));

/**
 * completed: every line delivered, the order completed. waiting: some line waits (its cards, its
 * retry time, another run). escalated: the order needs attention. skipped: nothing to do.
 */
export type RunOutcome = 'completed' | 'waiting' | 'escalated' | 'skipped';

/** What one line's step came to in this run. */
export type LineOutcome = 'delivered' | 'waiting' | 'busy' | 'scheduled' | 'stopped';

/** A permanent problem with the order's data that no retry fixes (the order needs attention). */
export class CardsNotDeliveredError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One provisioning run of one order (the esim.provision job): for each order line, claim it, look
 * the provider order up by our own ids and order only if RoameSIM has none (placeOrderOnce), wait
 * for the card data, store the eSIMs; when every line is delivered, complete the order. A top-up
 * order's line renews its eSIM instead (TopUpLine), with the same claim, lookup and failure rules.
 */
@Injectable()
export class ProvisioningService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrderProvisioning,
    private readonly lines: ProviderOrderStore,
    private readonly jobs: JobProducer,
    private readonly logger: AppLogger,
    private readonly topUps: TopUpLine,
    private readonly config: AppConfig,
    @Inject(ROAMESIM_CLIENT) private readonly roamesim: RoamesimClient,
    private readonly timeline: OrderTimelineWriter,
  ) {}

  /**
   * Each line is tried on its own (a failing line does not hold the others back): a retryable
   * failure waits for the line's next time on the retry schedule, a permanent one (or a spent
   * schedule) sends the order to needs_attention at once.
   */
  async run(orderId: string, runId: string): Promise<RunOutcome> {
    const order = await this.orders.begin(orderId);
    if (!order) return 'skipped';
    let open = false;
    for (const item of order.items ?? []) {
      let outcome: LineOutcome;
      try {
        outcome =
          order.kind === 'topup'
            ? await this.topUps.provision(order, item, runId)
            : await this.provisionLine(order, item, runId);
      } catch (error) {
        if (!(error instanceof LineFailure)) throw error;
        if ((await this.lineFailed(orderId, error, runId)) === 'escalated') return 'escalated';
        outcome = 'scheduled';
      }
      if (outcome === 'stopped') return 'skipped';
      if (outcome === 'scheduled') await this.wakeAt(orderId, item.id);
      if (outcome !== 'delivered') open = true;
    }
    // Asked even when another run held a line: the run that delivers the last line completes the
    // order (complete() locks it and checks every line), so two runs side by side never both stop short.
    if (await this.orders.complete(order)) return 'completed';
    return open ? 'waiting' : 'skipped';
  }

  /** A line's try failed: escalate a permanent failure or a spent schedule, else count it and come back. */
  private async lineFailed(
    orderId: string,
    failure: LineFailure,
    runId: string,
  ): Promise<'escalated' | 'scheduled'> {
    if (failure.cause instanceof LeaseLostError) throw failure.cause;
    const classified: ClassifiedFailure =
      failure.cause instanceof CardsNotDeliveredError
        ? { permanent: true, code: 'CARDS_NOT_DELIVERED', detail: failure.message }
        : classifyProvisioningError(failure.cause);
    if (!classified.permanent) {
      const recorded = await this.lines.recordFailure(
        failure.providerOrderId,
        runId,
        classified.detail,
        this.config.provisioning.retryDelaysMs,
      );
      this.logger.warn(
        {
          orderId,
          providerOrderId: failure.providerOrderId,
          failures: recorded.failures,
          error: classified.detail,
        },
        recorded.retryAt ? 'order line failed; tried again on schedule' : 'order line failed; retries spent',
      );
      if (recorded.retryAt) return 'scheduled';
    }
    await this.orders.escalate(orderId, classified.code, classified.detail);
    return 'escalated';
  }

  /** Queues the run that tries a line again at its retry time (one job per line and time). */
  private async wakeAt(orderId: string, orderItemId: string): Promise<void> {
    const rows: { retry_at: Date | null }[] = await this.dataSource.query(
      'SELECT retry_at FROM provider_order WHERE order_item_id = $1',
      [orderItemId],
    );
    const retryAt = rows[0]?.retry_at;
    if (!retryAt) return;
    await this.jobs.enqueue(
      'esim.provision',
      { orderId },
      {
        jobId: `provision:${orderId}:at:${retryAt.getTime()}`,
        delayMs: Math.max(0, retryAt.getTime() - Date.now()) + RETRY_JOB_SLACK_MS,
      },
    );
  }

  private async provisionLine(order: Order, item: OrderItem, runId: string): Promise<LineOutcome> {
    const claim = await this.lines.claim(
      { orderId: order.id, orderItemId: item.id, quantity: item.quantity },
      runId,
    );
    if (claim.outcome !== 'claimed') {
      if (claim.outcome === 'failed')
        throw new Error(`order line ${item.id} failed while its order is processing`);
      return claim.outcome;
    }
    const line = claim.row;
    try {
      const placed = await this.providerOrder(order, item, line, runId);
      const cards = await this.waitForCards(order.id, line, runId, placed, item.quantity);
      if (!cards) return await this.waitLonger(order.id, line, runId);
      await this.store(order, item, line, runId, cards);
      return 'delivered';
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      throw new LineFailure(line.id, error);
    }
  }

  /** The line's RoameSIM order: the known one, or the one placeOrderOnce finds or places. */
  private async providerOrder(order: Order, item: OrderItem, line: ProviderOrder, runId: string) {
    if (line.providerOrderNumber) return this.orderInfo(order.id, line.providerOrderNumber);
    const result = await timedProviderCall(
      this.timeline,
      order.id,
      'placeOrderOnce',
      () =>
        this.roamesim.placeOrderOnce({
          kind: 'orderByApiCode',
          apiCode: item.apiCode,
          count: item.quantity,
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
    line.providerOrderNumber = result.order.orderNum;
    this.logger.info(
      {
        orderId: order.id,
        orderItemId: item.id,
        providerOrderNumber: result.order.orderNum,
        created: result.created,
        recovered: result.recovered,
      },
      result.created ? 'RoameSIM order placed' : 'RoameSIM order found by our id (not ordered again)',
    );
    return result.order;
  }

  /** RoameSIM's getOrderInfo, on the order's timeline. */
  private orderInfo(orderId: string, providerOrderNumber: string): Promise<RoamesimOrder> {
    return timedProviderCall(
      this.timeline,
      orderId,
      'getOrderInfo',
      () => this.roamesim.getOrderInfo(providerOrderNumber),
      (info) => ({ cards: info.cards.filter(isCardComplete).length }),
      { providerOrderNumber },
    );
  }

  /** Polls getOrderInfo until every card is there; null when it is still missing after this run's polls. */
  private async waitForCards(
    orderId: string,
    line: ProviderOrder,
    runId: string,
    first: RoamesimOrder,
    quantity: number,
  ): Promise<RoamesimCard[] | null> {
    let current = first;
    for (const delay of [0, ...CARD_POLL_DELAYS_MS]) {
      if (delay > 0) {
        await sleep(delay);
        await this.lines.renew(line.id, runId);
        current = await this.orderInfo(orderId, current.orderNum);
      }
      const cards = current.cards.filter(isCardComplete);
      if (cards.length >= quantity) return cards;
    }
    return null;
  }

  /** Lets go of the line and comes back later; after MAX_CARD_WAITS runs the order needs attention. */
  private async waitLonger(orderId: string, line: ProviderOrder, runId: string): Promise<'waiting'> {
    const waits = await this.lines.recordCardWait(line.id, runId);
    if (waits > MAX_CARD_WAITS)
      throw new CardsNotDeliveredError(`no card data for ${line.providerOrderNumber}`);
    await this.jobs.enqueue(
      'esim.provision',
      { orderId },
      { jobId: `provision:${orderId}:cards:${waits}`, delayMs: cardWaitDelayMs(waits) },
    );
    return 'waiting';
  }

  /** Stores the line's eSIMs and marks it delivered, in one transaction (the lease is checked inside). */
  private async store(
    order: Order,
    item: OrderItem,
    line: ProviderOrder,
    runId: string,
    cards: RoamesimCard[],
  ): Promise<void> {
    const sold = await this.soldLine(item);
    await this.dataSource.transaction(async (manager) => {
      await this.lines.markDelivered(manager, line.id, runId);
      const rows = cards.map((card) => ({
        ...draftFromCard(card, sold),
        orderId: order.id,
        orderItemId: item.id,
        providerOrderId: line.id,
        userId: order.userId,
        providerOrderNumber: line.providerOrderNumber ?? '',
        // the card data was just read from RoameSIM: the sweep need not read it again soon
        lastSyncedAt: new Date(),
      }));
      await manager.createQueryBuilder().insert().into(Esim).values(rows).orIgnore().execute();
      const stored = await manager.getRepository(Esim).countBy({ providerOrderId: line.id });
      if (stored < item.quantity) {
        throw new Error(
          `provider order ${line.providerOrderNumber}: an ICCID already belongs to another eSIM`,
        );
      }
    });
  }

  private async soldLine(item: OrderItem): Promise<SoldLine> {
    const pkg = await this.dataSource
      .getRepository(CataloguePackage)
      .findOne({ where: { id: item.packageId }, select: { id: true, countryCode: true } });
    return {
      destination: item.destination,
      packageName: item.packageName,
      data: item.data,
      packageDays: item.packageDays,
      isDayPass: item.isDayPass,
      days: item.days,
      apiCode: item.apiCode,
      countryCode: pkg?.countryCode ?? '',
    };
  }
}
