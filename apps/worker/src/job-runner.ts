import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  AppConfig,
  AppLogger,
  connectionErrorLog,
  DiscoveredHandler,
  discoverHandlers,
  JOB_QUEUE,
  JobName,
  ON_JOB,
  orderIdOf,
  queueConnection,
  queueKey,
  QueueName,
  traceFields,
  withTrace,
} from '@app/core';
import { Job, Worker } from 'bullmq';

/** Boot fails when a job has no handler or two: a job nobody runs would wait forever. */
export function indexHandlers(
  handlers: DiscoveredHandler<JobName>[],
): Map<JobName, DiscoveredHandler<JobName>> {
  const byName = new Map<JobName, DiscoveredHandler<JobName>>();
  const problems: string[] = [];
  for (const handler of handlers) {
    const existing = byName.get(handler.key);
    if (existing)
      problems.push(`job "${handler.key}" has two handlers: ${existing.label} and ${handler.label}`);
    else byName.set(handler.key, handler);
  }
  for (const name of Object.keys(JOB_QUEUE) as JobName[]) {
    if (!byName.has(name)) problems.push(`job "${name}" has no @OnJob handler`);
  }
  for (const handler of handlers) {
    if (!(handler.key in JOB_QUEUE)) problems.push(`${handler.label} handles unknown job "${handler.key}"`);
  }
  if (problems.length) throw new Error(`job handlers are inconsistent:\n  ${problems.join('\n  ')}`);
  return byName;
}

/** One BullMQ Worker per active queue (WORKER_QUEUES), dispatching each job to its @OnJob handler. */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly workers: Worker[] = [];
  private handlers = new Map<JobName, DiscoveredHandler<JobName>>();

  constructor(
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    this.handlers = indexHandlers(
      discoverHandlers<JobName>(this.discovery, this.scanner, this.reflector, ON_JOB),
    );
    for (const queue of this.config.queue.activeQueues) this.workers.push(this.startWorker(queue));
    this.logger.info(
      { queues: this.config.queue.activeQueues, backend: this.config.queue.backend },
      `worker consuming ${this.config.queue.activeQueues.join(', ')}`,
    );
  }

  private startWorker(queue: QueueName): Worker {
    const worker = new Worker(queueKey(queue), (job: Job) => this.run(job), {
      connection: queueConnection(this.config),
      concurrency: this.config.concurrency[queue],
      // BullMQ records it on each job (processedBy): which of several workers ran it.
      ...(this.config.processName ? { name: this.config.processName } : {}),
    });
    worker.on('failed', (job, error) =>
      this.logger.warn(
        { queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error },
        `job ${job?.name} failed`,
      ),
    );
    worker.on('error', connectionErrorLog(this.logger, `queue worker error (${queue})`, { level: 'error' }));
    return worker;
  }

  private async run(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name as JobName);
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    const started = Date.now();
    const orderId = orderIdOf(job.data);
    return withTrace({ job: job.name, jobId: job.id, orderId }, async () => {
      const status = await handler.call(job.data, job);
      // an order's jobs are its story (info); the sweeps' every-minute runs are not (debug)
      const level = traceFields().orderId ? 'info' : 'debug';
      this.logger[level]({ status, ms: Date.now() - started }, 'job finished');
      return status;
    });
  }

  /** On SIGTERM: stop taking jobs and let the ones in flight finish. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
