import { Injectable, NotFoundException } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import type {
  AdminOrderRefund,
  OrderRefundsView,
  AdminPartialRefundRequest,
  AdminPartialRefundResponse,
} from '@app/contracts';
import { refundLabel } from '@app/domain';
import { Order } from '@app/orders';
import { paidCents, PARTIAL_REFUND_STATUSES, refundablePayment, Refunds } from '@app/payments';
import { DataSource, EntityManager } from 'typeorm';

interface RefundRow {
  id: string;
  request_key: string | null;
  cause: string;
  status: 'pending' | 'succeeded' | 'failed';
  amount_cents: number;
  provider: string;
  provider_refund_id: string | null;
  last_error: string | null;
  created_at: Date;
  refunded_at: Date | null;
  requester_name: string | null;
}

interface LineRow {
  refund_id: string;
  order_item_id: string;
  amount_cents: number;
  esim_outcome: AdminOrderRefund['lines'][number]['esimOutcome'];
  esim_note: string | null;
}

/**
 * The order page's refunds: the partial refund an admin asks for (Refunds.refundPart, audited as
 * order.refund_part with the refund row), and the order's refunds read back (sum, label, per line,
 * history with what became of each line's eSIMs).
 */
@Injectable()
export class AdminOrderRefunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: Refunds,
    private readonly audit: AdminAudit,
  ) {}

  async refundPart(
    orderNumber: string,
    actor: AuditActor,
    request: AdminPartialRefundRequest,
  ): Promise<AdminPartialRefundResponse> {
    const order = await this.dataSource.manager.findOneBy(Order, { orderNumber });
    if (!order)
      throw new NotFoundException({ code: 'NOT_FOUND', message: `Order not found: ${orderNumber}` });
    const outcome = await this.refunds.refundPart(
      order.id,
      actor.id,
      { requestKey: request.requestKey, lines: request.lines, amountCents: request.amountCents },
      async (manager, { refund, payment, orderStatus, previous }) => {
        await this.audit.record(manager, {
          actor,
          action: 'order.refund_part',
          targetType: 'order',
          targetId: orderNumber,
          before: { status: orderStatus, refundedCents: refund.refundedBeforeCents, refund: previous },
          after: {
            refund: 'pending',
            amountCents: refund.amountCents,
            lines: request.lines?.map((line) => line.orderItemId) ?? [],
            provider: refund.provider,
            transactionId: payment.tranId,
          },
        });
      },
    );
    const after = await this.dataSource.manager.findOneByOrFail(Order, { id: order.id });
    const refunds = await this.read(after);
    return {
      replayed: outcome.replayed,
      orderStatus: after.status,
      refund: refunds.history.find((refund) => refund.id === outcome.refund.id) as AdminOrderRefund,
      refunds,
    };
  }

  /** The order's refunds as its admin page shows them. */
  async read(order: Order, manager: EntityManager = this.dataSource.manager): Promise<OrderRefundsView> {
    const payment = await refundablePayment(manager, order.id);
    const rows: RefundRow[] = await manager.query(
      `SELECT r.id, r.request_key, r.cause, r.status, r.amount_cents, r.provider, r.provider_refund_id, r.last_error,
              r.created_at, r.refunded_at, u.full_name AS requester_name
       FROM payment_refund r LEFT JOIN app_user u ON u.id = r.requested_by
       WHERE r.order_id = $1 AND r.cause <> 'flagged' ORDER BY r.created_at, r.id`,
      [order.id],
    );
    const lines: LineRow[] = rows.length
      ? await manager.query(
          `SELECT refund_id, order_item_id, amount_cents, esim_outcome, esim_note FROM payment_refund_line
           WHERE refund_id = ANY($1) ORDER BY order_item_id`,
          [rows.map((row) => row.id)],
        )
      : [];
    const capturedCents = payment ? paidCents(payment) : 0;
    const taken = rows
      .filter((row) => row.status !== 'failed')
      .reduce((sum, row) => sum + row.amount_cents, 0);
    const perLine = new Map<string, number>();
    for (const line of lines) {
      const refund = rows.find((row) => row.id === line.refund_id);
      if (refund?.status === 'succeeded')
        perLine.set(line.order_item_id, (perLine.get(line.order_item_id) ?? 0) + line.amount_cents);
    }
    const refundableCents = Math.max(0, capturedCents - taken);
    return {
      refundedCents: order.refundedCents,
      capturedCents,
      refundableCents,
      label: refundLabel(order.refundedCents, capturedCents),
      canRefundPart:
        refundableCents > 0 && (PARTIAL_REFUND_STATUSES as readonly string[]).includes(order.status),
      lines: [...perLine].map(([orderItemId, refundedCents]) => ({ orderItemId, refundedCents })),
      history: rows.map((row) => ({
        id: row.id,
        kind: row.cause === 'part' ? 'part' : 'full',
        status: row.status,
        amountCents: row.amount_cents,
        provider: row.provider,
        providerRefundId: row.provider_refund_id,
        lastError: row.last_error,
        requestedByName: row.requester_name,
        createdAt: row.created_at.toISOString(),
        refundedAt: row.refunded_at?.toISOString() ?? null,
        lines: lines
          .filter((line) => line.refund_id === row.id)
          .map((line) => ({
            orderItemId: line.order_item_id,
            amountCents: line.amount_cents,
            esimOutcome: line.esim_outcome,
            esimNote: line.esim_note,
          })),
      })),
    };
  }
}
