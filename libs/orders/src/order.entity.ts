import type { OrderStatus } from '@app/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { OrderItem } from './order-item.entity';

export type OrderKind = 'purchase' | 'topup';
export type OrderPaymentMethod = 'payway_khqr' | 'paypal' | 'stripe';

/**
 * One order: what was bought, by whom, for how much (integer cents, priced by the server), and
 * where it stands in orderLifecycle (libs/domain). Columns only; its status is written only by
 * OrderTransitions (libs/orders), placing it by CheckoutService (libs/payments).
 */
@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Shown to the customer and on PayWay (tran_ids start with it); unique. */
  @Column({ name: 'order_number', type: 'varchar', length: 20 })
  orderNumber: string;

  @Column({ type: 'varchar', length: 10, default: 'purchase' })
  kind: OrderKind;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OrderStatus;

  /** A top-up order: the eSIM it renews (set exactly when kind is 'topup'). */
  @Column({ name: 'target_esim_id', type: 'uuid', nullable: true })
  targetEsimId: string | null;

  /** The signed-in customer; null for a guest checkout. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** The browser cart that placed it (the idempotency scope of a guest order; never a proof of ownership). */
  @Column({ name: 'session_id', type: 'varchar', length: 64, nullable: true })
  sessionId: string | null;

  /** The client address it was placed from (IPv4, or IPv6 /64): the unpaid-orders cap per address. */
  @Column({ name: 'client_address', type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  /** The id of the create-order request that placed it (x-request-id): the timeline's first entry. */
  @Column({ name: 'request_id', type: 'varchar', length: 64, nullable: true })
  requestId: string | null;

  @Column({ name: 'customer_name', type: 'varchar', length: 100 })
  customerName: string;

  @Column({ name: 'customer_email', type: 'varchar', length: 254, nullable: true })
  customerEmail: string | null;

  @Column({ name: 'customer_phone', type: 'varchar', length: 32 })
  customerPhone: string;

  /** 'en' or 'km': the language of the customer's emails and guide. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: string;

  @Column({ name: 'payment_method', type: 'varchar', length: 16 })
  paymentMethod: OrderPaymentMethod;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: 'USD';

  @Column({ name: 'subtotal_cents', type: 'int' })
  subtotalCents: number;

  @Column({ name: 'processing_fee_cents', type: 'int', default: 0 })
  processingFeeCents: number;

  /** The discount code the order was priced with (upper-case), and what it took off the subtotal. */
  @Column({ name: 'discount_code', type: 'varchar', length: 32, nullable: true })
  discountCode: string | null;

  @Column({ name: 'discount_cents', type: 'int', default: 0 })
  discountCents: number;

  /** subtotal − discount + processing fee: what the customer pays. */
  @Column({ name: 'total_cents', type: 'int' })
  totalCents: number;

  /** What the order's succeeded refunds gave back (partial or full); the status stays paid until all is. */
  @Column({ name: 'refunded_cents', type: 'int', default: 0 })
  refundedCents: number;

  /** Who the Idempotency-Key belongs to: `user:<id>` or `session:<id>`; (scope, key) is unique. */
  @Column({ name: 'idempotency_scope', type: 'varchar', length: 80, nullable: true })
  idempotencyScope: string | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the request that used the key: the same key with another body is refused. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64, nullable: true })
  requestHash: string | null;

  /** SHA-256 of the guest access token (the order link for guests); the token itself is never stored. */
  @Column({ name: 'access_token_hash', type: 'bytea', select: false })
  accessTokenHash: Buffer;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;
}
