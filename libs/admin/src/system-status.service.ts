import { Injectable } from '@nestjs/common';
import { AdminAudit, type AuditActor } from '@app/audit';
import { SessionService } from '@app/accounts';
import { CatalogueReadModel } from '@app/catalogue';
import { JobProducer } from '@app/core';
import type {
  HealthProblem,
  MemoryActionResult,
  MemoryRecommendation,
  MemoryStats,
  SystemHealth,
} from '@app/contracts';
import { memoryStatus } from '@app/domain';
import { HeartbeatService, HEARTBEAT_STALE_MS, Probes } from '@app/monitoring';
import { DataSource } from 'typeorm';

const mb = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;
/** Completed jobs removed per queue by one cleanup (failed jobs are kept: they can be retried). */
const CLEAN_LIMIT = 10_000;

/** The request figures the api process measures itself (its metrics registry). */
export interface RequestFigures {
  perMinute: number;
  p95Ms: number | null;
  total: number;
}

/**
 * The Monitoring tab's Performance and Memory monitors: health from the probes and heartbeats,
 * counts by SQL, memory of every process from its heartbeat, and the cleanup actions that free
 * something real, each audited with what it freed.
 */
@Injectable()
export class SystemStatus {
  private readonly started = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly probes: Probes,
    private readonly heartbeats: HeartbeatService,
    private readonly sessions: SessionService,
    private readonly jobs: JobProducer,
    private readonly catalogue: CatalogueReadModel,
    private readonly audit: AdminAudit,
  ) {}

  async health(requests: RequestFigures): Promise<SystemHealth> {
    const [database, queue, processes, counts] = await Promise.all([
      this.probes.database(),
      this.probes.queue(),
      this.heartbeats.list(),
      this.counts().catch(() => ({ packages: 0, orders: 0, esims: 0 })),
    ]);
    const memory = process.memoryUsage();
    const problems: HealthProblem[] = [];
    if (database.status !== 'ok') problems.push('database_down');
    if (queue.status !== 'ok') problems.push('queue_down');
    if (!processes.some((row) => row.alive && row.role === 'worker')) problems.push('no_worker');
    if (processes.some((row) => row.alive && ['high', 'critical'].includes(memoryStatus(row.rssMb))))
      problems.push('memory_high');
    return {
      status: problems.includes('database_down') ? 'error' : problems.length ? 'warning' : 'operational',
      problems,
      uptime: Math.round((Date.now() - this.started) / 1000),
      memory: { heapUsed: mb(memory.heapUsed), heapTotal: mb(memory.heapTotal), rss: mb(memory.rss) },
      totalPackages: counts.packages,
      totalOrders: counts.orders,
      totalEsims: counts.esims,
      processes,
      requests,
    };
  }

  async memory(): Promise<MemoryStats> {
    const [processes, lastCleanup] = await Promise.all([this.heartbeats.list(), this.lastCleanup()]);
    const memory = process.memoryUsage();
    const rss = mb(memory.rss);
    const percentage = memory.heapTotal ? Math.round((memory.heapUsed / memory.heapTotal) * 1000) / 10 : 0;
    const status = memoryStatus(rss);
    const rows = processes.map((row) => ({
      id: row.id,
      role: row.role,
      hostname: row.hostname,
      pid: row.pid,
      alive: row.alive,
      rssMb: row.rssMb,
      heapUsedMb: row.heapUsedMb,
      heapTotalMb: row.heapTotalMb,
      status: memoryStatus(row.rssMb),
      trend: row.memoryTrend,
    }));
    const recommendations: MemoryRecommendation[] = [];
    if (rows.some((row) => row.alive && row.status === 'critical')) recommendations.push('restart_process');
    if (rows.some((row) => row.alive && row.status === 'high')) recommendations.push('run_cleanup');
    if (percentage > 90) recommendations.push('heap_nearly_full');
    if (rows.some((row) => !row.alive)) recommendations.push('gone_processes');
    if (recommendations.length === 0) recommendations.push('all_good');
    return {
      rss,
      heapUsed: mb(memory.heapUsed),
      heapTotal: mb(memory.heapTotal),
      external: mb(memory.external),
      arrayBuffers: mb(memory.arrayBuffers),
      percentage,
      status,
      recommendations,
      lastCleanup,
      processes: rows,
    };
  }

  /**
   * Cleanup: removes what the database and the queues keep that nobody needs any more: expired
   * sessions, heartbeats of processes gone (past the stale limit), completed jobs of every queue.
   */
  async cleanup(actor: AuditActor): Promise<MemoryActionResult> {
    const expiredSessions = await this.sessions.pruneExpired();
    const oldHeartbeats = await this.heartbeats.prune(new Date(), HEARTBEAT_STALE_MS);
    let finishedJobs = 0;
    for (const queue of this.jobs.allQueues())
      finishedJobs += (await queue.clean(0, CLEAN_LIMIT, 'completed')).length;
    return this.record(actor, 'cleanup', {
      saved: 0,
      freed: { expiredSessions, oldHeartbeats, finishedJobs, catalogueCacheEntries: 0 },
      at: new Date().toISOString(),
    });
  }

  /**
   * Optimize: drops this api process's cached catalogue answers (rebuilt on the next read) and,
   * when the process runs with --expose-gc, collects garbage; reports the heap it freed.
   */
  async optimize(actor: AuditActor): Promise<MemoryActionResult> {
    const before = process.memoryUsage().heapUsed;
    const catalogueCacheEntries = this.catalogue.dropCache();
    (globalThis as { gc?: () => void }).gc?.();
    const saved = Math.max(0, Math.round((before - process.memoryUsage().heapUsed) / 1024 / 1024));
    return this.record(actor, 'optimize', {
      saved,
      freed: { expiredSessions: 0, oldHeartbeats: 0, finishedJobs: 0, catalogueCacheEntries },
      at: new Date().toISOString(),
    });
  }

  private async record(
    actor: AuditActor,
    kind: 'cleanup' | 'optimize',
    result: MemoryActionResult,
  ): Promise<MemoryActionResult> {
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, {
        actor,
        action: 'system.memory',
        targetType: 'system',
        targetId: kind,
        after: { saved: result.saved, ...result.freed },
      }),
    );
    return result;
  }

  private async lastCleanup(): Promise<string | null> {
    const [row]: { at: Date }[] = await this.dataSource.query(
      "SELECT at FROM admin_audit WHERE action = 'system.memory' ORDER BY id DESC LIMIT 1",
    );
    return row ? row.at.toISOString() : null;
  }

  private async counts(): Promise<{ packages: number; orders: number; esims: number }> {
    const [row]: { packages: number; orders: number; esims: number }[] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM package WHERE removed_at IS NULL AND withdrawn_at IS NULL) AS packages,
              (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM esim) AS esims`,
    );
    return row;
  }
}
