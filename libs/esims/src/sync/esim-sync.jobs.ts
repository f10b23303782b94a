import { Injectable } from '@nestjs/common';
import { AppLogger, JobProducer, JobStatus, OnJob, RealtimePublisher } from '@app/core';
import { rooms } from '@app/contracts';
import type { Job } from 'bullmq';
import { EsimSyncService, type SyncResult } from './esim-sync.service';

const isLastAttempt = (job?: Job): boolean => !job || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * The esim-sync queue: one eSIM on demand (its owner gets esim_status_sync_complete when done, even
 * when the provider failed for good), all of a user's live eSIMs, and the periodic sweep.
 */
@Injectable()
export class EsimSyncJobs {
  constructor(
    private readonly sync: EsimSyncService,
    private readonly jobs: JobProducer,
    private readonly realtime: RealtimePublisher,
    private readonly logger: AppLogger,
  ) {}

  @OnJob('esim.sync')
  async syncOne(
    { esimId, requestedBy }: { esimId: string; requestedBy?: string },
    job?: Job,
  ): Promise<JobStatus> {
    let result: SyncResult | null;
    try {
      result = await this.sync.syncOne(esimId);
    } catch (error) {
      if (!isLastAttempt(job)) throw error;
      if (requestedBy) this.complete(requestedBy, [esimId], 0, 1);
      throw error;
    }
    if (requestedBy) this.complete(requestedBy, [esimId], result?.changed ? 1 : 0, 0);
    return result ? 'done' : 'skipped';
  }

  /** Every live eSIM of the user, one after the other; a failing one does not stop the others. */
  @OnJob('esims.sync-user')
  async syncUser({ userId }: { userId: string }): Promise<JobStatus> {
    const ids = await this.sync.liveEsimsOf(userId);
    let updated = 0;
    let failed = 0;
    for (const esimId of ids) {
      try {
        if ((await this.sync.syncOne(esimId))?.changed) updated += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn({ err: error, esimId }, 'eSIM status sync failed');
      }
    }
    this.complete(userId, ids, updated, failed);
    return ids.length > 0 ? 'done' : 'skipped';
  }

  @OnJob('esims.sync-sweep')
  async sweep(): Promise<JobStatus> {
    const now = Date.now();
    // At most the schedule's batch per sweep: under 2 RoameSIM reads a second (sync/sync-schedule.ts).
    const due = await this.sync.dueForSync(this.sync.schedule.batch, now);
    for (const { id, staleMs } of due)
      await this.jobs.enqueue(
        'esim.sync',
        { esimId: id },
        { jobId: `esim-sync:${id}:${staleMs}:${Math.floor(now / staleMs)}` },
      );
    return due.length > 0 ? 'done' : 'skipped';
  }

  private complete(userId: string, esimIds: string[], updated: number, failed: number): void {
    this.realtime.publish(rooms.user(userId), 'esim_status_sync_complete', {
      type: 'esim_status_sync_complete',
      esimIds,
      updated,
      failed,
      timestamp: new Date().toISOString(),
    });
  }
}
