import { Injectable } from '@nestjs/common';
import { AppLogger } from '@app/core';
import { EsimReader } from '@app/esims';
import type {
  BackupCheckResponse,
  OrderStatusSummary,
  OrderStatusView,
  PaymentStatusResponse,
  ProcessReturnResponse,
  TransactionCheckResponse,
} from '@app/contracts';
import { isOrderPaid, publicPaymentStatus, toDecimalString, type PaymentStatus } from '@app/domain';
import { OrderTimelineWriter, type Order } from '@app/orders';
import { PaymentChecks } from './payment-checks';
import { PaymentLookup, transactionNotFound, type AttemptWithOrder } from './payment-lookup';
import { PaywayGateway } from './payway-gateway';
import { verifiedCode } from './verification-rules';

/** Enqueueing is a hint: a queue that does not answer within this long must not hold the request. */
const ENQUEUE_TIMEOUT_MS = 2000;

/** 'Sok Dara' → 'S*** D***': the shape of a name without the name (tran_ids are not secrets). */
export const maskName = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]}***`)
    .join(' ');

/** An order paid by any of its attempts reads as approved whichever tran_id is asked about. */
function verifiedState(found: AttemptWithOrder): PaymentStatus {
  return isOrderPaid(found.order.status) ? 'approved' : found.payment.status;
}

export interface PushbackResult {
  accepted: boolean;
  signed: boolean;
}

/**
 * The status endpoints. None of them believes a status the caller sends (a return URL's status=0,
 * a pushback's body): they queue a verification by the worker and answer with what the worker has
 * verified so far. They reveal statuses, amounts and ids only.
 */
@Injectable()
export class PaymentStatusService {
  constructor(
    private readonly lookup: PaymentLookup,
    private readonly checks: PaymentChecks,
    private readonly gateway: PaywayGateway,
    private readonly logger: AppLogger,
    private readonly esims: EsimReader,
    private readonly timeline: OrderTimelineWriter,
  ) {}

  /** The attempt and its order; while the order is unpaid, a check of each open attempt is queued. */
  private async verifyLater(tranId: string): Promise<AttemptWithOrder> {
    const found = await this.lookup.byTranId(tranId);
    if (!found) throw transactionNotFound();
    await this.queueChecks(found);
    return found;
  }

  private async queueChecks(found: AttemptWithOrder): Promise<void> {
    if (found.order.status === 'pending') {
      const open = (await this.lookup.allAttempts(found.order.id)).filter(
        (attempt) => attempt.provider !== 'paypal' && attempt.status === 'pending',
      );
      await this.hint(Promise.all(open.map((attempt) => this.checks.requestCheck(attempt.id))));
    }
  }

  private async hint(work: Promise<unknown>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ENQUEUE_TIMEOUT_MS);
    });
    await Promise.race([
      work.catch((error: unknown) => this.logger.warn({ err: error }, 'could not queue a payment check')),
      timeout,
    ]);
    clearTimeout(timer);
  }

  async checkTransaction(tranId: string): Promise<TransactionCheckResponse> {
    const found = await this.verifyLater(tranId);
    const state = verifiedState(found);
    const { code, text } = verifiedCode(state);
    return {
      success: true,
      transactionId: found.payment.tranId,
      isPaymentConfirmed: state === 'approved',
      status: code,
      statusText: text,
      amount: toDecimalString(found.payment.amountCents),
    };
  }

  async processReturn(tranId: string): Promise<ProcessReturnResponse> {
    const { status, statusText } = await this.checkTransaction(tranId);
    return { success: true, statusText, paymentStatus: status };
  }

  async backupCheck(tranId: string): Promise<BackupCheckResponse> {
    const { status, statusText } = await this.checkTransaction(tranId);
    return { success: true, status, statusText };
  }

  async paymentStatus(tranId: string): Promise<PaymentStatusResponse> {
    const found = await this.verifyLater(tranId);
    const { order } = found;
    const status = publicPaymentStatus(order.status);
    return {
      status,
      paymentStatus: isOrderPaid(order.status)
        ? 'completed'
        : order.status === 'pending'
          ? 'pending'
          : 'failed',
      orderId: order.id,
      orderNumber: order.orderNumber,
      // The page redirects to the eSIM once the order has one (completed).
      esimId: status === 'confirmed' ? await this.esims.firstEsimId(order.id) : null,
      error: status === 'failed' ? failureText(order) : null,
    };
  }

  async ordersByTransaction(tranId: string): Promise<OrderStatusSummary[]> {
    const found = await this.lookup.byTranId(tranId);
    if (!found) return [];
    await this.queueChecks(found);
    const { order } = found;
    return [
      {
        id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        paymentStatus: verifiedCode(verifiedState(found)).text,
        totalAmount: toDecimalString(order.totalCents),
        currency: 'USD',
      },
    ];
  }

  async orderStatus(tranId: string): Promise<OrderStatusView> {
    const { order } = await this.verifyLater(tranId);
    const items = await this.lookup.items(order.id);
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      total: toDecimalString(order.totalCents),
      currency: 'USD',
      customer: { name: maskName(order.customerName) },
      items: items.map((item) => ({ destination: item.destination, quantity: item.quantity })),
    };
  }

  /**
   * PayWay's pushback: a hint, signed or not. A correctly signed one gets its own check (one per
   * attempt: five deliveries collapse into one job); anything else is treated like a status read
   * (a check in the current window). The body's status is never applied.
   */
  async pushback(
    headers: Record<string, string | string[] | undefined>,
    body: Record<string, unknown>,
  ): Promise<PushbackResult> {
    const verification = this.gateway.verifyPushback(headers, body);
    const tranId =
      typeof body?.tran_id === 'string' || typeof body?.tran_id === 'number' ? String(body.tran_id) : '';
    if (!verification.ok) this.logger.warn({ tranId, reason: verification.reason }, 'pushback not verified');
    if (!verification.ok && verification.reason === 'MALFORMED') return { accepted: false, signed: false };
    const found = await this.lookup.byTranId(tranId);
    if (found)
      await this.timeline.noteForPayment(found.payment.id, 'payment.pushback', {
        // an unsigned pushback the configuration accepts is still unsigned
        signed: verification.ok && verification.signed,
        reason: verification.ok ? null : verification.reason,
        claimedStatus:
          typeof body.status === 'string' || typeof body.status === 'number'
            ? String(body.status).slice(0, 16)
            : null,
      });
    if (!found || found.payment.provider !== 'payway' || found.payment.status === 'approved') {
      return { accepted: true, signed: verification.ok };
    }
    await this.hint(this.checks.requestCheck(found.payment.id, verification.ok ? 'push' : undefined));
    return { accepted: true, signed: verification.ok };
  }
}

function failureText(order: Order): string {
  if (order.failureReason) return order.failureReason;
  if (order.status === 'cancelled')
    return 'The payment was not completed in time and the order was cancelled.';
  if (order.status === 'refunded') return 'The order was refunded.';
  return 'The order could not be completed.';
}
