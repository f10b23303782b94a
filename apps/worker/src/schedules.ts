import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig, JOB_QUEUE, JobName, JobProducer } from '@app/core';
import { DISCOVERY_INTERVAL_MS } from '@app/domain';

/**
 * Repeating sweeps, registered idempotently (one scheduler per name, whatever the worker count). A
 * period given as a function is read from the settings.
 */
export const SCHEDULES: {
  name: JobName;
  everyMs: number | ((config: AppConfig) => number);
  atStart?: boolean;
}[] = [
  { name: 'system.prune-heartbeats', everyMs: 3600 * 1000 },
  { name: 'accounts.prune-sessions', everyMs: 3600 * 1000 },
  { name: 'notification.sweep', everyMs: 60 * 1000 },
  { name: 'telegram.sweep', everyMs: 60 * 1000 },
  { name: 'catalogue.sync', everyMs: DISCOVERY_INTERVAL_MS },
  { name: 'cart.prune', everyMs: 24 * 3600 * 1000 },
  { name: 'payments.sweep', everyMs: 60 * 1000 },
  { name: 'payments.reconcile', everyMs: 3600 * 1000 },
  { name: 'esims.provision-sweep', everyMs: 60 * 1000 },
  { name: 'esims.sync-sweep', everyMs: (config) => config.esimSync.sweepMs },
  { name: 'attention.sweep', everyMs: 60 * 1000 },
  // Also read at start: a scheduler that already exists keeps its next slot, up to an hour away.
  { name: 'exchange-rate.refresh', everyMs: 3600 * 1000, atStart: true },
];

@Injectable()
export class Schedules implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobProducer,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const schedule of SCHEDULES) {
      const queue = JOB_QUEUE[schedule.name];
      if (!this.config.queue.activeQueues.includes(queue)) continue;
      const every = typeof schedule.everyMs === 'function' ? schedule.everyMs(this.config) : schedule.everyMs;
      await this.jobs
        .queue(queue)
        .upsertJobScheduler(schedule.name, { every }, { name: schedule.name, data: {} });
      // One start run per worker start (the job is idempotent: a rate read twice is stored once). A
      // job id shared by starts in the same minute would be taken by a run that wrote elsewhere, as
      // when several stacks share one Redis.
      if (schedule.atStart)
        await this.jobs
          .queue(queue)
          .add(schedule.name, {}, { jobId: `${schedule.name}-start-${randomUUID()}` });
    }
  }
}
