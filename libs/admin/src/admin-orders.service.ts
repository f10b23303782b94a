import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import type { AdminOrderDetail, AdminOrderRow, AdminPage, AdminRetryResponse } from '@app/contracts';
import { Esim, ProviderOrder, ProvisioningRecovery } from '@app/esims';
import { Order, OrderItem } from '@app/orders';
import { Payment, RefundReview, RefundReviews, type RefundReviewInput } from '@app/payments';
import { DataSource, EntityManager, In } from 'typeorm';
import { AdminOrderFilters, AdminOrderQuery, orderFilters } from './order-filters';
import { toOrderDetail } from './order-detail';
import { AdminOrderRefunds } from './order-refunds';
import { ORDER_ROW_ORDER, ORDER_ROW_SELECT, OrderRowRecord, ordersCsv, toAdminOrderRow } from './order-rows';

/** The most rows one orders export carries (newest first). */
export const ORDERS_EXPORT_LIMIT = 50_000;

/**
 * The admin Orders tab and order page: a paged list filtered in SQL, one order with everything
 * about it, and the retry of a failed order's provisioning (ProvisioningRecovery, never a status
 * written here).
 */
@Injectable()
export class AdminOrders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recovery: ProvisioningRecovery,
    private readonly audit: AdminAudit,
    private readonly reviews: RefundReviews,
    private readonly orderRefunds: AdminOrderRefunds,
  ) {}

  async list(query: AdminOrderQuery): Promise<AdminPage<AdminOrderRow>> {
    const { where, params } = orderFilters(query);
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const [rows, count] = await Promise.all([
      this.dataSource.query(`${ORDER_ROW_SELECT} ${where} ${ORDER_ROW_ORDER} ${limit}`, [
        ...params,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      ]) as Promise<OrderRowRecord[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM orders o ${where}`, params) as Promise<
        { total: number }[]
      >,
    ]);
    return {
      items: rows.map(toAdminOrderRow),
      total: count[0].total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The filtered list (no paging, newest first, at most ORDERS_EXPORT_LIMIT rows) as CSV. */
  async exportCsv(filters: AdminOrderFilters): Promise<string> {
    const { where, params } = orderFilters(filters);
    const rows: OrderRowRecord[] = await this.dataSource.query(
      `${ORDER_ROW_SELECT} ${where} ${ORDER_ROW_ORDER} LIMIT ${ORDERS_EXPORT_LIMIT}`,
      params,
    );
    return ordersCsv(rows);
  }

  /** The newest orders (Overview's Recent Activity). */
  async recent(limit: number): Promise<AdminOrderRow[]> {
    const rows: OrderRowRecord[] = await this.dataSource.query(
      `${ORDER_ROW_SELECT} ${ORDER_ROW_ORDER} LIMIT $1`,
      [limit],
    );
    return rows.map(toAdminOrderRow);
  }

  async detail(orderNumber: string): Promise<AdminOrderDetail> {
    const manager = this.dataSource.manager;
    const order = await manager.findOneBy(Order, { orderNumber });
    if (!order) throw orderNotFound(orderNumber);
    const [items, payments, esims, lines] = await Promise.all([
      manager.find(OrderItem, { where: { orderId: order.id }, order: { id: 'ASC' } }),
      manager.find(Payment, { where: { orderId: order.id }, order: { createdAt: 'ASC' } }),
      manager.find(Esim, { where: { orderId: order.id }, order: { createdAt: 'ASC', iccid: 'ASC' } }),
      manager.find(ProviderOrder, { where: { orderId: order.id }, order: { createdAt: 'ASC' } }),
    ]);
    const reviews = payments.length
      ? await manager.find(RefundReview, { where: { paymentId: In(payments.map((p) => p.id)) } })
      : [];
    const reviewerIds = [...new Set(reviews.map((review) => review.reviewedBy))];
    const reviewers: { id: string; full_name: string }[] = reviewerIds.length
      ? await this.dataSource.query('SELECT id, full_name FROM app_user WHERE id = ANY($1)', [reviewerIds])
      : [];
    const refunds: {
      payment_id: string;
      status: 'pending' | 'succeeded' | 'failed';
      amount_cents: number;
      provider: string;
      provider_refund_id: string | null;
      last_error: string | null;
      refunded_at: Date | null;
      requester_name: string | null;
    }[] = await this.dataSource.query(
      `SELECT r.payment_id, r.status, r.amount_cents, r.provider, r.provider_refund_id, r.last_error, r.refunded_at,
              u.full_name AS requester_name
       FROM payment_refund r LEFT JOIN app_user u ON u.id = r.requested_by
       WHERE r.order_id = $1 AND r.request_key IS NULL`,
      [order.id],
    );
    return toOrderDetail({
      order,
      orderRefunds: await this.orderRefunds.read(order),
      items,
      payments,
      esims,
      lines,
      reviews,
      reviewerNames: new Map(reviewers.map((row) => [row.id, row.full_name])),
      refunds: new Map(
        refunds.map((row) => [
          row.payment_id,
          {
            status: row.status,
            amountCents: row.amount_cents,
            provider: row.provider,
            providerRefundId: row.provider_refund_id,
            lastError: row.last_error,
            requestedByName: row.requester_name,
            refundedAt: row.refunded_at?.toISOString() ?? null,
          },
        ]),
      ),
    });
  }

  /** Records an admin's review of a flagged payment, with its audit entry in the same transaction. */
  reviewRefund(input: Omit<RefundReviewInput, 'adminId'>, actor: AuditActor): Promise<RefundReview> {
    return this.reviews.record({ ...input, adminId: actor.id }, async (manager, review) => {
      await this.audit.record(manager, {
        actor,
        action: 'payment.refund_review',
        targetType: 'payment',
        targetId: input.paymentId,
        before: { reviewed: false },
        after: { reviewed: true, outcome: review.outcome, note: review.note },
      });
    });
  }

  /**
   * Re-provisions a failed order: needs_attention → processing through ProvisioningRecovery, then its
   * job. The audit entry is written in the reopen's own transaction (a refused retry writes none).
   */
  async retry(orderNumber: string, actor: AuditActor): Promise<AdminRetryResponse> {
    const order = await this.dataSource.manager.findOneBy(Order, { orderNumber });
    if (!order) throw orderNotFound(orderNumber);
    const audited = (manager: EntityManager) =>
      this.audit
        .record(manager, {
          actor,
          action: 'order.retry_provisioning',
          targetType: 'order',
          targetId: orderNumber,
          before: { status: 'needs_attention' },
          after: { status: 'processing' },
        })
        .then(() => undefined);
    if (order.kind !== 'purchase' || !(await this.recovery.retry(order.id, audited)))
      throw new ConflictException({
        code: 'ORDER_NOT_RETRYABLE',
        message: `Only a failed purchase can be retried; order ${orderNumber} is ${order.status}`,
      });
    const after = await this.dataSource.manager.findOneByOrFail(Order, { id: order.id });
    return { success: true, status: after.status };
  }
}

const orderNotFound = (orderNumber: string) =>
  new NotFoundException({ code: 'NOT_FOUND', message: `Order not found: ${orderNumber}` });
