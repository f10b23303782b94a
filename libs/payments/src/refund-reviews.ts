import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AppLogger } from '@app/core';
import { DataSource, EntityManager } from 'typeorm';
import { Payment } from './payment.entity';
import { RefundReview, RefundReviewOutcome } from './refund-review.entity';

export interface RefundReviewInput {
  paymentId: string;
  outcome: RefundReviewOutcome;
  note: string;
  adminId: string;
}

/**
 * Records an admin's review of money the shop could not take (payment.needs_refund): who, when,
 * what and why, once per payment. No provider refund API is called: the money is returned at the
 * provider's console (docs/admin.md), and this is the shop's record of it.
 */
@Injectable()
export class RefundReviews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  /** `within` runs in the same transaction once the review is written (the admin's audit entry). */
  async record(
    input: RefundReviewInput,
    within?: (manager: EntityManager, review: RefundReview) => Promise<void>,
  ): Promise<RefundReview> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(Payment, {
        where: { id: input.paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new NotFoundException({ code: 'NOT_FOUND', message: 'Payment not found' });
      if (!payment.needsRefund)
        throw new ConflictException({
          code: 'NOT_FLAGGED_FOR_REFUND',
          message: 'This payment is not flagged for a refund',
        });
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO payment_refund_review (payment_id, outcome, note, reviewed_by)
         VALUES ($1, $2, $3, $4) ON CONFLICT (payment_id) DO NOTHING RETURNING id`,
        [payment.id, input.outcome, input.note.trim(), input.adminId],
      );
      if (inserted.length === 0)
        throw new ConflictException({
          code: 'REFUND_ALREADY_REVIEWED',
          message: 'This payment’s refund was already reviewed',
        });
      this.logger.info(
        { paymentId: payment.id, outcome: input.outcome, adminId: input.adminId },
        'refund review recorded',
      );
      const review = await manager.findOneByOrFail(RefundReview, { id: inserted[0].id });
      await within?.(manager, review);
      return review;
    });
  }
}
