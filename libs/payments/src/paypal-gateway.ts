import { Injectable } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import type { Order, OrderItem } from '@app/orders';
import {
  PaypalClient,
  type CaptureResult,
  type PaypalOrder,
  type PaypalRefund,
  type WebhookHeaders,
} from '@app/providers';
import type { Payment } from './payment.entity';

/** Where PayPal sends the buyer back: our /paypal-checkout page (it adds ?token=<order>&PayerID=…). */
export const PAYPAL_RETURN_PATH = '/paypal-checkout';
export const PAYPAL_CANCEL_PATH = '/paypal-checkout?cancelled=1';

/** PayPal-Request-Ids derived from our attempt: a repeat returns the first call's result (6 h window). */
export const paypalCreateRequestId = (paymentId: string): string => `order:${paymentId}`;
export const paypalCaptureRequestId = (paymentId: string): string => `capture:${paymentId}`;

/**
 * Our PayPal seam: the PaypalClient wired from AppConfig (its base URL is a setting: PayPal's sandbox,
 * live, or apps/sandbox), plus this deployment's return URLs. The only place in libs/payments that
 * talks to PayPal.
 */
@Injectable()
export class PaypalGateway {
  private readonly client: PaypalClient;

  constructor(
    private readonly config: AppConfig,
    logger: AppLogger,
  ) {
    const log = logger.child({ component: 'paypal' });
    this.client = new PaypalClient({
      baseUrl: config.paypal.baseUrl,
      clientId: config.paypal.clientId,
      clientSecret: config.paypal.clientSecret,
      webhookId: config.paypal.webhookId,
      timeoutMs: config.providerTimeoutMs,
      logger: (line) => log.debug(line, 'paypal call'),
    });
  }

  /** The public URL is read at call time: the harness learns its port only after listening. */
  private url(path: string): string {
    return `${this.config.http.publicUrl}${path}`;
  }

  /**
   * The PayPal order of an attempt: amount and currency from the attempt (the order's total), our ids
   * as reference_id (order), custom_id (attempt) and invoice_id (tran_id), and a PayPal-Request-Id
   * derived from the attempt, so asking again returns the same PayPal order.
   */
  createOrder(payment: Payment, order: Order, items: OrderItem[]): Promise<PaypalOrder> {
    const itemTotal = items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);
    return this.client.createOrder({
      amount: { amountMinor: payment.amountCents, currency: payment.currency },
      referenceId: order.id,
      customId: payment.id,
      invoiceId: payment.tranId,
      description: `eSIM order ${order.orderNumber}`,
      // The breakdown must equal the amount; a fee line (none today) would be left out of the items.
      items:
        itemTotal === payment.amountCents
          ? items.map((item) => ({
              name: `${item.destination} ${item.data}`.slice(0, 127),
              quantity: item.quantity,
              unitAmountMinor: item.unitCents,
              sku: item.apiCode.slice(0, 127),
              category: 'DIGITAL_GOODS' as const,
            }))
          : undefined,
      returnUrl: this.url(PAYPAL_RETURN_PATH),
      cancelUrl: this.url(PAYPAL_CANCEL_PATH),
      brandName: 'eSIM Shop',
      locale: order.language === 'km' ? 'km-KH' : 'en-US',
      requestId: paypalCreateRequestId(payment.id),
    });
  }

  getOrder(paypalOrderId: string): Promise<PaypalOrder> {
    return this.client.getOrder(paypalOrderId);
  }

  capture(paypalOrderId: string, paymentId: string): Promise<CaptureResult> {
    return this.client.captureOrder(paypalOrderId, { requestId: paypalCaptureRequestId(paymentId) });
  }

  /** The whole capture back to the payer; the same requestId replays the first refund. */
  refundCapture(captureId: string, requestId: string, invoiceId: string): Promise<PaypalRefund> {
    return this.client.refundCapture(captureId, { requestId, invoiceId });
  }

  verifyWebhook(headers: WebhookHeaders, body: Record<string, unknown>): Promise<boolean> {
    return this.client.verifyWebhookSignature(headers, body);
  }
}
