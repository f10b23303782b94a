import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * order: the order's own payment, refunded in full (what is left of it; the order ends refunded).
 * flagged: money the order could not take. part: an amount or some lines of a delivered order's payment.
 */
export type RefundCause = 'order' | 'flagged' | 'part';
export type RefundState = 'pending' | 'succeeded' | 'failed';

/**
 * One refund of one payment through its provider's refund API: at most one full refund per payment
 * (request_key null) and one partial refund per request key. pending while the provider is being
 * asked; failed keeps the error and may be tried again; succeeded is final.
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

  /** A partial refund's idempotency key (the admin's request); null for a full refund. */
  @Column({ name: 'request_key', type: 'varchar', length: 80, nullable: true })
  requestKey: string | null;

  /** What had been refunded of the payment when this refund was asked (the provider must read this plus amount after). */
  @Column({ name: 'refunded_before_cents', type: 'int', default: 0 })
  refundedBeforeCents: number;

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

/** What a refund gave back for one order line, and what became of the line's eSIMs at RoameSIM. */
export type LineEsimOutcome = 'cancelled' | 'flagged' | 'none';

@Entity('payment_refund_line')
export class PaymentRefundLine {
  @PrimaryColumn({ name: 'refund_id', type: 'uuid' })
  refundId: string;

  @PrimaryColumn({ name: 'order_item_id', type: 'uuid' })
  orderItemId: string;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  /** null until the refund succeeded and the eSIMs were seen to. */
  @Column({ name: 'esim_outcome', type: 'varchar', length: 10, nullable: true })
  esimOutcome: LineEsimOutcome | null;

  /** Why the eSIM is flagged (RoameSIM's refusal), for the operator. */
  @Column({ name: 'esim_note', type: 'text', nullable: true })
  esimNote: string | null;
}
