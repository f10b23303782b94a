import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { AppConfig } from '../config/config';
import { connectionErrorLog } from '../logging/connection-errors';
import { AppLogger } from '../logging/logger';
import { JOB_QUEUE, JobName, JobPayloads } from './jobs';
import { QUEUE_NAMES, QueueName, queueKey } from './queue-names';
import { DEFAULT_JOB_OPTIONS, queueConnection } from './queue-backend';

export interface EnqueueOptions {
  /** Deduplication key: a second job with the same id is not added while the first exists. */
  jobId?: string;
  delayMs?: number;
  attempts?: number;
}

/** One job of an `enqueueMany` batch. */
export type QueuedJob = {
  [N in JobName]: { name: N; payload: JobPayloads[N]; options?: EnqueueOptions };
}[JobName];

// BullMQ job ids may not contain ':' on their own; keep them readable but safe.
const queueJobId = (jobId: string): string => jobId.replace(/:/g, '_');

const jobOptions = (options: EnqueueOptions = {}): JobsOptions => {
  const result: JobsOptions = {};
  if (options.jobId) result.jobId = queueJobId(options.jobId);
  if (options.delayMs) result.delay = options.delayMs;
  if (options.attempts) result.attempts = options.attempts;
  return result;
};

/** Adds jobs to their queue. Safe to use from the api and the worker alike. */
@Injectable()
export class JobProducer implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(queueKey(name), {
        connection: queueConnection(this.config),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      // Its connection retries on its own (Redis, or the Postgres backend's pool after a restart).
      queue.on('error', connectionErrorLog(this.logger, `queue connection error (${name})`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  allQueues(): Queue[] {
    return QUEUE_NAMES.map((name) => this.queue(name));
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<void> {
    await this.queue(JOB_QUEUE[name]).add(name, payload, jobOptions(options));
  }

  /**
   * Adds several jobs with one round trip per queue (BullMQ's addBulk), each with the same id and
   * delay rules as `enqueue`: a job whose id exists is not added again.
   */
  async enqueueMany(jobs: readonly QueuedJob[]): Promise<void> {
    const byQueue = new Map<QueueName, { name: string; data: unknown; opts: JobsOptions }[]>();
    for (const job of jobs) {
      const queue = JOB_QUEUE[job.name];
      const batch = byQueue.get(queue) ?? [];
      batch.push({ name: job.name, data: job.payload, opts: jobOptions(job.options) });
      byQueue.set(queue, batch);
    }
    await Promise.all([...byQueue].map(([queue, batch]) => this.queue(queue).addBulk(batch)));
  }

  /**
   * Takes jobs that have not started out of their queue, by the ids they were added with (delayed
   * checks nobody needs any more). A job already running, finished or never added is left as it is.
   */
  async removeWaiting(name: JobName, jobIds: readonly string[]): Promise<void> {
    const queue = this.queue(JOB_QUEUE[name]);
    await Promise.all(jobIds.map((jobId) => queue.remove(queueJobId(jobId))));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}
