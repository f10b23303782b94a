import type { ProbeResult, ProbeStatus, ProcessInfo } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A check of the whole deployment, asked for from the server panel and run by a worker. */
@Entity('system_check')
export class SystemCheck {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The browser session that asked (its realtime room gets the result). */
  @Column({ name: 'session_id', type: 'varchar', length: 64, nullable: true })
  sessionId: string | null;

  @Column({ type: 'varchar', length: 12, default: 'requested' })
  state: 'requested' | 'running' | 'completed';

  @Column({ type: 'varchar', length: 10, nullable: true })
  status: ProbeStatus | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  probes: ProbeResult[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  processes: ProcessInfo[];

  @CreateDateColumn({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
