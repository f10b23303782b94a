import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A line of the progress lists (recent packages, errors), with when it was written. */
export interface ProgressLine {
  text: string;
  at: string;
}

/**
 * The catalogue sync's progress and cursor: a single row (id 1). A run holds it by run id with a
 * lease, so two workers never sync at once and a dead worker's run is taken over once the lease
 * has expired.
 */
@Entity('catalogue_sync_state')
export class CatalogueSyncState {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ name: 'run_id', type: 'uuid', nullable: true })
  runId: string | null;

  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  @Column({ name: 'is_running', type: 'boolean', default: false })
  isRunning: boolean;

  @Column({ type: 'varchar', length: 8, nullable: true })
  mode: 'full' | 'cycle' | null;

  @Column({ name: 'total_skus', type: 'int', default: 0 })
  totalSkus: number;

  @Column({ name: 'processed_skus', type: 'int', default: 0 })
  processedSkus: number;

  @Column({ name: 'successful_skus', type: 'int', default: 0 })
  successfulSkus: number;

  @Column({ name: 'failed_skus', type: 'int', default: 0 })
  failedSkus: number;

  @Column({ name: 'total_packages_loaded', type: 'int', default: 0 })
  totalPackagesLoaded: number;

  @Column({ name: 'current_sku', type: 'int', nullable: true })
  currentSku: number | null;

  @Column({ name: 'current_sku_display', type: 'varchar', length: 160, nullable: true })
  currentSkuDisplay: string | null;

  @Column({ name: 'current_sku_packages', type: 'int', default: 0 })
  currentSkuPackages: number;

  @Column({ name: 'recent_packages', type: 'jsonb', default: () => "'[]'" })
  recentPackages: ProgressLine[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  errors: ProgressLine[];

  /** SKUs in the provider's list at the last run. */
  @Column({ name: 'sku_count', type: 'int', default: 0 })
  skuCount: number;

  /** Where the next 20-SKU cycle starts in the provider's SKU list (sorted by skuid). */
  @Column({ name: 'next_sku_index', type: 'int', default: 0 })
  nextSkuIndex: number;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'last_full_sync_at', type: 'timestamptz', nullable: true })
  lastFullSyncAt: Date | null;

  /** The 20-SKU discovery cycle is paused by an admin (a full load still runs when asked). */
  @Column({ name: 'cycle_paused', type: 'boolean', default: false })
  cyclePaused: boolean;

  /** An admin asked the running load to stop; the run ends after the SKUs in hand. */
  @Column({ name: 'stop_requested', type: 'boolean', default: false })
  stopRequested: boolean;

  /** The monitor's new-packages counter counts packages first seen after this time. */
  @Column({ name: 'counter_since', type: 'timestamptz', default: () => 'now()' })
  counterSince: Date;
}
