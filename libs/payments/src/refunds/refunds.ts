import {
  BadGatewayException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { AppConfig, AppLogger, Outbox } from '@app/core';
import {
  formatUsd,
  isRefundRefusal,
  planRefund,
  UNDELIVERED_PAID_STATUSES,
  type OrderStatus,
  type RefundAsk,
} from '@app/domain';
import { orderLink } from '@app/esims';
import { DEFAULT_LANGUAGE, isLanguage } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { Order, OrderItem, OrderTransitions } from '@app/orders';
import { isProviderError } from '@app/providers';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Payment } from '../payment.entity';
import { PaymentRefund, PaymentRefundLine, type RefundCause } from './payment-refund.entity';
import { PaymentProviders } from '../providers/payment-providers';
import { paidCents, RefundFailedError } from './refund-gateways';

/** The order statuses a partial refund is taken in: delivery has ended (delivered, or given up on). */
export const PARTIAL_REFUND_STATUSES: readonly OrderStatus[] = ['completed', 'needs_attention'];

/** A pending refund younger than this is another request still talking to the provider. */
export const REFUND_IN_FLIGHT_MS = 2 * 60 * 1000;

export interface RefundOutcome {
  refund: PaymentRefund;
  /** The refund had been done before this request (a repeat): nothing was sent to the provider. */
  replayed: boolean;
}

const conflict = (code: string, message: string) => new ConflictException({ code, message });

/**
 * Runs inside step 1's transaction once the refund row is written (not for a repeat or a refusal):
 * the admin's audit entry commits with the request. `orderStatus` is the order's status before.
 */
export type OnRefundRequested = (
  manager: EntityManager,
  request: {
    refund: PaymentRefund;
    payment: Payment;
    orderStatus: OrderStatus | null;
    /** The refund row's status before this request (a failed or stale one taken over), or null. */
    previous: string | null;
  },
) => Promise<void>;

/**
 * Refunds through the provider's refund API: an order's in full (paid, not delivered: confirmed,
 * processing with no provisioning in flight, needs_attention; what partial refunds left of it), a
 * payment flagged needs_refund (late, duplicate, amount mismatch), or part of a paid order whose
 * delivery has ended (completed or needs_attention: an amount or some lines, `refundPart`). Three steps:
 *  1. one transaction locks the order (FOR UPDATE), checks that no order line holds a live
 *     provisioning lease (else 409 PROVISIONING_IN_FLIGHT: try again when it ends), writes the
 *     payment_refund row (pending; one per payment) and moves a confirmed or processing order to
 *     needs_attention, so no new provider call starts (provisioning claims need a processing order);
 *  2. the provider's refund, read back (its module's `refund`, PaymentProviders);
 *  3. one transaction records it (succeeded), moves the order to refunded, writes payment.refunded
 *     and payment.status_changed (the customer's pages follow) and asks for the order_refunded email
 *     in the customer's language (once per payment). A flagged payment's refund is also recorded as
 *     its refund review.
 * A partial refund adds: the server decides the amount (planRefund: never more than captured minus
 * refunded, 422 naming the rule), records it per line (payment_refund_line), adds it to
 * orders.refunded_cents, and keeps the order's status until everything captured is refunded (then
 * the order moves to refunded); payment.refunded names the refund, so its lines' eSIMs are cancelled
 * at RoameSIM or flagged (RefundedLineEsims); the email is one per partial refund.
 * Idempotent: a refunded order or payment, or a partial refund's request key seen before, answers its
 * refund again without calling the provider; a concurrent request gets 409 REFUND_IN_PROGRESS; a
 * failed refund keeps its error and may be retried (a partial one with the same key).
 */
