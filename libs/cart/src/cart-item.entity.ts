import { CataloguePackage } from '@app/catalogue';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** One line of a browser session's cart: a package, a quantity and, for a DayPass, the chosen days. */
@Entity('cart_item')
export class CartItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'session_id', type: 'varchar', length: 64 })
  sessionId: string;

  @Column({ name: 'package_id', type: 'int' })
  packageId: number;

  @ManyToOne(() => CataloguePackage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'package_id' })
  package?: CataloguePackage;

  @Column({ type: 'int' })
  quantity: number;

  /** DayPass days (1..30); null for a fixed plan. The price is derived from them, never stored. */
  @Column({ type: 'int', nullable: true })
  days: number | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
