import { BadRequestException, Injectable } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import type { QueueView, RetryFailedResult, SyncRestartResult } from '@app/contracts';
import { JobProducer, QUEUE_NAMES, QueueName } from '@app/core';
import { DataSource } from 'typeorm';

/** How many failed jobs one "Retry failed" moves back to waiting at most. */
const RETRY_BATCH = 1000;

/** A queue name from the request, or 400 naming the field. */
export function queueNameOf(value: string): QueueName {
  if ((QUEUE_NAMES as readonly string[]).includes(value)) return value as QueueName;
  throw new BadRequestException({
    code: 'UNKNOWN_QUEUE',
    message: `queue must be one of ${QUEUE_NAMES.join(', ')}`,
  });
}

/**
 * The Control tab's queue actions: counts, pause/resume (BullMQ's global pause: every worker of
 * the queue stops taking jobs; jobs already running finish), retry of failed jobs, and a catalogue
 * cycle started now. Each change is audited right after it, since it lives in the queue store.
 */
@Injectable()
export class QueueControl {
  constructor(
    private readonly jobs: JobProducer,
    private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
  ) {}

  async list(): Promise<QueueView[]> {
    return Promise.all(QUEUE_NAMES.map((name) => this.view(name)));
  }

  async view(name: QueueName): Promise<QueueView> {
    const queue = this.jobs.queue(name);
    const [paused, counts] = await Promise.all([
      queue.isPaused(),
      queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
    ]);
    return {
      name,
      paused,
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
    };
  }

  /** Pauses a queue; true when it was running (so a caller knows it paused it). */
  async pause(name: QueueName, actor: AuditActor | null): Promise<boolean> {
    const queue = this.jobs.queue(name);
    if (await queue.isPaused()) return false;
    await queue.pause();
    if (actor) await this.record(actor, 'control.queue_pause', name, { paused: false }, { paused: true });
    return true;
  }

  async resume(name: QueueName, actor: AuditActor | null): Promise<boolean> {
    const queue = this.jobs.queue(name);
    if (!(await queue.isPaused())) return false;
    await queue.resume();
    if (actor) await this.record(actor, 'control.queue_resume', name, { paused: true }, { paused: false });
    return true;
  }

  /** Moves the queue's failed jobs back to waiting (each keeps its id, so nothing runs twice). */
  async retryFailed(name: QueueName, actor: AuditActor): Promise<RetryFailedResult> {
    const queue = this.jobs.queue(name);
    const failed = (await queue.getJobCounts('failed')).failed ?? 0;
    if (failed > 0) await queue.retryJobs({ state: 'failed', count: RETRY_BATCH });
    const retried = Math.min(failed, RETRY_BATCH);
    if (retried > 0) await this.record(actor, 'control.queue_retry_failed', name, null, { retried });
    return { queue: name, retried };
  }

  /** Sync Restart: a catalogue cycle now (20 SKUs from the cursor), whatever the schedule says. */
  async syncRestart(actor: AuditActor): Promise<SyncRestartResult> {
    const jobId = `catalogue.sync:restart:${Date.now()}`;
    await this.jobs.enqueue('catalogue.sync', {}, { jobId });
    await this.record(actor, 'control.sync_restart', 'catalogue', null, { jobId });
    return { queued: true, jobId };
  }

  private async record(
    actor: AuditActor,
    action:
      'control.queue_pause' | 'control.queue_resume' | 'control.queue_retry_failed' | 'control.sync_restart',
    queue: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.record(this.dataSource.manager, {
      actor,
      action,
      targetType: 'queue',
      targetId: queue,
      before,
      after,
    });
  }
}
