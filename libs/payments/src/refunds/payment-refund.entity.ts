import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** order: the order's own payment, refunded in full (the order ends refunded). flagged: money the order could not take. */
export type RefundCause = 'order' | 'flagged';
export type RefundState = 'pending' | 'succeeded' | 'failed';

/**
 * One full refund of one payment through its provider's refund API (unique payment_id: a payment is
 * refunded at most once). pending while the provider is being asked; failed keeps the error and may
 * be tried again; succeeded is final.
 */
@Entity('payment_refund')
export class PaymentRefund {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ type: 'varchar', length: 10 })
  cause: RefundCause;

  @Column({ type: 'varchar', length: 8 })
  provider: 'payway' | 'paypal' | 'stripe';

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: RefundState;

  /** PayPal's refund id (PayWay's refund answer carries none). */
  @Column({ name: 'provider_refund_id', type: 'varchar', length: 64, nullable: true })
  providerRefundId: string | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** The admin who asked; null for the automatic refund after the longer limit. */
  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;
}
