import { Injectable } from '@nestjs/common';
import { JobProducer, selectRows, type JobStatus, type QueuedJob } from '@app/core';
import { DataSource } from 'typeorm';
import { Payment } from './payment.entity';
import {
  checkJobId,
  checkSlots,
  expireJobId,
  NEW_QR_GRACE_MINUTES,
  requestSlot,
  SWEEP_STALE_CHECK_MS,
} from './payment-schedule';
import { PaymentVerification } from './payment-verification';
import { PaymentProviders } from './providers/payment-providers';

const SWEEP_BATCH = 500;

/** The attempt's expiry, run at `at` (by default its deadline: one job per deadline). */
const expiryJob = (paymentId: string, at: Date, jobId = expireJobId(paymentId, at)): QueuedJob => ({
  name: 'payment.expire',
  payload: { paymentId },
  options: { jobId, delayMs: Math.max(0, at.getTime() - Date.now()) },
});

/**
 * The worker side of the money path: one check (the attempt's provider → PaymentVerification), the
 * expiry of an attempt, the schedule of both, and the sweep that re-finds work lost in a crash.
 * Job ids derive from the attempt (and slot), so a re-delivered event or a repeated request adds
 * nothing, and delayed jobs live in the queue (Redis or Postgres), surviving worker restarts.
 */
