import { Injectable } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import type { Order, OrderItem } from '@app/orders';
import {
  PaypalClient,
  type CaptureResult,
  type OfflineRefusal,
  type PaypalOrder,
  type PaypalRefund,
  type WebhookHeaders,
} from '@app/providers';
import { LiveClient, ProviderSettings } from '@app/provider-settings';
import type { Payment } from './payment.entity';

/** Where PayPal sends the buyer back: our /paypal-checkout page (it adds ?token=<order>&PayerID=…). */
export const PAYPAL_RETURN_PATH = '/paypal-checkout';
export const PAYPAL_CANCEL_PATH = '/paypal-checkout?cancelled=1';

/**
 * PayPal-Request-Ids derived from our attempt: a repeat returns the first call's result (6 h window).
 * Creating the order is one request forever (its replay, the same PayPal order, is what we want); a
 * capture is numbered (`capture:<attempt>:<seq>`): the same number is reused only while the outcome is
 * unknown, and a refusal moves it on, so PayPal never replays a refusal to a capture that could now work.
 */
export const paypalCreateRequestId = (paymentId: string): string => `order:${paymentId}`;
export const paypalCaptureRequestId = (paymentId: string, seq: number): string =>
  `capture:${paymentId}:${seq}`;

/**
 * Our PayPal seam: the PaypalClient wired from AppConfig (its base URL is a setting: PayPal's sandbox,
 * live, or apps/sandbox), plus this deployment's return URLs. The only place in libs/payments that
 * talks to PayPal.
 */
@Injectable()
export class PaypalGateway {
  /** Built from the settings in force (ProviderSettings); rebuilt after an admin changes them. */
  private readonly live: LiveClient<PaypalClient>;

  constructor(
    private readonly config: AppConfig,
    logger: AppLogger,
    settings: ProviderSettings,
  ) {
    const log = logger.child({ component: 'paypal' });
    this.live = new LiveClient(
      settings,
      'paypal',
      ({ credentials }) =>
        new PaypalClient({
          baseUrl: credentials.baseUrl,
          clientId: credentials.clientId ?? '',
          clientSecret: credentials.clientSecret ?? '',
          webhookId: credentials.webhookId ?? '',
          timeoutMs: config.providerTimeoutMs,
          logger: (line) => log.debug(line, 'paypal call'),
          webhookCerts: {
            extraCaPems: config.paypal.webhookCaPem ? [config.paypal.webhookCaPem] : undefined,
            certHosts: config.paypal.webhookCertHosts,
          },
        }),
    );
  }

  private get client(): PaypalClient {
    return this.live.current;
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

  capture(paypalOrderId: string, paymentId: string, seq: number): Promise<CaptureResult> {
    return this.client.captureOrder(paypalOrderId, { requestId: paypalCaptureRequestId(paymentId, seq) });
  }

  /** `amountCents` of the capture back to the payer; the same requestId replays the first refund. */
  refundCapture(
    captureId: string,
    requestId: string,
    invoiceId: string,
    amountCents: number,
  ): Promise<PaypalRefund> {
    return this.client.refundCapture(captureId, {
      requestId,
      invoiceId,
      amount: { amountMinor: amountCents, currency: 'USD' },
    });
  }

  /**
   * A webhook delivery is PayPal's when its signature verifies offline (certificate chain pinned to the
   * PayPal hosts, RSA over the raw body's CRC32). Only when the certificate could not be checked and
   * PAYPAL_WEBHOOK_VERIFY is offline_or_api, PayPal's verify-webhook-signature decides. 'unavailable':
   * the certificate could not be fetched and no fallback is configured (PayPal redelivers later).
   */
  async verifyWebhook(
    headers: WebhookHeaders,
    rawBody: Buffer | string,
    event: Record<string, unknown>,
  ): Promise<{ valid: boolean; reason?: OfflineRefusal }> {
    const offline = await this.client.verifyWebhookOffline(headers, rawBody);
    if (offline.ok) return { valid: true };
    const couldNotCheck = offline.reason === 'CERT_UNAVAILABLE' || offline.reason === 'CERT_UNTRUSTED';
    if (couldNotCheck && this.config.paypal.webhookVerify === 'offline_or_api')
      return { valid: await this.client.verifyWebhookSignature(headers, event), reason: offline.reason };
    return { valid: false, reason: offline.reason };
  }
}
