import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';

/**
 * One line of an order: a snapshot of the package as it was sold (the catalogue may change or
 * withdraw it later) and the price the server charged for it, in integer cents.
 */
@Entity('order_item')
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  /** The catalogue package (table `package`); kept without a foreign key, the snapshot below is what was sold. */
  @Column({ name: 'package_id', type: 'int' })
  packageId: number;

  @Column({ name: 'api_code', type: 'varchar', length: 120 })
  apiCode: string;

  @Column({ type: 'varchar', length: 160 })
  destination: string;

  @Column({ name: 'package_name', type: 'varchar', length: 255 })
  packageName: string;

  @Column({ type: 'varchar', length: 24 })
  data: string;

  /** The plan's own days (for a DayPass: the days its price is quoted for). */
  @Column({ name: 'package_days', type: 'int' })
  packageDays: number;

  @Column({ name: 'is_day_pass', type: 'boolean' })
  isDayPass: boolean;

  /** DayPass: the days bought (1..30); null for a fixed plan. */
  @Column({ type: 'int', nullable: true })
  days: number | null;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ name: 'unit_cents', type: 'int' })
  unitCents: number;

  @Column({ name: 'line_cents', type: 'int' })
  lineCents: number;

  /** What a discount code took off this line: the line was paid line − discount. */
  @Column({ name: 'discount_cents', type: 'int', default: 0 })
  discountCents: number;
}
