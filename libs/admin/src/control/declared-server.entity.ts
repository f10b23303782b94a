import type { ServerType } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A server the deployment should have, declared with Add Server; seen once a heartbeat carries its name. */
@Entity('declared_server')
export class DeclaredServer {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 60 })
  region: string;

  @Column({ type: 'varchar', length: 20 })
  type: ServerType;

  @Column({ name: 'declared_by', type: 'uuid', nullable: true })
  declaredBy: string | null;

  @CreateDateColumn({ name: 'declared_at', type: 'timestamptz' })
  declaredAt: Date;
}
