import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { CatalogueSyncState } from './catalogue-sync-state.entity';

/** A run whose lease expired and was taken over by another worker: it must stop writing. */
export class SyncLeaseLostError extends Error {
  constructor(runId: string) {
    super(`catalogue sync run ${runId} lost its lease`);
    this.name = 'SyncLeaseLostError';
  }
}

/** The progress row (id 1) and the lease that lets one sync run at a time. */
@Injectable()
export class SyncProgressStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(CatalogueSyncState) private readonly repo: Repository<CatalogueSyncState>,
  ) {}

  read(manager: EntityManager = this.dataSource.manager): Promise<CatalogueSyncState> {
    return manager.getRepository(CatalogueSyncState).findOneByOrFail({ id: 1 });
  }

  /** Takes the sync for `runId` unless a live run holds it; null when another run is going. */
  async acquire(runId: string, leaseMs: number): Promise<CatalogueSyncState | null> {
    const result = await this.repo
      .createQueryBuilder()
      .update()
      .set({
        runId,
        isRunning: true,
        stopRequested: false,
        leaseUntil: () => `now() + make_interval(secs => ${Math.ceil(leaseMs / 1000)})`,
      })
      .where('id = 1 AND (run_id IS NULL OR lease_until IS NULL OR lease_until < now())')
      .execute();
    return result.affected ? this.read() : null;
  }

  /** Writes this run's columns and extends its lease; throws if the lease was lost. */
  async save(
    runId: string,
    columns: Partial<CatalogueSyncState>,
    leaseMs: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const result = await manager
      .getRepository(CatalogueSyncState)
      .createQueryBuilder()
      .update()
      .set({ ...columns, leaseUntil: () => `now() + make_interval(secs => ${Math.ceil(leaseMs / 1000)})` })
      .where('id = 1 AND run_id = :runId', { runId })
      .execute();
    if (!result.affected) throw new SyncLeaseLostError(runId);
  }

  /** Whether an admin asked the running load to stop. */
  async stopRequested(): Promise<boolean> {
    const [row]: { stop_requested: boolean }[] = await this.dataSource.query(
      'SELECT stop_requested FROM catalogue_sync_state WHERE id = 1',
    );
    return row?.stop_requested === true;
  }

  /** Ends the run (also after a failure): the row is free for the next one. */
  async release(
    runId: string,
    columns: Partial<CatalogueSyncState>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const result = await manager
      .getRepository(CatalogueSyncState)
      .createQueryBuilder()
      .update()
      .set({
        ...columns,
        runId: null,
        leaseUntil: null,
        isRunning: false,
        stopRequested: false,
        finishedAt: () => 'now()',
      })
      .where('id = 1 AND run_id = :runId', { runId })
      .execute();
    return Boolean(result.affected);
  }
}
