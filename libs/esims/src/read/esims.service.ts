import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  CompleteEsimOrderResponse,
  EsimActivateResponse,
  EsimDeleteResponse,
  EsimStatusResponse,
  EsimSyncAllResponse,
  EsimTopUpsResponse,
  EsimUsageView,
  EsimView,
} from '@app/contracts';
import { AppLogger, JobProducer } from '@app/core';
import { ESIM_RESTORE_WINDOW_DAYS, esimSortRank } from '@app/domain';
import { resources } from '@app/i18n';
import { DataSource } from 'typeorm';
import { Esim } from '../esim.entity';
import { enqueueHint } from './enqueue-hint';
import { EsimReader, UUID } from './esim-reader';
import { toTopUpView, toUsageView } from './esim-views';
import type { EsimRequester } from './requester';

/** On-demand syncs of one eSIM collapse into one job per window. */
export const SYNC_REQUEST_WINDOW_MS = 10_000;

const notFound = () => new NotFoundException({ message: 'eSIM not found', code: 'ESIM_NOT_FOUND' });
const texts = resources.en.translation.esims;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The customer's eSIM routes. Every method loads the eSIM through EsimReader.owned (its owner or
 * an admin; anyone else gets the same 404 as for a missing eSIM). Syncs are queued, never run
 * inside the request: their results arrive as esim_status_update / esim_status_sync_complete.
 */
@Injectable()
export class EsimsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: EsimReader,
    private readonly jobs: JobProducer,
    private readonly logger: AppLogger,
  ) {}

  list(requester: EsimRequester): Promise<EsimView[]> {
    return this.reader.visibleOf(requester.userId);
  }

  async get(requester: EsimRequester, id: string): Promise<EsimView> {
    const [view] = await this.reader.views([await this.owned(requester, id)]);
    return view;
  }

  async topUps(requester: EsimRequester, id: string): Promise<EsimTopUpsResponse> {
    const esim = await this.owned(requester, id);
    return { topUps: (await this.reader.topUpsOf([esim.id])).map(toTopUpView) };
  }

  async usage(requester: EsimRequester, id: string): Promise<EsimUsageView> {
    const esim = await this.owned(requester, id);
    return toUsageView(esim, await this.reader.topUpsOf([esim.id]));
  }

  /** The stored usage now, and a sync with RoameSIM queued (its result is pushed). */
  async status(requester: EsimRequester, id: string, now = Date.now()): Promise<EsimStatusResponse> {
    const esim = await this.owned(requester, id);
    const syncQueued = await this.queueSync(esim.id, requester.userId, now);
    return { success: true, syncQueued, usage: toUsageView(esim, await this.reader.topUpsOf([esim.id])) };
  }

  /**
   * Activation happens on the phone, when the installed eSIM first connects; RoameSIM has no
   * activation call. The request is recorded and a sync queued, so the new status shows as soon
   * as the provider reports it.
   */
  async activate(requester: EsimRequester, id: string, now = Date.now()): Promise<EsimActivateResponse> {
    const esim = await this.owned(requester, id);
    await this.dataSource.query(
      'UPDATE esim SET activation_requested_at = COALESCE(activation_requested_at, now()) WHERE id = $1',
      [esim.id],
    );
    const syncQueued = await this.queueSync(esim.id, requester.userId, now);
    const live = esimSortRank(esim.status) === 1;
    return {
      success: true,
      status: esim.status,
      syncQueued,
      message: live ? texts.activation.active : texts.activation.notInstalled,
    };
  }

  /** Hides the eSIM from its owner; the row, its usage and its top-ups stay (admins still see it). */
  async hide(requester: EsimRequester, id: string): Promise<EsimDeleteResponse> {
    const esim = await this.owned(requester, id);
    await this.dataSource.query('UPDATE esim SET hidden_at = COALESCE(hidden_at, now()) WHERE id = $1', [
      esim.id,
    ]);
    return { success: true, message: texts.deleted };
  }

  /** What the owner deleted in the last 30 days (ESIM_RESTORE_WINDOW_DAYS), to restore. */
  deleted(requester: EsimRequester, now = Date.now()): Promise<EsimView[]> {
    return this.reader.recentlyHiddenOf(requester.userId, new Date(now - ESIM_RESTORE_WINDOW_DAYS * DAY_MS));
  }

  /** Shows a deleted eSIM again, within the restore window; 404 for anything else. */
  async restore(requester: EsimRequester, id: string): Promise<EsimDeleteResponse> {
    if (!UUID.test(id)) throw notFound();
    // TypeORM answers an UPDATE with [rows, affected count]
    const [rows] = (await this.dataSource.query(
      `UPDATE esim SET hidden_at = NULL
        WHERE id = $1 AND user_id = $2 AND hidden_at >= now() - make_interval(days => $3)
        RETURNING id`,
      [id, requester.userId, ESIM_RESTORE_WINDOW_DAYS],
    )) as [unknown[], number];
    if (rows.length === 0) throw notFound();
    return { success: true, message: texts.restored };
  }

  async syncAll(requester: EsimRequester, now = Date.now()): Promise<EsimSyncAllResponse> {
    const live: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM esim WHERE user_id = $1 AND hidden_at IS NULL AND status NOT IN ('expired', 'cancelled')`,
      [requester.userId],
    );
    const window = Math.floor(now / SYNC_REQUEST_WINDOW_MS);
    const queued = await enqueueHint(
      this.jobs.enqueue(
        'esims.sync-user',
        { userId: requester.userId },
        { jobId: `esims-sync-user:${requester.userId}:${window}` },
      ),
      this.logger,
    );
    return { success: true, queued: queued ? Number(live[0]?.count ?? 0) : 0 };
  }

  /** The order's eSIMs (by our order number or RoameSIM's), with a sync of each queued. */
  async completeOrder(
    requester: EsimRequester,
    orderNumber: string,
    now = Date.now(),
  ): Promise<CompleteEsimOrderResponse> {
    const number = orderNumber.trim().toUpperCase().slice(0, 40);
    const query = this.dataSource
      .getRepository(Esim)
      .createQueryBuilder('esim')
      .where(
        `(esim.providerOrderNumber = :number OR esim.orderId IN (SELECT id FROM orders WHERE order_number = :number))`,
        { number },
      )
      .orderBy('esim.createdAt', 'ASC');
    if (!requester.isAdmin)
      query.andWhere('esim.userId = :userId AND esim.hiddenAt IS NULL', { userId: requester.userId });
    const esims = await query.getMany();
    if (esims.length === 0)
      throw new NotFoundException({ message: 'Order Not Found', code: 'ORDER_NOT_FOUND' });
    const queued = await Promise.all(esims.map((esim) => this.queueSync(esim.id, requester.userId, now)));
    return {
      code: '0',
      message: 'success',
      data: { orderNumber: number, syncQueued: queued.every(Boolean), esims: await this.reader.views(esims) },
    };
  }

  private async owned(requester: EsimRequester, id: string): Promise<Esim> {
    const esim = await this.reader.owned(id, requester);
    if (!esim) throw notFound();
    return esim;
  }

  private queueSync(esimId: string, requestedBy: string, now: number): Promise<boolean> {
    const window = Math.floor(now / SYNC_REQUEST_WINDOW_MS);
    return enqueueHint(
      this.jobs.enqueue('esim.sync', { esimId, requestedBy }, { jobId: `esim-sync:${esimId}:req:${window}` }),
      this.logger,
    );
  }
}
