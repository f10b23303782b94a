import type { DiscountKind } from '@app/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A discount code as staff set it up (libs/domain's DiscountRule is the rule it is priced by). */
@Entity('discount_code')
export class DiscountCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Upper-case; matched without case. */
  @Column({ type: 'varchar', length: 32, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 8 })
  kind: DiscountKind;

  @Column({ type: 'int', nullable: true })
  percent: number | null;

  @Column({ name: 'amount_cents', type: 'int', nullable: true })
  amountCents: number | null;

  @Column({ name: 'package_ids', type: 'int', array: true, default: () => "'{}'" })
  packageIds: number[];

  @Column({ name: 'country_codes', type: 'varchar', length: 16, array: true, default: () => "'{}'" })
  countryCodes: string[];

  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ name: 'total_limit', type: 'int', nullable: true })
  totalLimit: number | null;

  @Column({ name: 'per_customer_limit', type: 'int', nullable: true })
  perCustomerLimit: number | null;

  @Column({ name: 'first_order_only', type: 'boolean', default: false })
  firstOrderOnly: boolean;

  @Column({ name: 'below_cost_allowed', type: 'boolean', default: false })
  belowCostAllowed: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'created_by', type: 'varchar', length: 254, nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