@Injectable()
export class PaymentChecks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly verification: PaymentVerification,
    private readonly jobs: JobProducer,
  ) {}

  /** The attempt, read by a prepared statement: every check starts here. */
  private async find(paymentId: string): Promise<Payment | null> {
    const [payment] = await selectRows(this.dataSource.manager, Payment, 'id = $1', [paymentId]);
    return payment ?? null;
  }

  /**
   * Asks the attempt's provider about it and applies a verified answer (its module's `check`: PayWay
   * check-transaction-2; PayPal GET order, capturing an approved order nobody captured; Stripe GET
   * the Checkout Session with its PaymentIntent). Approved and declined attempts
   * are final, so they are not asked again; an expired one still is (a late payment must be seen).
   * Transient gateway errors throw, so the queue retries with backoff.
   */
  async check(paymentId: string): Promise<JobStatus> {
    const payment = await this.find(paymentId);
    if (!payment) return 'skipped';
    if (payment.status === 'approved' || payment.status === 'declined') return 'skipped';
    return this.providers.get(payment.provider).check(payment);
  }

  /**
   * The attempt's lifetime is over (or its order no longer needs it): close it at its provider so
   * nobody can pay it any more, check once more to catch a payment that raced the close, then expire it
   * and, if nothing else is open, cancel the order. Early runs are re-scheduled for the deadline.
   */
  async expire(paymentId: string): Promise<JobStatus> {
    const payment = await this.find(paymentId);
    if (!payment) return 'skipped';
    const orderRows: { status: string }[] = await this.dataSource.query(
      'SELECT status FROM orders WHERE id = $1',
      [payment.orderId],
    );
    const orderOpen = orderRows[0]?.status === 'pending';
    const live = payment.status === 'created' || payment.status === 'pending';
    if (orderOpen && live && payment.expiresAt.getTime() > Date.now() + 1000) {
      await this.scheduleExpiry(payment);
      return 'skipped';
    }
    // The provider makes it unpayable (PayWay close-transaction, Stripe expires the session; PayPal
    // has nothing to close) and reads it once more without capturing: a payment that raced the
    // close is still applied (as a late payment if it must be).
    if (live) await this.providers.get(payment.provider).close(payment);
    const outcome = await this.verification.expire(paymentId);
    // Left open for a New QR: this expiry runs again when the grace is over, and cancels the order
    // then unless a new attempt was made meanwhile (whose own expiry takes over).
    const endsAt = outcome.orderEndsAt;
    if (endsAt)
      await this.jobs.enqueueMany([
        expiryJob(paymentId, endsAt, `payment.expire:${paymentId}:grace:${endsAt.getTime()}`),
      ]);
    return outcome.changed ? 'done' : 'skipped';
  }

  /**
   * payment.issued (a PayWay form or KHQR, a PayPal order): the 9 check slots, counted from the issue
   * time, and the expiry at the new deadline.
   */
  async scheduleChecks(paymentId: string): Promise<void> {
    const payment = await this.find(paymentId);
    if (!payment || !payment.issuedAt) return;
    const issuedAt = payment.issuedAt.getTime();
    // One round trip for the ten jobs: this runs for every order placed.
    await this.jobs.enqueueMany([
      ...checkSlots().map(({ slot, offsetMs }): QueuedJob => ({
        name: 'payment.check',
        payload: { paymentId },
        options: {
          jobId: checkJobId(paymentId, slot),
          delayMs: Math.max(0, issuedAt + offsetMs - Date.now()),
        },
      })),
      expiryJob(paymentId, payment.expiresAt),
    ]);
  }

  async scheduleExpiry(payment: Pick<Payment, 'id' | 'expiresAt'>): Promise<void> {
    await this.jobs.enqueueMany([expiryJob(payment.id, payment.expiresAt)]);
  }

  /**
   * order.created: an attempt issued with the order (PayWay's checkout form) gets its checks and
   * expiry; one not issued yet (PayPal) its expiry only (an attempt never issued must end too).
   */
  async scheduleOrder(orderId: string): Promise<void> {
    const attempts = await this.dataSource.getRepository(Payment).findBy({ orderId });
    for (const attempt of attempts) {
      if (attempt.issuedAt && attempt.status === 'pending') await this.scheduleChecks(attempt.id);
      else await this.scheduleExpiry(attempt);
    }
  }

  /**
   * payment.confirmed: the order's other open attempts are closed now (a second payment would be
   * refunded), and the paid attempt's delayed checks and expiry leave the queue: each would only
   * read the approved attempt and stop (check() and expire() still end at once if one runs).
   */
  async closeSiblings(orderId: string, paidPaymentId: string): Promise<void> {
    const rows: { id: string; status: string; expires_at: Date }[] = await this.dataSource.query(
      'SELECT id, status, expires_at FROM payment WHERE order_id = $1',
      [orderId],
    );
    for (const row of rows) {
      if (row.id === paidPaymentId || (row.status !== 'created' && row.status !== 'pending')) continue;
      await this.jobs.enqueue(
        'payment.expire',
        { paymentId: row.id },
        { jobId: `payment.expire:${row.id}:sibling` },
      );
    }
    const paid = rows.find((row) => row.id === paidPaymentId);
    if (!paid) return;
    await Promise.all([
      this.jobs.removeWaiting(
        'payment.check',
        checkSlots().map(({ slot }) => checkJobId(paidPaymentId, slot)),
      ),
      this.jobs.removeWaiting('payment.expire', [expireJobId(paidPaymentId, paid.expires_at)]),
    ]);
  }

  /**
   * A browser or the gateway says something may have happened: one check now, collapsed per
   * window and per attempt, so polling browsers cannot multiply calls to the gateway.
   */
  async requestCheck(paymentId: string, slot = requestSlot(Date.now())): Promise<void> {
    await this.jobs.enqueue('payment.check', { paymentId }, { jobId: checkJobId(paymentId, slot) });
  }

  /**
   * Every minute: attempts past their deadline get their expiry queued again, and issued attempts
   * no check has reached lately get one (e.g. the queue lost its delayed jobs). Job ids carry the
   * minute, so each sweep can queue afresh while duplicates within a sweep collapse.
   */
  async sweep(now = Date.now()): Promise<number> {
    const minute = Math.floor(now / 60000);
    const overdue: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM payment WHERE status IN ('created', 'pending') AND expires_at < $1 LIMIT $2`,
      [new Date(now - 30000), SWEEP_BATCH],
    );
    const stale: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM payment WHERE status = 'pending' AND expires_at >= $1
         AND COALESCE(last_checked_at, issued_at) < $2 LIMIT $3`,
      [new Date(now), new Date(now - SWEEP_STALE_CHECK_MS), SWEEP_BATCH],
    );
    for (const row of stale) await this.requestCheck(row.id, `sweep${minute}`);
    // Orders left open for a New QR whose grace is long over (their delayed expiry was lost):
    // expiring their last attempt again cancels them.
    const ended: { id: string }[] = await this.dataSource.query(
      `SELECT last.id FROM orders o
         CROSS JOIN LATERAL (SELECT id, expires_at FROM payment WHERE order_id = o.id
                             ORDER BY expires_at DESC LIMIT 1) last
        WHERE o.status = 'pending' AND last.expires_at < $1
          AND NOT EXISTS (SELECT 1 FROM payment p WHERE p.order_id = o.id AND p.status IN ('created', 'pending'))
        LIMIT $2`,
      [new Date(now - NEW_QR_GRACE_MINUTES * 60_000 - 30000), SWEEP_BATCH],
    );
    await this.jobs.enqueueMany(
      [...overdue, ...ended].map((row) =>
        expiryJob(row.id, new Date(), `payment.expire:${row.id}:sweep${minute}`),
      ),
    );
    return overdue.length + stale.length + ended.length;
  }
}
