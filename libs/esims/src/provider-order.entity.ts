import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * Where one order line stands at RoameSIM: ordering (a job holds it and may be calling the
 * provider) → ordered (the provider order number is known) → delivered (its eSIMs are stored), or
 * failed. Unique per order item: the guard that one line never yields two provider orders.
 */
export type ProviderOrderState = 'ordering' | 'ordered' | 'delivered' | 'failed';

@Entity('provider_order')
export class ProviderOrder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'order_item_id', type: 'uuid', unique: true })
  orderItemId: string;

  @Column({ type: 'varchar', length: 10, default: 'purchase' })
  kind: 'purchase' | 'topup';

  @Column({ type: 'varchar', length: 10, default: 'ordering' })
  state: ProviderOrderState;

  /** RoameSIM's order number (EP…), once known. */
  @Column({ name: 'provider_order_number', type: 'varchar', length: 40, nullable: true, unique: true })
  providerOrderNumber: string | null;

  /** eSIMs this line buys (the provider order's count). */
  @Column({ type: 'int' })
  quantity: number;

  /** Runs that claimed this line (each may call the provider). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Tries of this line that failed (a retryable error); the retry schedule is indexed by it. */
  @Column({ type: 'int', default: 0 })
  failures: number;

  /** The line's next try on the retry schedule; no run takes the line before it. */
  @Column({ name: 'retry_at', type: 'timestamptz', nullable: true })
  retryAt: Date | null;

  /** Times a run found the provider order without its card data and came back later. */
  @Column({ name: 'card_polls', type: 'int', default: 0 })
  cardPolls: number;

  /** The run working on this line, until lease_until; an expired lease may be taken over. */
  @Column({ name: 'lease_owner', type: 'uuid', nullable: true })
  leaseOwner: string | null;

  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** Why it failed, as a stable code (ProvisioningFailureCode). */
  @Column({ name: 'failure_code', type: 'varchar', length: 40, nullable: true })
  failureCode: string | null;

  /** The last provider or internal error, for admins (never shown to customers as is). */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'ordered_at', type: 'timestamptz', nullable: true })
  orderedAt: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
