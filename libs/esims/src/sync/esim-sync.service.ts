import { Inject, Injectable } from '@nestjs/common';
import { ROAMESIM_CLIENT } from '@app/catalogue';
import { AppConfig, AppLogger, Outbox } from '@app/core';
import type { RoamesimClient } from '@app/providers';
import { DataSource, EntityManager } from 'typeorm';
import { EsimAlerts } from '../alerts/esim-alerts';
import { Esim } from '../esim.entity';
import { SYNC_HOT_EXPIRY_MS, SYNC_HOT_SHARE, syncSchedule, type SyncSchedule } from './sync-schedule';
import { factsChanged, usageSnapshot, type EsimFacts, type TopUpFacts } from './usage-snapshot';

/** eSIMs the sync still follows: anything not over for good. */
export const LIVE_ESIM_SQL = `status NOT IN ('expired', 'cancelled')`;

export interface SyncResult {
  esimId: string;
  changed: boolean;
}

const factsOf = (esim: Esim): EsimFacts => ({
  status: esim.status,
  usedMb: esim.usedMb,
  remainingMb: esim.remainingMb,
  activatedAt: esim.activatedAt,
  expiresAt: esim.expiresAt,
});

/**
 * Status and usage from RoameSIM (queryEsimOrder by ICCID): the eSIM's status in the spec's set,
 * used and remaining data, dates, and its renewals as top_up rows. A change is written with an
 * esim.status_changed event in the same transaction (its owner's pages refetch), and so are the
 * usage and expiry alerts it reached (alerts/esim-alerts.ts).
 */
