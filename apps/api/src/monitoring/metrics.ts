import { Injectable } from '@nestjs/common';
import type { ProbeResult } from '@app/contracts';
import { JobProducer, QUEUE_NAMES } from '@app/core';
import { overallStatus, Probes } from '@app/monitoring';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { LATENCY_BUCKETS, RequestWindow } from './request-window';
import { withinOrNull } from './scrape-limit';
import { ShopMetrics } from './shop-metrics';

/**
 * Prometheus metrics of this api process: defaults, HTTP latency, queue depths and the health of
 * what it depends on at scrape (`dependency_up` per probe, `health_status` 2 ok / 1 degraded /
 * 0 down, the /api/health rule), and the shop's own figures (ShopMetrics; deploy/monitoring's rules
 * and dashboard use these names). A dependency that does not answer is reported, never an error.
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

  constructor(jobs: JobProducer, probes: Probes, shop: ShopMetrics) {
    collectDefaultMetrics({ register: this.registry });
    shop.register(this.registry);
    // One probe per scrape, shared by the two gauges below (each collects before it is read).
    let scrape: { at: number; checks: Promise<ProbeResult[]> } | null = null;
    const checks = (): Promise<ProbeResult[]> => {
      if (!scrape || Date.now() - scrape.at > 1000) scrape = { at: Date.now(), checks: probes.core() };
      return scrape.checks;
    };
    new Gauge({
      name: 'dependency_up',
      help: 'Whether a dependency of the api answers (1) or not (0), by its kind (database, queue)',
      labelNames: ['dependency'],
      registers: [this.registry],
      async collect() {
        for (const check of await checks())
          this.set({ dependency: check.kind }, check.status === 'ok' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'health_status',
      help: 'The api health as /api/health reports it: 2 ok, 1 degraded (e.g. Redis down), 0 down (database)',
      registers: [this.registry],
      async collect() {
        this.set({ ok: 2, degraded: 1, down: 0 }[overallStatus(await checks())]);
      },
    });
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        for (const name of QUEUE_NAMES) {
          const counts = await withinOrNull(
            jobs.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
          );
          // The queue does not answer (dependency_up says so): no figures rather than a failed scrape.
          if (!counts) return;
          for (const [state, count] of Object.entries(counts)) this.set({ queue: name, state }, count);
        }
      },
    });
  }
}
