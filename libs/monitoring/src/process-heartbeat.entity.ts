import type { MemorySample } from '@app/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per running api or worker process, refreshed every few seconds. */
@Entity('process_heartbeat')
export class ProcessHeartbeat {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  id: string;

  /** SERVER_NAME, else the role: what a server declared with Add Server matches. */
  @Column({ type: 'varchar', length: 60, default: '' })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  role: 'api' | 'worker';

  @Column({ type: 'varchar', length: 255 })
  hostname: string;

  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  queues: string[];

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ name: 'rss_mb', type: 'int' })
  rssMb: number;

  @Column({ name: 'heap_used_mb', type: 'int' })
  heapUsedMb: number;

  @Column({ name: 'heap_total_mb', type: 'int', default: 0 })
  heapTotalMb: number;

  /** The last memory samples, oldest first (the Memory monitor's short trend). */
  @Column({ name: 'memory_trend', type: 'jsonb', default: () => "'[]'" })
  memoryTrend: MemorySample[];

  /** Provider calls this process made since it started, by provider and outcome (provider-calls.ts). */
  @Column({ name: 'provider_calls', type: 'jsonb', default: () => "'{}'" })
  providerCalls: Record<string, { ok: number; error: number }>;
}
