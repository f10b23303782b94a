import { Injectable } from '@nestjs/common';
import { JobProducer, QUEUE_NAMES } from '@app/core';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of this api process: defaults, HTTP latency, and queue depths at scrape. */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(jobs: JobProducer) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        for (const name of QUEUE_NAMES) {
          const counts = await jobs
            .queue(name)
            .getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
          for (const [state, count] of Object.entries(counts)) this.set({ queue: name, state }, count);
        }
      },
    });
  }
}
