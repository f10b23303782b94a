import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  AdminAttentionView,
  AdminRefundResponse,
  AttentionOrderRow,
  AttentionPaymentRow,
  AttentionRefund,
} from '@app/contracts';
import { AdminAudit, type AuditActor } from '@app/audit';
import { AppConfig, AppLogger } from '@app/core';
import { formatUsd, UNDELIVERED_PAID_STATUSES } from '@app/domain';
import { Notifications } from '@app/notifications';
import { Order } from '@app/orders';
import { Refunds, type OnRefundRequested, type PaymentRefund, type RefundOutcome } from '@app/payments';
import { DataSource } from 'typeorm';
import { DeliverySettings } from './delivery-settings';

/** Orders and flagged payments the view shows at most (oldest first: the longest wait on top). */
const VIEW_LIMIT = 200;
/** Automatic refunds one sweep sends at most (the next sweep takes the rest). */
const AUTO_REFUND_BATCH = 10;

/** The SQL that decides which orders are in the view: paid, not delivered, and escalated or past the SLA. */
const IN_VIEW = `o.status = ANY($1) AND o.confirmed_at IS NOT NULL
  AND (o.status = 'needs_attention' OR a.order_id IS NOT NULL
       OR o.confirmed_at < now() - make_interval(mins => $2))`;

interface OrderRecord {
  id: string;
  order_number: string;
  status: string;
  kind: string;
  customer_name: string;
  customer_email: string | null;
  total_cents: number;
  payment_method: string;
  confirmed_at: Date;
  failure_reason: string | null;
  entered_at: Date | null;
  cause: 'escalated' | 'sla' | null;
  handled_at: Date | null;
  handler_name: string | null;
  note: string | null;
  last_error: string | null;
  live_lease: boolean;
}

interface RefundRecord {
  payment_id: string;
  status: PaymentRefund['status'];
  amount_cents: number;
  provider: string;
  provider_refund_id: string | null;
  last_error: string | null;
  requester_name: string | null;
  refunded_at: Date | null;
}

/**
 * The delivery guarantee's person-facing side (docs/admin.md "Needs attention"): which paid orders
 * wait for a person (escalated by provisioning, or not delivered within the SLA), entering them
 * (the order_attention row and, once per order, the staff email to SUPPORT_EMAIL), the Refund and
 * Mark handled actions, flagged payments' refunds, and the optional automatic refund.
 */
