import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AppConfig,
  AppLogger,
  DomainEvent,
  JobProducer,
  JobStatus,
  OnEvent,
  OnJob,
  ProcessRole,
  RealtimePublisher,
} from '@app/core';
import { rooms } from '@app/contracts';
import { In, Repository } from 'typeorm';
import { CatalogueSyncService } from './catalogue-sync.service';
import { CataloguePackage } from './package.entity';
import { SyncProgressStore } from './sync-progress.store';

/** Job id of the full load queued at a worker's start while the catalogue was never loaded. */
export const INITIAL_SYNC_JOB_ID = 'catalogue.sync.initial';

/** The catalogue's jobs and listeners: sync runs, realtime hints after changes. */
@Injectable()
export class CatalogueJobs implements OnApplicationBootstrap {
  constructor(
    private readonly sync: CatalogueSyncService,
    private readonly progress: SyncProgressStore,
    @InjectRepository(CataloguePackage) private readonly packages: Repository<CataloguePackage>,
    private readonly jobs: JobProducer,
    private readonly realtime: RealtimePublisher,
    private readonly role: ProcessRole,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /** A worker that runs the catalogue queue loads the whole catalogue at once if it never was. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.role.role !== 'worker' || !this.config.queue.activeQueues.includes('catalogue')) return;
    const state = await this.progress.read();
    if (state.lastFullSyncAt !== null) return;
    await this.jobs.enqueue('catalogue.sync', { full: true }, { jobId: INITIAL_SYNC_JOB_ID });
    this.logger.info('catalogue never loaded: full sync queued');
  }

  @OnJob('catalogue.sync')
  async runSync(payload: { full?: boolean }): Promise<JobStatus> {
    // The repeating 20-SKU cycle waits while an admin has paused discovery; a full load still runs.
    if (payload?.full !== true && (await this.progress.read()).cyclePaused) return 'skipped';
    const result = await this.sync.run({ full: payload?.full === true });
    return result ? 'done' : 'skipped';
  }

  @OnEvent('catalogue.packages_found')
  async announceNewPackages(event: DomainEvent<'catalogue.packages_found'>): Promise<void> {
    const found = await this.packages.find({
      where: { id: In(event.payload.packageIds) },
      select: { id: true, apiCode: true, destination: true },
    });
    const timestamp = event.createdAt.toISOString();
    for (const pkg of found) {
      this.realtime.publish(rooms.catalogue(), 'new_package_found', {
        type: 'new_package_found',
        timestamp,
        package: { id: pkg.id, apiCode: pkg.apiCode, destination: pkg.destination },
      });
    }
  }

  @OnEvent('catalogue.changed')
  announceChange(event: DomainEvent<'catalogue.changed'>): void {
    this.realtime.publish(rooms.catalogue(), 'package_update', {
      type: 'package_update',
      timestamp: event.createdAt.toISOString(),
      ...event.payload,
    });
  }
}