@Injectable()
export class EsimSyncService {
  /** When the sweep reads an eSIM again (ESIM_SYNC_* settings). */
  readonly schedule: SyncSchedule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly logger: AppLogger,
    private readonly alerts: EsimAlerts,
    @Inject(ROAMESIM_CLIENT) private readonly roamesim: RoamesimClient,
    config: AppConfig,
  ) {
    this.schedule = syncSchedule(config.esimSync);
  }

  /** Syncs one eSIM; null when there is no such eSIM. Provider errors are recorded on the row and rethrown. */
  async syncOne(esimId: string): Promise<SyncResult | null> {
    const esim = await this.dataSource.getRepository(Esim).findOneBy({ id: esimId });
    if (!esim) return null;
    let page;
    try {
      page = await this.roamesim.queryEsimOrder({ iccid: esim.iccid, pageSize: 50 });
    } catch (error) {
      await this.dataSource.query('UPDATE esim SET sync_error = $2 WHERE id = $1', [
        esimId,
        ((error as Error).message ?? String(error)).slice(0, 2000),
      ]);
      throw error;
    }
    const snapshot = usageSnapshot(page.rows, { ...esim, current: factsOf(esim) });
    if (!snapshot) {
      this.logger.warn({ esimId, iccid: esim.iccid }, 'RoameSIM does not list the eSIM’s order');
      await this.dataSource.query(
        `UPDATE esim SET last_synced_at = now(), sync_error = 'order not listed by the provider' WHERE id = $1`,
        [esimId],
      );
      return { esimId, changed: false };
    }
    const changed = await this.dataSource.transaction(async (manager) => {
      const locked = await manager
        .getRepository(Esim)
        .createQueryBuilder('esim')
        .setLock('pessimistic_write')
        .where('esim.id = :esimId', { esimId })
        .getOneOrFail();
      const esimChanged = factsChanged(factsOf(locked), snapshot.esim);
      await manager.query(
        `UPDATE esim SET status = $2, used_mb = $3, remaining_mb = $4, activated_at = $5, expires_at = $6,
           last_synced_at = now(), sync_error = NULL, updated_at = CASE WHEN $7 THEN now() ELSE updated_at END
         WHERE id = $1`,
        [
          esimId,
          snapshot.esim.status,
          snapshot.esim.usedMb,
          snapshot.esim.remainingMb,
          snapshot.esim.activatedAt,
          snapshot.esim.expiresAt,
          esimChanged,
        ],
      );
      const topUpsChanged = await this.saveTopUps(manager, esimId, snapshot.topUps);
      if (esimChanged || topUpsChanged) await this.outbox.add(manager, 'esim.status_changed', { esimId });
      await this.alerts.record(manager, esimId);
      return esimChanged || topUpsChanged;
    });
    return { esimId, changed };
  }

  /** Upserts the renewals by provider order number; true when any row was added or changed. */
  private async saveTopUps(manager: EntityManager, esimId: string, topUps: TopUpFacts[]): Promise<boolean> {
    let changed = false;
    for (const topUp of topUps) {
      const rows: { changed: boolean }[] = await manager.query(
        `INSERT INTO top_up (esim_id, provider_order_number, status, plan, data, data_mb, days_added, used_mb,
           remaining_mb, begins_at, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($12, now()))
         ON CONFLICT (provider_order_number) DO UPDATE SET status = EXCLUDED.status, used_mb = EXCLUDED.used_mb,
           remaining_mb = EXCLUDED.remaining_mb, begins_at = EXCLUDED.begins_at, expires_at = EXCLUDED.expires_at,
           updated_at = now()
         WHERE top_up.esim_id = EXCLUDED.esim_id AND (top_up.status, top_up.used_mb, top_up.begins_at, top_up.expires_at)
           IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.used_mb, EXCLUDED.begins_at, EXCLUDED.expires_at)
         RETURNING true AS changed`,
        [
          esimId,
          topUp.providerOrderNumber,
          topUp.status,
          topUp.plan.slice(0, 255),
          topUp.data.slice(0, 24),
          topUp.dataMb,
          topUp.daysAdded,
          topUp.usedMb,
          topUp.remainingMb,
          topUp.beginsAt,
          topUp.expiresAt,
          topUp.createdAt,
        ],
      );
      if (rows.length > 0) changed = true;
    }
    return changed;
  }

  /** The live eSIMs of a user (for sync-all). */
  async liveEsimsOf(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM esim WHERE user_id = $1 AND hidden_at IS NULL AND ${LIVE_ESIM_SQL} ORDER BY created_at`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Live eSIMs due for a sync, least recently synced first, with the window they were due in. An
   * eSIM near an alert (running, at 60 % of its data or more, or ending within 36 hours) is due
   * after the schedule's hotMs, any other live one after its staleMs (docs/esims.md "Status sync").
   */
  async dueForSync(
    limit = this.schedule.batch,
    now = Date.now(),
  ): Promise<{ id: string; staleMs: number }[]> {
    const { hotMs, staleMs } = this.schedule;
    const rows: { id: string; hot: boolean }[] = await this.dataSource.query(
      `SELECT id, hot FROM (
         SELECT id, last_synced_at,
           (status = 'active' AND ((used_mb IS NOT NULL AND data_mb > 0 AND used_mb >= data_mb * $3::double precision)
             OR (expires_at IS NOT NULL AND expires_at < to_timestamp($5 / 1000.0) + make_interval(secs => $4::double precision)))) AS hot
         FROM esim WHERE ${LIVE_ESIM_SQL}) due
       WHERE last_synced_at IS NULL
          OR last_synced_at < to_timestamp($5 / 1000.0) - make_interval(secs => CASE WHEN hot THEN $1::double precision ELSE $2::double precision END)
       ORDER BY hot DESC, last_synced_at NULLS FIRST LIMIT $6`,
      [hotMs / 1000, staleMs / 1000, SYNC_HOT_SHARE, SYNC_HOT_EXPIRY_MS / 1000, now, limit],
    );
    return rows.map((row) => ({ id: row.id, staleMs: row.hot ? hotMs : staleMs }));
  }

  /** The owner of an eSIM (for pushes). */
  async ownerOf(esimId: string): Promise<string | null> {
    const rows: { user_id: string | null }[] = await this.dataSource.query(
      'SELECT user_id FROM esim WHERE id = $1',
      [esimId],
    );
    return rows[0]?.user_id ?? null;
  }
}
