import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AppConfig, AppLogger, ProcessRole, RealtimePublisher } from '@app/core';
import { rooms, type MemorySample, type ProcessInfo } from '@app/contracts';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { MoreThan, Repository } from 'typeorm';
import { providerCallCounts } from '@app/providers';
import { ProcessHeartbeat } from './process-heartbeat.entity';

export const HEARTBEAT_INTERVAL_MS = 5000;
/** A process that has not beaten for this long is shown as gone. */
export const HEARTBEAT_STALE_MS = 15000;

const mb = (bytes: number): number => Math.round(bytes / 1024 / 1024);

/** A memory sample joins the trend once a minute; the trend keeps the last ten. */
export const MEMORY_SAMPLE_EVERY_MS = 60_000;
export const MEMORY_TREND_LENGTH = 10;

/** Each process says it is alive, with its role, queues, uptime and memory. */
@Injectable()
export class HeartbeatService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly startedAt = new Date();
  private timer?: NodeJS.Timeout;
  private trend: MemorySample[] = [];

  constructor(
    @InjectRepository(ProcessHeartbeat) private readonly repo: Repository<ProcessHeartbeat>,
    private readonly role: ProcessRole,
    private readonly config: AppConfig,
    private readonly realtime: RealtimePublisher,
    private readonly logger: AppLogger,
  ) {}

  /** The name this process's heartbeat carries (SERVER_NAME, else its role). */
  get name(): string {
    return this.config.serverName ?? this.role.role;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.beat();
    this.realtime.publish(rooms.admins(), 'processes_changed', { at: new Date().toISOString() });
    this.timer = setInterval(() => {
      this.beat().catch((error: unknown) => this.logger.warn({ err: error }, 'heartbeat failed'));
    }, HEARTBEAT_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.repo.delete({ id: this.processId }).catch(() => undefined);
    this.realtime.publish(rooms.admins(), 'processes_changed', { at: new Date().toISOString() });
  }

  async beat(): Promise<void> {
    const memory = process.memoryUsage();
    const now = new Date();
    const last = this.trend[this.trend.length - 1];
    if (!last || now.getTime() - Date.parse(last.at) >= MEMORY_SAMPLE_EVERY_MS) {
      this.trend = [
        ...this.trend,
        { at: now.toISOString(), rssMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed) },
      ].slice(-MEMORY_TREND_LENGTH);
    }
    await this.repo.upsert(
      {
        id: this.processId,
        name: this.name,
        role: this.role.role,
        hostname: hostname(),
        pid: process.pid,
        queues: this.role.role === 'worker' ? this.config.queue.activeQueues : [],
        startedAt: this.startedAt,
        lastSeenAt: now,
        rssMb: mb(memory.rss),
        heapUsedMb: mb(memory.heapUsed),
        heapTotalMb: mb(memory.heapTotal),
        memoryTrend: this.trend,
        providerCalls: providerCallCounts(),
      },
      ['id'],
    );
  }

  /** Processes seen within the last day, newest first, with `alive` decided by the stale limit. */
  async list(now = new Date()): Promise<ProcessInfo[]> {
    const rows = await this.repo.find({
      where: { lastSeenAt: MoreThan(new Date(now.getTime() - 24 * 3600 * 1000)) },
      order: { role: 'ASC', startedAt: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      hostname: row.hostname,
      pid: row.pid,
      queues: row.queues,
      startedAt: row.startedAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      uptimeSeconds: Math.round((row.lastSeenAt.getTime() - row.startedAt.getTime()) / 1000),
      rssMb: row.rssMb,
      heapUsedMb: row.heapUsedMb,
      heapTotalMb: row.heapTotalMb,
      memoryTrend: row.memoryTrend,
      alive: now.getTime() - row.lastSeenAt.getTime() < HEARTBEAT_STALE_MS,
    }));
  }

  /** Forgets processes gone for a day (or for `olderThanMs`: the admin's cleanup forgets every gone one). */
  async prune(now = new Date(), olderThanMs = 24 * 3600 * 1000): Promise<number> {
    const result = await this.repo
      .createQueryBuilder()
      .delete()
      .where('last_seen_at < :limit', { limit: new Date(now.getTime() - olderThanMs) })
      .execute();
    return result.affected ?? 0;
  }
}
