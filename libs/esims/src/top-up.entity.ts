import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A renewal (top-up) plan on an eSIM: a RoameSIM order with renew 1 pointing at the eSIM's main
 * order. Written by the renewal flow and by the status sync, which finds renewals at the provider;
 * the provider order number is unique, so both paths meet on one row.
 */
@Entity('top_up')
export class TopUp {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'esim_id', type: 'uuid' })
  esimId: string;

  /** Our top-up order, when it was bought here. */
  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ name: 'provider_order_number', type: 'varchar', length: 40, unique: true })
  providerOrderNumber: string;

  @Column({ type: 'varchar', length: 24, default: 'pending' })
  status: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  plan: string;

  @Column({ type: 'varchar', length: 24, default: '' })
  data: string;

  @Column({ name: 'data_mb', type: 'int', default: 0 })
  dataMb: number;

  @Column({ name: 'days_added', type: 'int', default: 0 })
  daysAdded: number;

  @Column({ name: 'used_mb', type: 'double precision', nullable: true })
  usedMb: number | null;

  @Column({ name: 'remaining_mb', type: 'double precision', nullable: true })
  remainingMb: number | null;

  @Column({ name: 'begins_at', type: 'timestamptz', nullable: true })
  beginsAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
