import { Injectable } from '@nestjs/common';
import { removeBoughtLines } from '@app/cart';
import { AppLogger, Outbox, preparedQuery } from '@app/core';
import { paymentLifecycle, type OrderStatus, type PaymentStatus } from '@app/domain';
import { Order, OrderTimelineWriter, OrderTransitions, timelineText } from '@app/orders';
import { DataSource, EntityManager } from 'typeorm';
import { Payment } from './payment.entity';
import { unpaidOrderEndsAt } from './payment-schedule';
import { PaymentFailedNotice } from './payment-failed-notice';
import {
  decideVerification,
  movesNothing,
  paidMoney,
  type RefundReason,
  type Verdict,
  type VerificationInput,
  type VerifiedAnswer,
} from './verification-rules';

export interface AppliedVerification {
  verdict: Verdict;
  /** Whether this call moved anything (a replayed answer moves nothing). */
  changed: boolean;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
}

/** Thrown when an attempt is not where paymentLifecycle says it may move from: nothing is applied (an order's move throws libs/orders' OrderTransitionError). */
export class StaleStateError extends Error {}

/**
 * Applies verified gateway answers. Every change happens in one transaction that holds the order's
 * and the attempt's rows (FOR UPDATE, order first), moves them only along the transition tables,
 * with compare-and-set updates, and writes the outbox events of the change. A repeated answer
 * (five pushbacks, a poll after the pushback) finds the rows already moved and changes nothing.
 */