@Injectable()
export class NeedsAttention {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: DeliverySettings,
    private readonly refunds: Refunds,
    private readonly notifications: Notifications,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly audit: AdminAudit,
  ) {}

  /** The open (or handled) view; `onlyOrderId` narrows it to one order, whatever its place in the list. */
  async view(handled: boolean, onlyOrderId: string | null = null): Promise<AdminAttentionView> {
    const { slaMinutes, autoRefundMinutes } = await this.settings.read();
    const orders: OrderRecord[] = await this.dataSource.query(
      `SELECT o.id, o.order_number, o.status, o.kind, o.customer_name, o.customer_email, o.total_cents,
              o.payment_method, o.confirmed_at, o.failure_reason, a.entered_at, a.cause, a.handled_at, a.note,
              u.full_name AS handler_name,
              (SELECT p.last_error FROM provider_order p WHERE p.order_id = o.id AND p.last_error IS NOT NULL
                 ORDER BY p.updated_at DESC LIMIT 1) AS last_error,
              EXISTS (SELECT 1 FROM provider_order p WHERE p.order_id = o.id AND p.lease_owner IS NOT NULL
                 AND p.lease_until > now()) AS live_lease
       FROM orders o
       LEFT JOIN order_attention a ON a.order_id = o.id
       LEFT JOIN app_user u ON u.id = a.handled_by
       WHERE ${IN_VIEW} AND (a.handled_at IS ${handled ? 'NOT NULL' : 'NULL'})
         AND ($3::uuid IS NULL OR o.id = $3)
       ORDER BY ${handled ? 'a.handled_at DESC' : 'o.confirmed_at'} LIMIT ${VIEW_LIMIT}`,
      [UNDELIVERED_PAID_STATUSES, slaMinutes, onlyOrderId],
    );
    const payments: {
      id: string;
      order_number: string;
      provider: string;
      tran_id: string;
      refund_reason: string | null;
      paid_cents: number;
      approved_at: Date | null;
      customer_name: string;
    }[] =
      handled || onlyOrderId
        ? []
        : await this.dataSource.query(
            `SELECT p.id, o.order_number, p.provider, p.tran_id, p.refund_reason,
                  COALESCE(p.paid_amount_cents, p.amount_cents) AS paid_cents, p.approved_at, o.customer_name
           FROM payment p JOIN orders o ON o.id = p.order_id
           WHERE p.needs_refund
             AND NOT EXISTS (SELECT 1 FROM payment_refund_review r WHERE r.payment_id = p.id)
           ORDER BY p.approved_at NULLS LAST LIMIT ${VIEW_LIMIT}`,
          );
    const refunds = await this.refundsOf([
      ...orders.map((order) => order.id),
      ...(await this.orderIdsOf(payments.map((payment) => payment.id))),
    ]);
    return {
      slaMinutes,
      autoRefundMinutes,
      now: new Date().toISOString(),
      orders: orders.map((order) => this.orderRow(order, refunds)),
      payments: payments.map((payment): AttentionPaymentRow => ({
        paymentId: payment.id,
        orderNumber: payment.order_number,
        provider: payment.provider,
        transactionId: payment.tran_id,
        reason: payment.refund_reason,
        paidCents: Number(payment.paid_cents),
        approvedAt: payment.approved_at?.toISOString() ?? null,
        customerName: payment.customer_name,
        refund: refunds.get(payment.id) ?? null,
      })),
    };
  }

  /** Open (not handled) orders in the view: Overview's figure. */
  async openCount(): Promise<number> {
    const { slaMinutes } = await this.settings.read();
    const rows: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM orders o LEFT JOIN order_attention a ON a.order_id = o.id
       WHERE ${IN_VIEW} AND a.handled_at IS NULL`,
      [UNDELIVERED_PAID_STATUSES, slaMinutes],
    );
    return rows[0].count;
  }

  /**
   * The order enters the view: its order_attention row and, the first time only, the staff email
   * (one transaction; the notification's dedupe key is per order too). Entering again after a retry
   * escalated once more reopens a handled order (the note stays) without a second email, but only
   * when that escalation came after the handling: an escalation processed late (the admin saw the
   * order and marked it first) does not undo it.
   */
  async enter(orderId: string, cause: 'escalated' | 'sla', escalatedAt: Date = new Date()): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(Order, {
        where: { id: orderId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order || !(UNDELIVERED_PAID_STATUSES as readonly string[]).includes(order.status)) return false;
      const inserted: unknown[] = await manager.query(
        `INSERT INTO order_attention (order_id, cause) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
        [orderId, cause],
      );
      if (inserted.length === 0) {
        if (cause === 'escalated')
          await manager.query(
            'UPDATE order_attention SET handled_at = NULL, handled_by = NULL WHERE order_id = $1 AND handled_at < $2',
            [orderId, escalatedAt],
          );
        return false;
      }
      const errors: { last_error: string | null }[] = await manager.query(
        `SELECT last_error FROM provider_order WHERE order_id = $1 AND last_error IS NOT NULL ORDER BY updated_at DESC LIMIT 1`,
        [orderId],
      );
      await this.notifications.enqueue(manager, {
        kind: 'attention_staff',
        subjectId: orderId,
        to: this.config.mail.supportEmail,
        language: 'en',
        data: {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          amountLabel: formatUsd(order.totalCents),
          status: order.status,
          paidAt: (order.confirmedAt ?? order.createdAt).toISOString(),
          lastError: errors[0]?.last_error ?? order.failureReason,
          adminLink: `${this.config.http.publicUrl}/needs-attention?subdomain=admin`,
        },
      });
      this.logger.warn({ orderId, cause }, 'paid order needs attention; staff emailed');
      return true;
    });
  }

  /** Every minute: orders past the SLA enter the view (and ones whose escalation event was lost); the auto-refund. */
  async sweep(): Promise<{ entered: number; refunded: number }> {
    const { slaMinutes, autoRefundMinutes } = await this.settings.read();
    const due: { id: string; status: string }[] = await this.dataSource.query(
      `SELECT o.id, o.status FROM orders o LEFT JOIN order_attention a ON a.order_id = o.id
       WHERE ${IN_VIEW} AND a.order_id IS NULL ORDER BY o.confirmed_at LIMIT 100`,
      [UNDELIVERED_PAID_STATUSES, slaMinutes],
    );
    let entered = 0;
    for (const row of due) {
      if (await this.enter(row.id, row.status === 'needs_attention' ? 'escalated' : 'sla')) entered += 1;
    }
    let refunded = 0;
    if (autoRefundMinutes !== null) {
      const overdue: { id: string }[] = await this.dataSource.query(
        `SELECT o.id FROM orders o JOIN order_attention a ON a.order_id = o.id
         WHERE o.status = ANY($1) AND a.handled_at IS NULL
           AND o.confirmed_at < now() - make_interval(mins => $2)
           AND NOT EXISTS (SELECT 1 FROM payment_refund r WHERE r.order_id = o.id AND r.cause = 'order')
         ORDER BY o.confirmed_at LIMIT ${AUTO_REFUND_BATCH}`,
        [UNDELIVERED_PAID_STATUSES, autoRefundMinutes],
      );
      for (const row of overdue) {
        try {
          await this.refunds.refundOrder(row.id, null);
          refunded += 1;
        } catch (error) {
          // PROVISIONING_IN_FLIGHT waits for the next sweep; a failed refund stays for a person
          this.logger.warn({ orderId: row.id, error: (error as Error).message }, 'automatic refund not done');
        }
      }
    }
    return { entered, refunded };
  }

  async refundOrder(orderNumber: string, actor: AuditActor): Promise<AdminRefundResponse> {
    const order = await this.orderByNumber(orderNumber);
    return this.answer(
      await this.refunds.refundOrder(
        order.id,
        actor.id,
        this.auditRefund(actor, 'order.refund', 'order', orderNumber),
      ),
    );
  }

  async refundPayment(paymentId: string, actor: AuditActor): Promise<AdminRefundResponse> {
    return this.answer(
      await this.refunds.refundFlagged(
        paymentId,
        actor.id,
        this.auditRefund(actor, 'payment.refund', 'payment', paymentId),
      ),
    );
  }

  /** The refund request's audit entry, written with the refund row (step 1's transaction). */
  private auditRefund(
    actor: AuditActor,
    action: 'order.refund' | 'payment.refund',
    targetType: 'order' | 'payment',
    targetId: string,
  ): OnRefundRequested {
    return async (manager, { refund, payment, orderStatus, previous }) => {
      await this.audit.record(manager, {
        actor,
        action,
        targetType,
        targetId,
        before: orderStatus ? { status: orderStatus, refund: previous } : { refund: previous },
        after: {
          ...(orderStatus ? { status: 'needs_attention' } : {}),
          refund: 'pending',
          amountCents: refund.amountCents,
          provider: refund.provider,
          transactionId: payment.tranId,
        },
      });
    };
  }

  /** Mark handled with a note: the person owns it; it leaves the open view (the note stays on record). */
  async markHandled(orderNumber: string, actor: AuditActor, note: string): Promise<AttentionOrderRow> {
    const order = await this.orderByNumber(orderNumber);
    await this.dataSource.transaction(async (manager) => {
      const status: { status: string }[] = await manager.query(
        'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
        [order.id],
      );
      if (!(UNDELIVERED_PAID_STATUSES as readonly string[]).includes(status[0].status))
        throw new ConflictException({
          code: 'NOT_IN_ATTENTION',
          message: `Order ${orderNumber} is ${status[0].status}: nothing waits for a person`,
        });
      const rows: unknown[] = await manager.query(
        `INSERT INTO order_attention (order_id, cause, handled_at, handled_by, note)
         VALUES ($1, 'sla', now(), $2, $3)
         ON CONFLICT (order_id) DO UPDATE SET handled_at = now(), handled_by = $2, note = $3
           WHERE order_attention.handled_at IS NULL
         RETURNING order_id`,
        [order.id, actor.id, note.trim()],
      );
      if (rows.length === 0)
        throw new ConflictException({
          code: 'ALREADY_HANDLED',
          message: `Order ${orderNumber} was already marked handled`,
        });
      await this.audit.record(manager, {
        actor,
        action: 'order.mark_handled',
        targetType: 'order',
        targetId: orderNumber,
        before: { handled: false },
        after: { handled: true, note: note.trim() },
      });
    });
    const view = await this.view(true, order.id);
    const row = view.orders.find((candidate) => candidate.orderId === order.id);
    if (!row) throw new NotFoundException({ code: 'NOT_FOUND', message: `Order not found: ${orderNumber}` });
    return row;
  }

  private orderRow(order: OrderRecord, refunds: Map<string, AttentionRefund>): AttentionOrderRow {
    const refund = refunds.get(order.id) ?? null;
    const refundBusy = refund?.status === 'pending' || refund?.status === 'succeeded';
    return {
      orderId: order.id,
      orderNumber: order.order_number,
      status: order.status,
      customerName: order.customer_name,
      customerEmail: order.customer_email,
      totalCents: order.total_cents,
      paymentMethod: order.payment_method,
      paidAt: order.confirmed_at.toISOString(),
      enteredAt: order.entered_at?.toISOString() ?? null,
      cause: order.cause,
      lastError: order.last_error ?? order.failure_reason,
      canRetry: order.kind === 'purchase' && order.status === 'needs_attention' && !refundBusy,
      canRefund: !order.live_lease && !refundBusy,
      refund,
      handled: order.handled_at
        ? { at: order.handled_at.toISOString(), byName: order.handler_name, note: order.note ?? '' }
        : null,
    };
  }

  /** Refunds by order id (an order's own refund) and by payment id (a flagged payment's). */
  private async refundsOf(orderIds: string[]): Promise<Map<string, AttentionRefund>> {
    if (orderIds.length === 0) return new Map();
    const rows: (RefundRecord & { order_id: string; cause: string })[] = await this.dataSource.query(
      `SELECT r.payment_id, r.order_id, r.cause, r.status, r.amount_cents, r.provider, r.provider_refund_id,
              r.last_error, r.refunded_at, u.full_name AS requester_name
       FROM payment_refund r LEFT JOIN app_user u ON u.id = r.requested_by
       WHERE r.order_id = ANY($1) AND r.request_key IS NULL`,
      [orderIds],
    );
    const map = new Map<string, AttentionRefund>();
    for (const row of rows) map.set(row.cause === 'order' ? row.order_id : row.payment_id, toRefund(row));
    return map;
  }

  private async orderIdsOf(paymentIds: string[]): Promise<string[]> {
    if (paymentIds.length === 0) return [];
    const rows: { order_id: string }[] = await this.dataSource.query(
      'SELECT DISTINCT order_id FROM payment WHERE id = ANY($1)',
      [paymentIds],
    );
    return rows.map((row) => row.order_id);
  }

  private async orderByNumber(orderNumber: string): Promise<Order> {
    const order = await this.dataSource.manager.findOneBy(Order, { orderNumber });
    if (!order)
      throw new NotFoundException({ code: 'NOT_FOUND', message: `Order not found: ${orderNumber}` });
    return order;
  }

  private async answer(outcome: RefundOutcome): Promise<AdminRefundResponse> {
    const order = await this.dataSource.manager.findOneByOrFail(Order, { id: outcome.refund.orderId });
    const names: { full_name: string }[] = outcome.refund.requestedBy
      ? await this.dataSource.query('SELECT full_name FROM app_user WHERE id = $1', [
          outcome.refund.requestedBy,
        ])
      : [];
    return {
      success: true,
      orderStatus: order.status,
      replayed: outcome.replayed,
      refund: {
        status: outcome.refund.status,
        amountCents: outcome.refund.amountCents,
        provider: outcome.refund.provider,
        providerRefundId: outcome.refund.providerRefundId,
        lastError: outcome.refund.lastError,
        requestedByName: names[0]?.full_name ?? null,
        refundedAt: outcome.refund.refundedAt?.toISOString() ?? null,
      },
    };
  }
}

const toRefund = (row: RefundRecord): AttentionRefund => ({
  status: row.status,
  amountCents: row.amount_cents,
  provider: row.provider,
  providerRefundId: row.provider_refund_id,
  lastError: row.last_error,
  requestedByName: row.requester_name,
  refundedAt: row.refunded_at?.toISOString() ?? null,
});
