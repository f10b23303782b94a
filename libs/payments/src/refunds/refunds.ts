import { BadGatewayException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig, AppLogger, Outbox } from '@app/core';
import { formatUsd, UNDELIVERED_PAID_STATUSES, type OrderStatus } from '@app/domain';
import { orderLink } from '@app/esims';
import { DEFAULT_LANGUAGE, isLanguage } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { Order, OrderTransitions } from '@app/orders';
import { isProviderError } from '@app/providers';
import { DataSource, EntityManager } from 'typeorm';
import { Payment } from '../payment.entity';
import { PaymentRefund, type RefundCause } from './payment-refund.entity';
import { PaymentProviders } from '../providers/payment-providers';
import { paidCents, RefundFailedError } from './refund-gateways';

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
 * Full refunds through the provider's refund API: an order's (paid, not delivered: confirmed,
 * processing with no provisioning in flight, needs_attention), or a payment flagged needs_refund
 * (late, duplicate, amount mismatch). Three steps:
 *  1. one transaction locks the order (FOR UPDATE), checks that no order line holds a live
 *     provisioning lease (else 409 PROVISIONING_IN_FLIGHT: try again when it ends), writes the
 *     payment_refund row (pending; one per payment) and moves a confirmed or processing order to
 *     needs_attention, so no new provider call starts (provisioning claims need a processing order);
 *  2. the provider's refund, read back (its module's `refund`, PaymentProviders);
 *  3. one transaction records it (succeeded), moves the order to refunded, writes payment.refunded
 *     and payment.status_changed (the customer's pages follow) and asks for the order_refunded email
 *     in the customer's language (once per payment). A flagged payment's refund is also recorded as
 *     its refund review.
 * Idempotent: a refunded order or payment answers its refund again without calling the provider; a
 * concurrent request gets 409 REFUND_IN_PROGRESS; a failed refund keeps its error and may be retried.
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
      const payment = await manager
        .getRepository(Payment)
        .createQueryBuilder('p')
        .where('p.order_id = :orderId AND p.status = :status AND NOT p.needs_refund', {
          orderId,
          status: 'approved',
        })
        .orderBy('p.approved_at', 'DESC', 'NULLS LAST')
        .getOne();
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
      const refunded = await manager.findOneBy(PaymentRefund, { paymentId, status: 'succeeded' });
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

  /** The payment's succeeded refund (a repeat of a done refund). */
  private async done(manager: EntityManager, paymentId: string): Promise<RefundOutcome> {
    const refund = await manager.findOneBy(PaymentRefund, { paymentId, status: 'succeeded' });
    if (!refund) throw conflict('ORDER_NOT_REFUNDABLE', 'The order was refunded outside the shop');
    return { refund, replayed: true };
  }

  /** Writes (or takes over a failed or stale) pending refund row for the payment. */
  private async claim(
    manager: EntityManager,
    payment: Payment,
    cause: RefundCause,
    adminId: string | null,
  ): Promise<{ refund: PaymentRefund; payment: Payment; previous: string | null } | RefundOutcome> {
    const existing = await manager.findOne(PaymentRefund, {
      where: { paymentId: payment.id },
      lock: { mode: 'pessimistic_write' },
    });
    if (existing?.status === 'succeeded') return { refund: existing, replayed: true };
    if (existing?.status === 'pending' && existing.updatedAt.getTime() > Date.now() - REFUND_IN_FLIGHT_MS)
      throw conflict('REFUND_IN_PROGRESS', 'This refund is already being sent to the provider');
    const amountCents = paidCents(payment);
    if (amountCents <= 0) throw conflict('NOTHING_TO_REFUND', 'The payment has no amount to refund');
    const rows: PaymentRefund[] = await manager.query(
      `INSERT INTO payment_refund (payment_id, order_id, cause, provider, amount_cents, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (payment_id) DO UPDATE SET status = 'pending', last_error = NULL,
         requested_by = EXCLUDED.requested_by, updated_at = now()
       RETURNING id`,
      [payment.id, payment.orderId, cause, payment.provider, amountCents, adminId],
    );
    const refund = await manager.findOneByOrFail(PaymentRefund, { id: rows[0].id });
    return { refund, payment, previous: existing?.status ?? null };
  }

  /** Steps 2 and 3: the provider, then the record (or the failure, kept on the row). */
  private async complete(refund: PaymentRefund, payment: Payment): Promise<RefundOutcome> {
    let providerRefundId: string | null;
    try {
      ({ providerRefundId } = await this.providers.get(payment.provider).refund(payment));
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
      if (refund.cause === 'order' && status !== 'refunded')
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
      await this.outbox.add(manager, 'payment.refunded', { paymentId: payment.id, orderId: payment.orderId });
      await this.email(manager, payment, refund.amountCents);
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

  /** order_refunded, in the order's language, once per payment. */
  private async email(manager: EntityManager, payment: Payment, amountCents: number): Promise<void> {
    const order = await manager.findOneByOrFail(Order, { id: payment.orderId });
    if (!order.customerEmail) return;
    await this.notifications.enqueue(manager, {
      kind: 'order_refunded',
      subjectId: payment.id,
      to: order.customerEmail,
      language: isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE,
      data: {
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        amountLabel: formatUsd(amountCents),
        provider: payment.provider,
        orderLink: orderLink(this.config, order),
      },
    });
  }
}

const refundNote = (payment: Payment, providerRefundId: string | null): string =>
  `Refunded in full through ${{ payway: 'ABA PayWay', paypal: 'PayPal', stripe: 'Stripe' }[payment.provider]}` +
  (providerRefundId ? ` (refund ${providerRefundId})` : '');

async function lockOrder(manager: EntityManager, orderId: string): Promise<OrderStatus> {
  const rows: { status: OrderStatus }[] = await manager.query(
    'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  if (!rows[0]) throw new NotFoundException({ code: 'NOT_FOUND', message: 'Order not found' });
  return rows[0].status;
}
