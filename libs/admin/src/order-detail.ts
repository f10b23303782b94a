import type { AdminOrderDetail, OrderRefundsView, AdminPayment, AttentionRefund } from '@app/contracts';
import type { Esim, ProviderOrder } from '@app/esims';
import type { Order, OrderItem } from '@app/orders';
import type { Payment, RefundReview } from '@app/payments';

export interface OrderDetailParts {
  order: Order;
  items: OrderItem[];
  payments: Payment[];
  esims: Esim[];
  lines: ProviderOrder[];
  reviews: RefundReview[];
  reviewerNames: Map<string, string>;
  /** Provider full refunds by payment id. */
  refunds: Map<string, AttentionRefund>;
  /** The order's refunds, partial ones included (OrderRefundsView.read). */
  orderRefunds: OrderRefundsView;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** One order as the admin page shows it (admin §2.12), from its rows. */
export function toOrderDetail(parts: OrderDetailParts): AdminOrderDetail {
  const { order } = parts;
  const approved = parts.payments.find((payment) => payment.status === 'approved' && !payment.needsRefund);
  const newest = parts.payments[parts.payments.length - 1];
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    kind: order.kind,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
      userId: order.userId,
    },
    items: parts.items.map((item) => ({
      id: item.id,
      packageId: item.packageId,
      quantity: item.quantity,
      destination: item.destination,
      plan: item.packageName,
      data: item.data,
      days: item.packageDays,
      customDays: item.days,
      unitCents: item.unitCents,
      lineCents: item.lineCents,
      paidCents: item.lineCents - item.discountCents,
    })),
    subtotalCents: order.subtotalCents,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    processingFeeCents: order.processingFeeCents,
    totalCents: order.totalCents,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    transactionId: (approved ?? newest)?.tranId ?? null,
    payments: parts.payments.map((payment) => toAdminPayment(payment, parts)),
    esims: parts.esims.map((esim) => ({
      id: esim.id,
      iccid: esim.iccid,
      status: esim.status,
      providerOrderNumber: esim.providerOrderNumber,
      activationCode: esim.activationCode,
      qrCodeData: esim.lpa,
      createdAt: esim.createdAt.toISOString(),
      activatedAt: iso(esim.activatedAt),
    })),
    providerLines: parts.lines.map((line) => ({
      orderItemId: line.orderItemId,
      state: line.state,
      providerOrderNumber: line.providerOrderNumber,
      failureCode: line.failureCode,
      lastError: line.lastError,
      attempts: line.attempts,
    })),
    failureReason: order.failureReason,
    canRetry: order.kind === 'purchase' && order.status === 'needs_attention',
    refunds: parts.orderRefunds,
  };
}

function toAdminPayment(payment: Payment, parts: OrderDetailParts): AdminPayment {
  const review = parts.reviews.find((candidate) => candidate.paymentId === payment.id);
  return {
    id: payment.id,
    provider: payment.provider,
    method: payment.method,
    transactionId: payment.tranId,
    status: payment.status,
    amountCents: payment.amountCents,
    paidAmountCents: payment.paidAmountCents,
    paidCurrency: payment.paidCurrency,
    needsRefund: payment.needsRefund,
    refundReason: payment.refundReason,
    refundReview: review
      ? {
          outcome: review.outcome,
          note: review.note,
          reviewedBy: review.reviewedBy,
          reviewedByName: parts.reviewerNames.get(review.reviewedBy) ?? null,
          reviewedAt: review.reviewedAt.toISOString(),
        }
      : null,
    refund: parts.refunds.get(payment.id) ?? null,
    approvedAt: iso(payment.approvedAt),
    createdAt: payment.createdAt.toISOString(),
  };
}
