import { Injectable } from '@nestjs/common';
import { JobProducer, QUEUE_NAMES } from '@app/core';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { LATENCY_BUCKETS, RequestWindow } from './request-window';
import { ShopMetrics } from './shop-metrics';

/**
 * Prometheus metrics of this api process: defaults, HTTP latency, queue depths at scrape, and the
 * shop's own figures (ShopMetrics). deploy/monitoring's rules and dashboard use these names.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  /** The last minute of requests, for the admin's Performance monitor. */
  readonly recent = new RequestWindow();

  /** One answered request: into the registry's histogram and the last-minute window. */
  observe(labels: { method: string; route: string; status: string }, seconds: number): void {
    this.httpDuration.observe(labels, seconds);
    this.recent.record(seconds);
  }

  constructor(jobs: JobProducer, shop: ShopMetrics) {
    collectDefaultMetrics({ register: this.registry });
    shop.register(this.registry);
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
