import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig, AppLogger, Outbox } from '@app/core';
import type { PaypalCaptureOrderResponse, PaypalCreateOrderResponse } from '@app/contracts';
import { isOrderPaid, toDecimalString } from '@app/domain';
import { orderPath } from '@app/esims';
import { mayAccessOrder, Order, type OrderRequester } from '@app/orders';
import { isProviderError, ProviderError } from '@app/providers';
import { DataSource } from 'typeorm';
import { issueAttempt } from './issue-attempt';
import { PaymentLookup, transactionNotFound } from './payment-lookup';
import { Payment } from './payment.entity';
import { lockAttempt } from './payment-verification';
import { captureDeclined, paypalRefusal, paypalUnavailable } from './paypal-errors';
import { PaypalGateway } from './paypal-gateway';
import { PaypalSettlement } from './paypal-settlement';
import { assertStillPayable } from './providers/payment-provider';
import { PaymentProviders } from './providers/payment-providers';

export interface PaypalOrderRef {
  orderId?: string;
  orderNumber?: string;
  /** The amount the browser shows, in cents (compared, never used). */
  amountCents?: number | null;
}

const paypalOrderNotFound = (): NotFoundException =>
  new NotFoundException({ code: 'PAYPAL_ORDER_NOT_FOUND', message: 'PayPal order not found' });

/**
 * POST /api/paypal/create-order and /capture-order (DESIGN item 7): the PayPal order is created for
 * our order's live PayPal attempt (amount from the attempt, PayPal-Request-Id from its id), and a
 * capture is confirmed only by reading the order back from PayPal and applying it through
 * PaymentVerification. Only whoever may see the order (its user, its guest
 * token) can do either.
 */
@Injectable()
export class PaypalCheckout {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly lookup: PaymentLookup,
    private readonly gateway: PaypalGateway,
    private readonly settlement: PaypalSettlement,
    private readonly providers: PaymentProviders,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  async createOrder(ref: PaypalOrderRef, requester: OrderRequester): Promise<PaypalCreateOrderResponse> {
    const order = await this.lookup.orderByRef(ref);
    if (!order || !mayAccessOrder(order, requester)) throw transactionNotFound();
    assertStillPayable(order, this.providers.get('paypal'));
    if (ref.amountCents != null && ref.amountCents !== order.totalCents)
      throw new ConflictException({
        code: 'AMOUNT_MISMATCH',
        message: `The order total is ${toDecimalString(order.totalCents)} USD. Please reload the page.`,
      });
    const attempt = await this.lookup.liveAttempt(order, 'paypal');
    let paypalOrder;
    try {
      paypalOrder = await this.gateway.createOrder(attempt, order, await this.lookup.items(order.id));
    } catch (error) {
      if (!isProviderError(error)) throw error;
      this.logger.warn({ err: error, tranId: attempt.tranId }, 'paypal create order failed');
      throw paypalRefusal(error);
    }
    if (!paypalOrder.approveUrl) throw paypalUnavailable();
    await this.dataSource.transaction(async (manager) => {
      const locked = await lockAttempt(manager, attempt.id);
      if (!locked) throw transactionNotFound();
      await manager.update(Payment, { id: attempt.id }, { providerOrderId: paypalOrder.id });
      if (locked.payment.status === 'created') await issueAttempt(manager, this.outbox, locked.payment);
    });
    return {
      success: true,
      orderID: paypalOrder.id,
      approveUrl: paypalOrder.approveUrl,
      status: paypalOrder.status,
      orderId: order.id,
      orderNumber: order.orderNumber,
      amount: toDecimalString(attempt.amountCents),
      currency: 'USD',
      message: 'PayPal order created',
    };
  }

  /**
   * Captures the attempt's PayPal order once PayPal says it is approved (PaypalSettlement.captureApproved:
   * read back first, a numbered PayPal-Request-Id), then reads it back and applies it. Before approval it
   * answers 422 ORDER_NOT_APPROVED without asking PayPal to capture. A repeat after success answers the same.
   */
  async captureOrder(paypalOrderId: string, requester: OrderRequester): Promise<PaypalCaptureOrderResponse> {
    const payment = await this.dataSource
      .getRepository(Payment)
      .findOneBy({ provider: 'paypal', providerOrderId: paypalOrderId });
    if (!payment) throw paypalOrderNotFound();
    const order = await this.lookup.orderById(payment.orderId);
    if (!order || !mayAccessOrder(order, requester)) throw paypalOrderNotFound();
    if (payment.status === 'pending' && order.status === 'pending') {
      let transient = false;
      try {
        // Never a capture PayPal would refuse as not approved: that answer, replayed for the same
        // request id, would block the capture once the buyer approves.
        if ((await this.settlement.captureApproved(payment)) === 'not_approved')
          throw new ProviderError(
            'paypal',
            'ORDER_NOT_APPROVED',
            'capture: the buyer has not approved yet',
            false,
            {
              httpStatus: 422,
            },
          );
      } catch (error) {
        if (!isProviderError(error)) throw error;
        if (error.code === 'CAPTURE_DECLINED') {
          await this.settlement.verify(payment);
          throw captureDeclined();
        }
        if (!error.retryable) {
          await this.settlement.verify(payment).catch(() => undefined);
          throw paypalRefusal(error);
        }
        transient = true;
      }
      const verified = await this.settlement.verify(payment).catch((error: unknown) => {
        if (isProviderError(error)) throw paypalUnavailable();
        throw error;
      });
      if (transient && !verified.answer.paid && verified.answer.status !== 'PENDING')
        throw paypalUnavailable();
    }
    return this.outcome(payment.id, requester);
  }

  /** The answer from what is now stored (the verified state, never the browser's claim). */
  private async outcome(paymentId: string, requester: OrderRequester): Promise<PaypalCaptureOrderResponse> {
    const payment = await this.dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId });
    const order = await this.dataSource.getRepository(Order).findOneByOrFail({ id: payment.orderId });
    const base = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      esimId: null,
      redirectUrl: this.redirectUrl(order, requester),
    };
    if (payment.needsRefund)
      return {
        ...base,
        success: false,
        status: 'not_applied',
        redirectUrl: null,
        message:
          'PayPal took the payment but it could not be applied to this order. It will be refunded or reviewed: please contact support.',
      };
    if (payment.status === 'approved' && isOrderPaid(order.status))
      return { ...base, success: true, status: 'completed', message: 'Payment completed successfully' };
    if (payment.status === 'declined') throw captureDeclined();
    if (payment.status === 'pending' && payment.lastProviderStatus === 'PENDING')
      return {
        ...base,
        success: true,
        status: 'pending',
        message: 'PayPal is reviewing this payment. Your order is confirmed as soon as it completes.',
      };
    throw new ConflictException({
      code: 'PAYMENT_NOT_COMPLETED',
      message: 'This payment was not completed. Please try again.',
    });
  }

  /** A signed-in owner goes to My eSIMs; anyone else to the order link (orderNumber + guest token). */
  private redirectUrl(order: Order, requester: OrderRequester): string {
    if (order.userId && requester.userId === order.userId) return '/my-esims';
    return orderPath(this.config, order);
  }
}
