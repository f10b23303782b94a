import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type RefundReviewOutcome = 'refunded' | 'reviewed';

/**
 * An admin's answer to a payment flagged needs_refund: refunded (outside the shop, at the
 * provider's console) or reviewed (no refund due). One per payment (unique payment_id).
 */
@Entity('payment_refund_review')
export class RefundReview {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @Column({ type: 'varchar', length: 10 })
  outcome: RefundReviewOutcome;

  @Column({ type: 'text' })
  note: string;

  /** The admin's user id (no foreign key: the record outlives the account). */
  @Column({ name: 'reviewed_by', type: 'uuid' })
  reviewedBy: string;

  @Column({ name: 'reviewed_at', type: 'timestamptz', default: () => 'now()' })
  reviewedAt: Date;
}