@Injectable()
export class Refunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly outbox: Outbox,
    private readonly notifications: Notifications,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly transitions: OrderTransitions,
  ) {}

  /** Refunds the order's payment in full; the order ends refunded. `adminId` null: the automatic refund. */
  async refundOrder(
    orderId: string,
    adminId: string | null,
    onRequested?: OnRefundRequested,
  ): Promise<RefundOutcome> {
    const started = await this.dataSource.transaction(async (manager) => {
      const status = await lockOrder(manager, orderId);
      const payment = await refundablePayment(manager, orderId);
      if (status === 'refunded' && payment) return this.done(manager, payment.id);
      if (!(UNDELIVERED_PAID_STATUSES as readonly string[]).includes(status))
        throw conflict(
          'ORDER_NOT_REFUNDABLE',
          `Only a paid order not delivered can be refunded; it is ${status}`,
        );
      if (!payment) throw conflict('ORDER_NOT_REFUNDABLE', 'The order has no approved payment to refund');
      const inFlight: unknown[] = await manager.query(
        `SELECT 1 FROM provider_order WHERE order_id = $1 AND lease_owner IS NOT NULL AND lease_until > now()`,
        [orderId],
      );
      if (inFlight.length > 0)
        throw conflict(
          'PROVISIONING_IN_FLIGHT',
          'The eSIM is being ordered from the provider right now; refund when that try has ended',
        );
      const claimed = await this.claim(manager, payment, 'order', adminId);
      if ('replayed' in claimed) return claimed;
      if (status !== 'needs_attention')
        await this.transitions.move(manager, {
          orderId,
          from: status,
          to: 'needs_attention',
          paymentId: payment.id,
        });
      await onRequested?.(manager, { ...claimed, orderStatus: status });
      return claimed;
    });
    if ('replayed' in started) return started;
    return this.complete(started.refund, started.payment);
  }

  /** Refunds a payment flagged needs_refund in full and records it as the payment's refund review. */
  async refundFlagged(
    paymentId: string,
    adminId: string,
    onRequested?: OnRefundRequested,
  ): Promise<RefundOutcome> {
    const started = await this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(Payment, {
        where: { id: paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new NotFoundException({ code: 'NOT_FOUND', message: 'Payment not found' });
      if (!payment.needsRefund)
        throw conflict('NOT_FLAGGED_FOR_REFUND', 'This payment is not flagged for a refund');
      const reviewed: { outcome: string }[] = await manager.query(
        'SELECT outcome FROM payment_refund_review WHERE payment_id = $1',
        [paymentId],
      );
      const refunded = await manager.findOneBy(PaymentRefund, {
        paymentId,
        status: 'succeeded',
        requestKey: IsNull(),
      });
      if (refunded) return { refund: refunded, replayed: true };
      if (reviewed[0])
        throw conflict('REFUND_ALREADY_REVIEWED', 'This payment’s refund was already reviewed');
      const claimed = await this.claim(manager, payment, 'flagged', adminId);
      if (!('replayed' in claimed)) await onRequested?.(manager, { ...claimed, orderStatus: null });
      return claimed;
    });
    if ('replayed' in started) return started;
    return this.complete(started.refund, started.payment);
  }

  /**
   * Refunds part of a paid order whose delivery has ended (completed or needs_attention): an amount, or
   * lines (PartialRefundAsk), decided by planRefund. `requestKey` makes it idempotent: the same key
   * answers the same refund (retrying it if it failed) and never refunds twice.
   */
  async refundPart(
    orderId: string,
    adminId: string | null,
    ask: RefundAsk & { requestKey: string },
    onRequested?: OnRefundRequested,
  ): Promise<RefundOutcome> {
    type Started = RefundOutcome | { refund: PaymentRefund; payment: Payment };
    const started = await this.dataSource.transaction(async (manager): Promise<Started> => {
      const status = await lockOrder(manager, orderId);
      const payment = await refundablePayment(manager, orderId);
      if (!payment) throw conflict('ORDER_NOT_REFUNDABLE', 'The order has no approved payment to refund');
      const existing = await manager.findOne(PaymentRefund, {
        where: { paymentId: payment.id, requestKey: ask.requestKey },
        lock: { mode: 'pessimistic_write' },
      });
      if (existing?.status === 'succeeded') return { refund: existing, replayed: true };
      if (!(PARTIAL_REFUND_STATUSES as readonly string[]).includes(status))
        throw conflict(
          'ORDER_NOT_PARTLY_REFUNDABLE',
          status === 'refunded'
            ? 'The order is already refunded in full'
            : `Part of an order can be refunded once its delivery has ended (completed or needing attention); it is ${status}`,
        );
      await assertNoRefundInFlight(manager, payment.id);
      if (existing) {
        // a failed (or stale) try of the same request: asked again as it was
        await manager.query(
          `UPDATE payment_refund SET status = 'pending', last_error = NULL, requested_by = $2,
             refunded_before_cents = $3, updated_at = now() WHERE id = $1`,
          [existing.id, adminId, await refundedOf(manager, payment.id, existing.id)],
        );
        const refund = await manager.findOneByOrFail(PaymentRefund, { id: existing.id });
        await onRequested?.(manager, { refund, payment, orderStatus: status, previous: existing.status });
        return { refund, payment };
      }
      const refundedBefore = await refundedOf(manager, payment.id, null);
      const items = await manager.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
      const perLine: { order_item_id: string; cents: number }[] = await manager.query(
        `SELECT l.order_item_id, sum(l.amount_cents)::int AS cents FROM payment_refund_line l
           JOIN payment_refund r ON r.id = l.refund_id
         WHERE r.order_id = $1 AND r.status IN ('succeeded', 'pending') GROUP BY l.order_item_id`,
        [orderId],
      );
      const lineRefunded = new Map(perLine.map((row) => [row.order_item_id, row.cents]));
      const plan = planRefund(
        ask,
        items.map((item) => ({
          id: item.id,
          // what the line was paid: its price less a discount code's share
          lineCents: item.lineCents - item.discountCents,
          refundedCents: lineRefunded.get(item.id) ?? 0,
        })),
        paidCents(payment),
        refundedBefore,
      );
      if (isRefundRefusal(plan)) throw new UnprocessableEntityException(plan);
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO payment_refund (payment_id, order_id, cause, provider, amount_cents, refunded_before_cents,
           request_key, requested_by)
         VALUES ($1, $2, 'part', $3, $4, $5, $6, $7) RETURNING id`,
        [payment.id, orderId, payment.provider, plan.amountCents, refundedBefore, ask.requestKey, adminId],
      );
      for (const line of plan.lines)
        await manager.insert(PaymentRefundLine, {
          refundId: rows[0].id,
          orderItemId: line.orderItemId,
          amountCents: line.amountCents,
        });
      const refund = await manager.findOneByOrFail(PaymentRefund, { id: rows[0].id });
      await onRequested?.(manager, { refund, payment, orderStatus: status, previous: null });
      return { refund, payment };
    });
    if ('replayed' in started) return started;
    return this.complete(started.refund, started.payment);
  }

  /** The payment's succeeded refund (a repeat of a done refund). */
  private async done(manager: EntityManager, paymentId: string): Promise<RefundOutcome> {
    const refund =
      (await manager.findOneBy(PaymentRefund, { paymentId, status: 'succeeded', requestKey: IsNull() })) ??
      (await manager.findOne(PaymentRefund, {
        where: { paymentId, status: 'succeeded' },
        order: { refundedAt: 'DESC' },
      }));
    if (!refund) throw conflict('ORDER_NOT_REFUNDABLE', 'The order was refunded outside the shop');
    return { refund, replayed: true };
  }

  /** Writes (or takes over a failed or stale) pending full refund row for the payment: what is left of it. */
  private async claim(
    manager: EntityManager,
    payment: Payment,
    cause: RefundCause,
    adminId: string | null,
  ): Promise<{ refund: PaymentRefund; payment: Payment; previous: string | null } | RefundOutcome> {
    const existing = await manager.findOne(PaymentRefund, {
      where: { paymentId: payment.id, requestKey: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
    if (existing?.status === 'succeeded') return { refund: existing, replayed: true };
    if (existing?.status === 'pending' && existing.updatedAt.getTime() > Date.now() - REFUND_IN_FLIGHT_MS)
      throw conflict('REFUND_IN_PROGRESS', 'This refund is already being sent to the provider');
    await assertNoRefundInFlight(manager, payment.id);
    const refundedBefore = await refundedOf(manager, payment.id, existing?.id ?? null);
    const amountCents = paidCents(payment) - refundedBefore;
    if (amountCents <= 0) throw conflict('NOTHING_TO_REFUND', 'The payment has no amount left to refund');
    const rows: PaymentRefund[] = await manager.query(
      `INSERT INTO payment_refund (payment_id, order_id, cause, provider, amount_cents, refunded_before_cents, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (payment_id) WHERE request_key IS NULL DO UPDATE SET status = 'pending', last_error = NULL,
         amount_cents = EXCLUDED.amount_cents, refunded_before_cents = EXCLUDED.refunded_before_cents,
         requested_by = EXCLUDED.requested_by, updated_at = now()
       RETURNING id`,
      [payment.id, payment.orderId, cause, payment.provider, amountCents, refundedBefore, adminId],
    );
    const refund = await manager.findOneByOrFail(PaymentRefund, { id: rows[0].id });
    return { refund, payment, previous: existing?.status ?? null };
  }

  /** Steps 2 and 3: the provider, then the record (or the failure, kept on the row). */
  private async complete(refund: PaymentRefund, payment: Payment): Promise<RefundOutcome> {
    let providerRefundId: string | null;
    try {
      ({ providerRefundId } = await this.providers.get(payment.provider).refund(payment, {
        amountCents: refund.amountCents,
        refundedBeforeCents: refund.refundedBeforeCents,
        key: refund.requestKey === null ? payment.id : refund.id,
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.dataSource.query(
        `UPDATE payment_refund SET status = 'failed', last_error = $2, updated_at = now() WHERE id = $1`,
        [refund.id, message.slice(0, 2000)],
      );
      this.logger.error({ paymentId: payment.id, orderId: payment.orderId, error: message }, 'refund failed');
      const code =
        error instanceof RefundFailedError
          ? error.code
          : isProviderError(error)
            ? error.code
            : 'REFUND_FAILED';
      throw new BadGatewayException({
        code: 'REFUND_FAILED',
        message: `The refund failed (${code}): ${message}`,
      });
    }
    const stored = await this.dataSource.transaction(async (manager) => {
      const status = await lockOrder(manager, payment.orderId);
      await manager.query(
        `UPDATE payment_refund SET status = 'succeeded', provider_refund_id = $2, last_error = NULL,
           refunded_at = now(), updated_at = now() WHERE id = $1`,
        [refund.id, providerRefundId],
      );
      let refundedCents = 0;
      if (refund.cause !== 'flagged') {
        await manager.query('UPDATE orders SET refunded_cents = refunded_cents + $2 WHERE id = $1', [
          payment.orderId,
          refund.amountCents,
        ]);
        refundedCents = (await manager.findOneByOrFail(Order, { id: payment.orderId })).refundedCents;
      }
      const whole =
        refund.cause === 'order' || (refund.cause === 'part' && refundedCents >= paidCents(payment));
      if (whole && status !== 'refunded')
        await this.transitions.move(manager, {
          orderId: payment.orderId,
          from: status,
          to: 'refunded',
          paymentId: payment.id,
        });
      if (refund.cause === 'flagged' && refund.requestedBy)
        await manager.query(
          `INSERT INTO payment_refund_review (payment_id, outcome, note, reviewed_by)
           VALUES ($1, 'refunded', $2, $3) ON CONFLICT (payment_id) DO NOTHING`,
          [payment.id, refundNote(payment, providerRefundId), refund.requestedBy],
        );
      await this.outbox.add(manager, 'payment.refunded', {
        paymentId: payment.id,
        orderId: payment.orderId,
        refundId: refund.id,
      });
      await this.email(manager, payment, refund, refundedCents);
      return manager.findOneByOrFail(PaymentRefund, { id: refund.id });
    });
    this.logger.info(
      {
        paymentId: payment.id,
        orderId: payment.orderId,
        cause: refund.cause,
        amountCents: refund.amountCents,
      },
      'payment refunded',
    );
    return { refund: stored, replayed: false };
  }

  /**
   * order_refunded, in the order's language: once per payment for a full refund, once per refund for
   * a partial one (with what was paid, what is refunded so far and the lines it was for).
   */
  private async email(
    manager: EntityManager,
    payment: Payment,
    refund: PaymentRefund,
    refundedCents: number,
  ): Promise<void> {
    const order = await manager.findOneByOrFail(Order, { id: payment.orderId });
    if (!order.customerEmail) return;
    const partial = refund.cause === 'part';
    const lines: { package_name: string }[] = partial
      ? await manager.query(
          `SELECT i.package_name FROM payment_refund_line l JOIN order_item i ON i.id = l.order_item_id
           WHERE l.refund_id = $1 ORDER BY i.id`,
          [refund.id],
        )
      : [];
    await this.notifications.enqueue(manager, {
      kind: 'order_refunded',
      subjectId: partial ? refund.id : payment.id,
      to: order.customerEmail,
      language: isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE,
      data: {
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        amountLabel: formatUsd(refund.amountCents),
        provider: payment.provider,
        orderLink: orderLink(this.config, order),
        ...(partial
          ? {
              partial: {
                paidLabel: formatUsd(paidCents(payment)),
                refundedTotalLabel: formatUsd(refundedCents),
                lines: lines.map((line) => line.package_name),
              },
            }
          : {}),
      },
    });
  }
}

const refundNote = (payment: Payment, providerRefundId: string | null): string =>
  `Refunded in full through ${{ payway: 'ABA PayWay', paypal: 'PayPal', stripe: 'Stripe' }[payment.provider]}` +
  (providerRefundId ? ` (refund ${providerRefundId})` : '');

/** The order's payment a refund goes back through: its latest approved one not flagged for review. */
export function refundablePayment(manager: EntityManager, orderId: string): Promise<Payment | null> {
  return manager
    .getRepository(Payment)
    .createQueryBuilder('p')
    .where('p.order_id = :orderId AND p.status = :status AND NOT p.needs_refund', {
      orderId,
      status: 'approved',
    })
    .orderBy('p.approved_at', 'DESC', 'NULLS LAST')
    .getOne();
}

async function lockOrder(manager: EntityManager, orderId: string): Promise<OrderStatus> {
  const rows: { status: OrderStatus }[] = await manager.query(
    'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  if (!rows[0]) throw new NotFoundException({ code: 'NOT_FOUND', message: 'Order not found' });
  return rows[0].status;
}

/** What the payment's succeeded refunds gave back, leaving out `except` (the refund being asked again). */
async function refundedOf(manager: EntityManager, paymentId: string, except: string | null): Promise<number> {
  const rows: { cents: number }[] = await manager.query(
    `SELECT COALESCE(sum(amount_cents), 0)::int AS cents FROM payment_refund
     WHERE payment_id = $1 AND status = 'succeeded' AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [paymentId, except],
  );
  return rows[0].cents;
}

/** One refund of a payment at a time: 409 while another (full or partial) is being sent to the provider. */
async function assertNoRefundInFlight(manager: EntityManager, paymentId: string): Promise<void> {
  const busy: unknown[] = await manager.query(
    `SELECT 1 FROM payment_refund WHERE payment_id = $1 AND status = 'pending'
       AND updated_at > now() - make_interval(secs => $2)`,
    [paymentId, REFUND_IN_FLIGHT_MS / 1000],
  );
  if (busy.length > 0)
    throw conflict('REFUND_IN_PROGRESS', 'A refund of this payment is being sent to the provider');
}
