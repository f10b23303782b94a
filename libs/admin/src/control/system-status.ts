import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProbeResult, SystemStatusView } from '@app/contracts';
import { AppConfig } from '@app/core';
import { overallStatus, Probes, SystemCheck } from '@app/monitoring';
import { DataSource, Repository } from 'typeorm';
import { appBuildInfo } from './app-build-info';

/**
 * The System tab's live cards, each read when asked: the database (and the migrations applied
 * against those this build knows), the queue backend, Redis or its Postgres fallback, SMTP, each
 * provider's probe from the newest completed check (Server Control's Refresh All), the build.
 */
@Injectable()
export class SystemCards {
  constructor(
    private readonly probes: Probes,
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    @InjectRepository(SystemCheck) private readonly checks: Repository<SystemCheck>,
  ) {}

  async read(knownMigrations: readonly string[]): Promise<SystemStatusView> {
    const [database, queue, smtp, migrations, lastCheck] = await Promise.all([
      this.probes.database(),
      this.probes.queue(),
      this.probes.smtp(),
      this.migrations(),
      this.checks.findOne({ where: { state: 'completed' }, order: { completedAt: 'DESC' } }),
    ]);
    const backend = this.config.queue.backend;
    const build = appBuildInfo();
    return {
      checkedAt: new Date().toISOString(),
      status: overallStatus([database, queue, smtp]),
      database: {
        ...database,
        migrationsApplied: migrations.filter((name) => knownMigrations.includes(name)).length,
        migrationsKnown: knownMigrations.length,
        lastMigration: migrations.at(-1) ?? null,
      },
      queue: { ...queue, backend },
      redis: this.redisCard(backend, queue),
      smtp,
      providers: {
        checkedAt: lastCheck?.completedAt?.toISOString() ?? null,
        probes: (lastCheck?.probes ?? []).filter((probe) => probe.kind === 'provider'),
      },
      app: {
        version: build.version,
        commit: build.commit,
        nodeVersion: process.version,
        environment: this.config.env,
      },
    };
  }

  private redisCard(backend: 'redis' | 'postgres', queue: ProbeResult): SystemStatusView['redis'] {
    if (backend === 'postgres') {
      return {
        configured: false,
        status: 'fallback',
        address: null,
        detail: 'REDIS_URL not set: queues on the BullMQ Postgres backend, realtime through Postgres NOTIFY',
      };
    }
    const url = new URL(this.config.queue.redisUrl as string);
    const address = `${url.hostname}:${url.port || 6379}`;
    return {
      configured: true,
      status: queue.status,
      address,
      detail: `${address} (queues and realtime)${queue.status === 'ok' ? '' : `: ${queue.detail}`}`,
    };
  }

  private async migrations(): Promise<string[]> {
    const rows: { name: string }[] = await this.dataSource.query('SELECT name FROM migrations ORDER BY id');
    return rows.map((row) => row.name);
  }
}
