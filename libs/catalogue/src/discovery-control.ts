import { ConflictException, Injectable } from '@nestjs/common';
import { JobProducer } from '@app/core';
import type { CatalogueSyncProgress } from '@app/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogueService } from './catalogue.service';
import { CatalogueSyncState } from './catalogue-sync-state.entity';

/** The monitor's figures that come from the catalogue (connected clients come from the api). */
export interface DiscoveryFigures {
  isActive: boolean;
  newPackages: number;
  counterSince: string;
  lastUpdate: string | null;
  syncRunning: boolean;
}

/**
 * The admin's controls over discovery (Monitoring tab): pause and resume the 20-SKU cycle
 * (Section 2.4 monitor Start/Stop), clear its new-packages counter, and start or stop a full
 * catalogue load (Package Loader). Each change is a single-row update of the progress row, made
 * inside the caller's transaction so the audit entry is written with it.
 */
@Injectable()
export class DiscoveryControl {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueService,
    private readonly jobs: JobProducer,
  ) {}

  async figures(): Promise<DiscoveryFigures> {
    const [row]: {
      cycle_paused: boolean;
      counter_since: Date;
      finished_at: Date | null;
      running: boolean;
      new_packages: number;
    }[] = await this.dataSource.query(
      `SELECT s.cycle_paused, s.counter_since, s.finished_at,
              (s.is_running AND s.lease_until > now()) AS running,
              (SELECT count(*)::int FROM package p
                WHERE p.first_seen_at > s.counter_since AND p.removed_at IS NULL) AS new_packages
       FROM catalogue_sync_state s WHERE s.id = 1`,
    );
    return {
      isActive: !row.cycle_paused,
      newPackages: row.new_packages,
      counterSince: row.counter_since.toISOString(),
      lastUpdate: row.finished_at ? row.finished_at.toISOString() : null,
      syncRunning: row.running,
    };
  }

  /** Resumes (true) or pauses (false) the repeating cycle; returns whether it changed. */
  async setCycleActive(active: boolean, manager: EntityManager): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(CatalogueSyncState)
      .set({ cyclePaused: !active })
      .where('id = 1 AND cycle_paused = :paused', { paused: active })
      .execute();
    return Boolean(result.affected);
  }

  /** Restarts the new-packages counter at now; returns the new start. */
  async clearCounter(manager: EntityManager): Promise<Date> {
    const [[row]]: [{ counter_since: Date }[]] = await manager.query(
      'UPDATE catalogue_sync_state SET counter_since = now() WHERE id = 1 RETURNING counter_since',
    );
    return row.counter_since;
  }

  /** Queues a full load of every SKU; 409 while a run holds the sync. */
  async startFullLoad(): Promise<CatalogueSyncProgress> {
    const before = await this.catalogue.syncStatus();
    if (before.isRunning)
      throw new ConflictException({
        code: 'SYNC_RUNNING',
        message: 'A catalogue sync is already running; stop it or wait for it to finish',
      });
    await this.jobs.enqueue('catalogue.sync', { full: true }, { jobId: `catalogue.sync.full.${Date.now()}` });
    return before;
  }

  /** Asks the running load to stop after the SKUs in hand; 409 when nothing runs. */
  async requestStop(manager: EntityManager): Promise<void> {
    const result = await manager.query(
      `UPDATE catalogue_sync_state SET stop_requested = true
       WHERE id = 1 AND is_running AND lease_until > now() RETURNING id`,
    );
    if ((result[0] as unknown[]).length === 0)
      throw new ConflictException({ code: 'SYNC_NOT_RUNNING', message: 'No catalogue load is running' });
  }
}
