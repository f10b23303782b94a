import { Injectable } from '@nestjs/common';
import { DeliverySettings } from '@app/admin';
import { JobProducer, QUEUE_NAMES } from '@app/core';
import { UNDELIVERED_PAID_STATUSES } from '@app/domain';
import { Gauge, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { withinOrNull } from './scrape-limit';

/**
 * The shop's own figures, read at scrape from PostgreSQL and the queues (the same for every api
 * process): what deploy/monitoring's alert rules and dashboard use.
 */
@Injectable()
export class ShopMetrics {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobProducer,
    private readonly delivery: DeliverySettings,
  ) {}

  register(registry: Registry): void {
    const { dataSource, jobs, delivery } = this;
    new Gauge({
      name: 'shop_paid_undelivered_past_sla',
      help: 'Paid orders not delivered within the delivery SLA (Needs attention setting)',
      registers: [registry],
      async collect() {
        const { slaMinutes } = await delivery.read();
        const rows: { n: number }[] = await dataSource.query(
          `SELECT count(*)::int AS n FROM orders WHERE status = ANY($1) AND confirmed_at < now() - make_interval(mins => $2)`,
          [UNDELIVERED_PAID_STATUSES, slaMinutes],
        );
        this.set(rows[0].n);
      },
    });
    new Gauge({
      name: 'queue_oldest_waiting_seconds',
      help: 'Age of the oldest job waiting in each queue (0 when none waits)',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        for (const name of QUEUE_NAMES) {
          const waiting = await withinOrNull(jobs.queue(name).getJobs(['waiting'], 0, 0, true));
          // The queue does not answer (dependency_up says so): no figure rather than a held scrape.
          if (!waiting) return;
          const [oldest] = waiting;
          this.set({ queue: name }, oldest ? Math.max(0, (Date.now() - oldest.timestamp) / 1000) : 0);
        }
      },
    });
    new Gauge({
      name: 'worker_heartbeat_age_seconds',
      help: 'Seconds since each live worker process last wrote its heartbeat (rows of the last hour)',
      labelNames: ['process'],
      registers: [registry],
      async collect() {
        this.reset();
        const rows: { id: string; age: number }[] = await dataSource.query(
          `SELECT id, extract(epoch FROM now() - last_seen_at)::float AS age FROM process_heartbeat
           WHERE role = 'worker' AND last_seen_at > now() - interval '1 hour'`,
        );
        for (const row of rows) this.set({ process: row.id }, row.age);
      },
    });
    new Gauge({
      name: 'provider_requests_total',
      help: 'Provider calls by provider and outcome (error: no answer or 5xx) of each process seen in the last hour, since it started',
      labelNames: ['provider', 'outcome', 'process'],
      registers: [registry],
      async collect() {
        this.reset();
        const rows: { id: string; calls: Record<string, { ok: number; error: number }> }[] =
          await dataSource.query(
            `SELECT id, provider_calls AS calls FROM process_heartbeat WHERE last_seen_at > now() - interval '1 hour'`,
          );
        for (const row of rows)
          for (const [provider, counts] of Object.entries(row.calls ?? {}))
            for (const outcome of ['ok', 'error'] as const)
              this.set({ provider, outcome, process: row.id }, counts[outcome] ?? 0);
      },
    });
    new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'Unix time of the newest finished backup (backup_run); 0 when none was taken',
      registers: [registry],
      async collect() {
        const rows: { at: number | null }[] = await dataSource.query(
          `SELECT extract(epoch FROM max(finished_at))::float AS at FROM backup_run`,
        );
        this.set(rows[0].at ?? 0);
      },
    });
  }
}
