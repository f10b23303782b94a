import { sealedColumn } from '@app/core';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * One eSIM as RoameSIM delivered it, with a snapshot of what was sold and the last status and
 * usage the sync read. A customer's delete only sets hidden_at: the row and its history stay.
 */
@Entity('esim')
export class Esim {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32, unique: true })
  iccid: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'order_item_id', type: 'uuid' })
  orderItemId: string;

  @Column({ name: 'provider_order_id', type: 'uuid' })
  providerOrderId: string;

  /** The owner: the order's signed-in customer; null for a guest order (reached by its order link). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'provider_order_number', type: 'varchar', length: 40 })
  providerOrderNumber: string;

  @Column({ name: 'smdp_address', type: 'varchar', length: 255 })
  smdpAddress: string;

  /** Sealed at rest under SECRETS_KEY (with the LPA below: either installs the eSIM). */
  @Column({ name: 'activation_code', type: 'text', transformer: sealedColumn })
  activationCode: string;

  /** LPA:1$<SM-DP+ address>$<activation code>: what the QR code holds. Sealed at rest. */
  @Column({ type: 'text', transformer: sealedColumn })
  lpa: string;

  /** The spec's status set (sync/status-mapping.ts). */
  @Column({ type: 'varchar', length: 24, default: 'not_installed' })
  status: string;

  @Column({ type: 'varchar', length: 160 })
  destination: string;

  /** ISO country code when the package covers one country (the card's flag), else ''. */
  @Column({ name: 'country_code', type: 'varchar', length: 16, default: '' })
  countryCode: string;

  @Column({ type: 'varchar', length: 255 })
  plan: string;

  /** '5GB', '500MB' (per day for a DayPass). */
  @Column({ type: 'varchar', length: 24 })
  data: string;

  @Column({ name: 'data_mb', type: 'int' })
  dataMb: number;

  /** The plan's own days. */
  @Column({ type: 'int' })
  days: number;

  /** DayPass: the days bought. */
  @Column({ name: 'custom_days', type: 'int', nullable: true })
  customDays: number | null;

  @Column({ name: 'is_day_pass', type: 'boolean' })
  isDayPass: boolean;

  @Column({ name: 'api_code', type: 'varchar', length: 120 })
  apiCode: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  apn: string;

  /** Of the eSIM's own plan (top-ups count their own); null until reported (DayPass never reports). */
  @Column({ name: 'used_mb', type: 'double precision', nullable: true })
  usedMb: number | null;

  @Column({ name: 'remaining_mb', type: 'double precision', nullable: true })
  remainingMb: number | null;

  /** The provider's "install before" date. */
  @Column({ name: 'activate_before', type: 'timestamptz', nullable: true })
  activateBefore: Date | null;

  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true })
  activatedAt: Date | null;

  /** When the plan ends (known once it started), else the install-before date. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'last_synced_at', type: 'timestamptz', nullable: true })
  lastSyncedAt: Date | null;

  @Column({ name: 'sync_error', type: 'text', nullable: true })
  syncError: string | null;

  /** The customer pressed Activate (activation itself happens on the phone, by installing). */
  @Column({ name: 'activation_requested_at', type: 'timestamptz', nullable: true })
  activationRequestedAt: Date | null;

  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