@Injectable()
export class PaymentVerification {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly logger: AppLogger,
    private readonly paymentFailed: PaymentFailedNotice,
    private readonly timeline: OrderTimelineWriter,
    private readonly transitions: OrderTransitions,
  ) {}

  async apply(paymentId: string, answer: VerifiedAnswer): Promise<AppliedVerification | null> {
    // Most checks find an attempt still waiting (PENDING): decided on an unlocked read, they only
    // count the check. States only move forward, so an answer that moves nothing from the state read
    // moves nothing from a later one either; anything else is decided again under the locks.
    const seen = await this.unlockedState(paymentId);
    if (!seen) return null;
    const early = decideVerification({ ...seen, answer });
    if (movesNothing(early)) {
      await this.recordAnswer(this.dataSource.manager, paymentId, answer, seen.expected.currency);
      return {
        verdict: early,
        changed: false,
        paymentStatus: seen.paymentStatus,
        orderStatus: seen.orderStatus,
      };
    }
    return this.dataSource.transaction(async (manager) => {
      const locked = await lockAttempt(manager, paymentId);
      if (!locked) return null;
      const { order, payment } = locked;
      await this.recordAnswer(manager, paymentId, answer, payment.currency);
      const verdict = decideVerification({
        paymentStatus: payment.status,
        orderStatus: order.status,
        expected: { amountCents: payment.amountCents, currency: payment.currency },
        answer,
      });
      let paymentStatus = payment.status;
      for (const next of verdict.payment)
        paymentStatus = await movePayment(manager, payment.id, paymentStatus, next);
      let orderStatus = order.status;
      // the order's move pushes the pages (and, confirming, writes payment.confirmed) itself
      if (verdict.order)
        orderStatus = await this.transitions.move(manager, {
          orderId: order.id,
          from: orderStatus,
          to: verdict.order,
          paymentId,
        });
      const changed = paymentStatus !== payment.status || orderStatus !== order.status;
      if (changed && orderStatus === order.status)
        await this.outbox.add(manager, 'payment.status_changed', { paymentId, orderId: order.id });
      // Paid: what it bought leaves the cart, whatever the provider (libs/cart's one rule).
      if (verdict.confirms) await removeBoughtLines(manager, order.id);
      if (verdict.refund && (await flagRefund(manager, payment.id, verdict.refund))) {
        this.logger.warn(
          { paymentId, orderId: order.id, tranId: payment.tranId, reason: verdict.refund },
          'payment needs a refund or review',
        );
        await this.outbox.add(manager, 'payment.refund_needed', {
          paymentId,
          orderId: order.id,
          reason: verdict.refund,
        });
      }
      return { verdict, changed, paymentStatus, orderStatus };
    });
  }

  /** The attempt's and its order's states as they are, without locks (for the fast path of apply). */
  private async unlockedState(paymentId: string): Promise<Omit<VerificationInput, 'answer'> | null> {
    const rows: {
      payment_status: PaymentStatus;
      order_status: OrderStatus;
      amount_cents: number;
      currency: string;
    }[] = await preparedQuery(
      this.dataSource.manager,
      `SELECT p.status AS payment_status,
              (SELECT o.status FROM orders o WHERE o.id = p.order_id) AS order_status,
              p.amount_cents, p.currency
       FROM payment p WHERE p.id = $1`,
      [paymentId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      paymentStatus: row.payment_status,
      orderStatus: row.order_status,
      expected: { amountCents: row.amount_cents, currency: row.currency },
    };
  }

  /** Counts the check and keeps what the provider said (status, approval code, the money it saw). */
  private async recordAnswer(
    manager: EntityManager,
    paymentId: string,
    answer: VerifiedAnswer,
    orderCurrency: string,
  ): Promise<void> {
    const paid = answer.paid ? paidMoney(answer, orderCurrency) : undefined;
    // prepared, as the timeline entry: most checks of a pending attempt only come here
    await preparedQuery(
      manager,
      `UPDATE payment SET checks_count = checks_count + 1, last_checked_at = now(),
         last_provider_status = $2, last_apv = $3, last_error = NULL,
         paid_amount_cents = COALESCE($4, paid_amount_cents), paid_currency = COALESCE($5, paid_currency)
       WHERE id = $1`,
      [
        paymentId,
        answer.status.slice(0, 16),
        answer.apv?.slice(0, 32) ?? null,
        paid?.amountMinor ?? null,
        paid?.currency ?? null,
      ],
    );
    await this.timeline.noteForPayment(
      paymentId,
      'payment.check',
      {
        answer: answer.status.slice(0, 32),
        paid: answer.paid,
        apv: answer.apv?.slice(0, 32) ?? null,
        paidCents: paid?.amountMinor ?? null,
        paidCurrency: paid?.currency ?? null,
      },
      manager,
    );
  }

  /** A check that could not reach a verdict (gateway error): counted, nothing else moves. */
  async recordError(paymentId: string, message: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE payment SET checks_count = checks_count + 1, last_checked_at = now(), last_error = $2
       WHERE id = $1`,
      [paymentId, message.slice(0, 2000)],
    );
    await this.timeline.noteForPayment(paymentId, 'payment.check', { error: timelineText(message) });
  }

  /**
   * The attempt's lifetime is over: a live attempt becomes expired, and a pending order with no
   * live attempt left is cancelled (with the payment_failed email when an attempt was declined),
   * unless its payer was shown a KHQR and the New QR grace has not run out (unpaidOrderEndsAt).
   */
  async expire(paymentId: string): Promise<ExpiryOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const locked = await lockAttempt(manager, paymentId);
      if (!locked) return { changed: false, orderEndsAt: null };
      const { order, payment } = locked;
      let changed = false;
      let cancelled = false;
      let orderEndsAt: Date | null = null;
      if (payment.status === 'created' || payment.status === 'pending') {
        await movePayment(manager, payment.id, payment.status, 'expired');
        changed = true;
      }
      if (order.status === 'pending') {
        const [attempts]: { live: boolean; last: Date | null; khqr: boolean }[] = await manager.query(
          `SELECT bool_or(status IN ('created', 'pending')) AS live, max(expires_at) AS last,
                  bool_or(method = 'khqr') AS khqr
             FROM payment WHERE order_id = $1`,
          [order.id],
        );
        if (!attempts.live) {
          const endsAt = unpaidOrderEndsAt(attempts.last ?? now, attempts.khqr);
          // A second early: the delayed job that comes back at endsAt must not be sent away again.
          if (endsAt.getTime() > now.getTime() + 1000) orderEndsAt = endsAt;
          else {
            await this.transitions.move(manager, {
              orderId: order.id,
              from: 'pending',
              to: 'cancelled',
              paymentId,
            });
            await this.paymentFailed.onCancelled(manager, order.id);
            changed = cancelled = true;
          }
        }
      }
      // a cancelled order's move pushed the pages already
      if (changed && !cancelled)
        await this.outbox.add(manager, 'payment.status_changed', { paymentId, orderId: order.id });
      return { changed, orderEndsAt };
    });
  }
}

/**
 * What expiring an attempt did: whether anything moved, and when the order, left open for a New
 * QR, is to be cancelled (null: it was cancelled now, or it still has a live attempt, or is paid).
 */
export interface ExpiryOutcome {
  changed: boolean;
  orderEndsAt: Date | null;
}

/** Locks the attempt's order, then the attempt (one order for every caller: no deadlock). */
export async function lockAttempt(
  manager: EntityManager,
  paymentId: string,
): Promise<{ order: Pick<Order, 'id' | 'status'>; payment: Payment } | null> {
  const head: { order_id: string }[] = await manager.query('SELECT order_id FROM payment WHERE id = $1', [
    paymentId,
  ]);
  if (!head[0]) return null;
  const orders: Pick<Order, 'id' | 'status'>[] = await manager.query(
    'SELECT id, status FROM orders WHERE id = $1 FOR UPDATE',
    [head[0].order_id],
  );
  const payment = await manager
    .getRepository(Payment)
    .createQueryBuilder('payment')
    .setLock('pessimistic_write')
    .where('payment.id = :paymentId', { paymentId })
    .getOne();
  if (!orders[0] || !payment) return null;
  return { order: orders[0], payment };
}

/** One payment transition: allowed by the table, and applied only from the state it was read in. */
export async function movePayment(
  manager: EntityManager,
  paymentId: string,
  from: PaymentStatus,
  to: PaymentStatus,
): Promise<PaymentStatus> {
  paymentLifecycle.assertTransition(from, to);
  const [, affected] = (await manager.query(
    `UPDATE payment SET status = $3::varchar, updated_at = now(),
       approved_at = CASE WHEN $3::varchar = 'approved' THEN now() ELSE approved_at END,
       issued_at = CASE WHEN $3::varchar = 'pending' THEN COALESCE(issued_at, now()) ELSE issued_at END
     WHERE id = $1 AND status = $2`,
    [paymentId, from, to],
  )) as [unknown, number];
  if (affected !== 1) throw new StaleStateError(`payment ${paymentId} is no longer ${from}`);
  return to;
}

/** Sets needs_refund once; true when this call set it (so the event is written once). */
async function flagRefund(manager: EntityManager, paymentId: string, reason: RefundReason): Promise<boolean> {
  const [, affected] = (await manager.query(
    `UPDATE payment SET needs_refund = true, refund_reason = $2 WHERE id = $1 AND needs_refund = false`,
    [paymentId, reason],
  )) as [unknown, number];
  return affected === 1;
}
