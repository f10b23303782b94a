import { HttpClient, HttpRequest, HttpResponse } from '../http/http-client';
import { ProviderError } from '../http/provider-error';
import { paypalError } from './paypal.errors';
import { formatPaypalAmount, toWireMoney } from './paypal.money';
import { header, parseOrder, parseRefund } from './paypal.parse';
import { FetchedToken, PaypalTokenCache } from './paypal.token';
import { OfflineVerification, paypalCertHosts, WebhookSignatureVerifier } from './paypal.webhook-signature';
import type {
  CaptureResult,
  CreateOrderInput,
  PaypalOrder,
  PaypalRefund,
  PaypalSettings,
  RefundCaptureInput,
  WebhookHeaders,
} from './paypal.types';

const WEBHOOK_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;

/**
 * PayPal Orders v2 client: cached OAuth token (re-fetched once on a 401), PayPal-Request-Id on the
 * POSTs that move money, typed results, ProviderErrors carrying PayPal's issue codes. Neither the client
 * secret nor the token ever reaches the logger.
 */
export class PaypalClient {
  private readonly http: HttpClient;
  private readonly tokens: PaypalTokenCache;
  private webhookVerifier?: WebhookSignatureVerifier;

  constructor(private readonly settings: PaypalSettings) {
    const logger = settings.logger;
    this.http = new HttpClient({
      provider: 'paypal',
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs,
      fetchImpl: settings.fetchImpl,
      log: logger ? (line) => logger({ ...line, provider: 'paypal' }) : undefined,
    });
    this.tokens = new PaypalTokenCache(
      () => this.fetchToken(),
      settings.now ?? Date.now,
      settings.tokenRefreshMarginSec ?? 300,
    );
  }

  /** POST /v2/checkout/orders (intent CAPTURE, payment_source.paypal.experience_context). */
  async createOrder(input: CreateOrderInput): Promise<PaypalOrder> {
    const { currency } = input.amount;
    const itemTotal = input.items?.reduce((sum, item) => sum + item.unitAmountMinor * item.quantity, 0);
    const unit = {
      reference_id: input.referenceId,
      custom_id: input.customId,
      invoice_id: input.invoiceId,
      description: input.description,
      amount: {
        ...toWireMoney(input.amount),
        ...(itemTotal === undefined
          ? {}
          : { breakdown: { item_total: toWireMoney({ amountMinor: itemTotal, currency }) } }),
      },
      items: input.items?.map((item) => ({
        name: item.name,
        quantity: String(item.quantity),
        unit_amount: { currency_code: currency, value: formatPaypalAmount(item.unitAmountMinor, currency) },
        sku: item.sku,
        category: item.category,
      })),
    };
    const experience = {
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      user_action: input.userAction ?? 'PAY_NOW',
      shipping_preference: input.shippingPreference ?? 'NO_SHIPPING',
      brand_name: input.brandName,
      locale: input.locale,
    };
    const response = await this.call('create order', {
      path: '/v2/checkout/orders',
      headers: this.postHeaders(input.requestId),
      json: {
        intent: 'CAPTURE',
        purchase_units: [unit],
        payment_source: { paypal: { experience_context: experience } },
      },
    });
    return parseOrder(this.expect(response, 'create order'));
  }

  /** GET /v2/checkout/orders/{id}: the current state (reconciliation). */
  async getOrder(orderId: string): Promise<PaypalOrder> {
    const response = await this.call('get order', {
      method: 'GET',
      path: `/v2/checkout/orders/${encodeURIComponent(orderId)}`,
    });
    return parseOrder(this.expect(response, 'get order'));
  }

  /**
   * POST /v2/checkout/orders/{id}/capture with PayPal-Request-Id (derive it, e.g. `capture:<payment id>`,
   * and reuse it on retries). ORDER_ALREADY_CAPTURED is resolved with a GET: a COMPLETED (or PENDING)
   * capture is returned as such. A DECLINED/FAILED capture throws CAPTURE_DECLINED.
   */
  async captureOrder(orderId: string, options: { requestId: string }): Promise<CaptureResult> {
    const response = await this.call('capture', {
      path: `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      headers: this.postHeaders(options.requestId),
      json: {},
    });
    if (response.status < 300) return this.captureResult(parseOrder(response.json), false);
    const error = paypalError(response, 'capture');
    if (error.code !== 'ORDER_ALREADY_CAPTURED') throw error;
    this.settings.logger?.({ provider: 'paypal', event: 'already-captured', issue: error.code });
    const order = await this.getOrder(orderId);
    if (!order.captures.some((capture) => capture.status === 'COMPLETED' || capture.status === 'PENDING'))
      throw error;
    return this.captureResult(order, true);
  }

  /** POST /v2/payments/captures/{id}/refund: the whole remainder, or `amount`. */
  async refundCapture(captureId: string, input: RefundCaptureInput): Promise<PaypalRefund> {
    const response = await this.call('refund', {
      path: `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      headers: this.postHeaders(input.requestId),
      json: {
        ...(input.amount ? { amount: toWireMoney(input.amount) } : {}),
        ...(input.invoiceId ? { invoice_id: input.invoiceId } : {}),
        ...(input.noteToPayer ? { note_to_payer: input.noteToPayer } : {}),
      },
    });
    return parseRefund(this.expect(response, 'refund'));
  }

  /**
   * Offline check of a webhook delivery (no call to PayPal): certificate chain at PAYPAL-CERT-URL
   * pinned to the PayPal hosts and a trusted root, SHA256withRSA over transmission id|time|webhook
   * id|CRC32 of the raw body (see WebhookSignatureVerifier).
   */
  verifyWebhookOffline(headers: WebhookHeaders, rawBody: Buffer | string): Promise<OfflineVerification> {
    this.webhookVerifier ??= new WebhookSignatureVerifier({
      webhookId: this.settings.webhookId,
      certHosts: this.settings.webhookCerts?.certHosts ?? paypalCertHosts(this.settings.baseUrl),
      allowHttp: new URL(this.settings.baseUrl).protocol === 'http:',
      extraCaPems: this.settings.webhookCerts?.extraCaPems,
      timeoutMs: this.settings.timeoutMs,
      fetchImpl: this.settings.fetchImpl,
    });
    return this.webhookVerifier.verify(headers, rawBody);
  }

  /**
   * Online check of a webhook delivery (POST /v1/notifications/verify-webhook-signature) with the five
   * PAYPAL-* headers and the event body as received. False when a header is missing or PayPal says FAILURE.
   */
  async verifyWebhookSignature(
    headers: WebhookHeaders,
    body: string | Buffer | Record<string, unknown>,
  ): Promise<boolean> {
    const values: Record<string, string> = {};
    for (const [field, name] of Object.entries(WEBHOOK_HEADERS)) {
      const value = header(headers, name);
      if (!value) return false;
      values[field] = value;
    }
    let event: unknown;
    try {
      event = typeof body === 'string' || Buffer.isBuffer(body) ? JSON.parse(body.toString()) : body;
    } catch {
      return false;
    }
    const response = await this.call('verify webhook', {
      path: '/v1/notifications/verify-webhook-signature',
      json: { ...values, webhook_id: this.settings.webhookId, webhook_event: event },
    });
    const json = this.expect(response, 'verify webhook');
    return json.verification_status === 'SUCCESS';
  }

  private captureResult(order: PaypalOrder, alreadyCaptured: boolean): CaptureResult {
    const failed = order.captures.find(
      (capture) => capture.status === 'DECLINED' || capture.status === 'FAILED',
    );
    if (failed || order.captures.length === 0) {
      throw new ProviderError(
        'paypal',
        'CAPTURE_DECLINED',
        `capture: ${failed?.status ?? 'no capture'} on order ${order.id}`,
        false,
        {
          details: { orderId: order.id, captureId: failed?.id, status: failed?.status },
        },
      );
    }
    const pending = order.captures.find((capture) => capture.status === 'PENDING');
    return {
      status: pending ? 'PENDING' : 'COMPLETED',
      order,
      capture: pending ?? order.captures[0],
      alreadyCaptured,
    };
  }

  private postHeaders(requestId: string | undefined): Record<string, string> {
    return { prefer: 'return=representation', ...(requestId ? { 'paypal-request-id': requestId } : {}) };
  }

  /** An authorized call: Bearer token from the cache; one re-fetch and retry on a 401. */
  private async call(operation: string, request: HttpRequest): Promise<HttpResponse> {
    const send = async (token: string): Promise<HttpResponse> =>
      this.http.request({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    const token = await this.tokens.get();
    const response = await send(token);
    if (response.status !== 401) return response;
    this.tokens.invalidate(token);
    this.settings.logger?.({
      provider: 'paypal',
      event: 'token-refetch',
      path: request.path,
      error: operation,
    });
    return send(await this.tokens.get());
  }

  private expect(response: HttpResponse, operation: string): Record<string, unknown> {
    if (
      response.status >= 200 &&
      response.status < 300 &&
      response.json &&
      typeof response.json === 'object'
    ) {
      return response.json as Record<string, unknown>;
    }
    throw paypalError(response, operation);
  }

  private async fetchToken(): Promise<FetchedToken> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await this.http.request({
      path: '/v1/oauth2/token',
      headers: { authorization: `Basic ${basic}` },
      form: { grant_type: 'client_credentials' },
    });
    const json = this.expect(response, 'token');
    if (typeof json.access_token !== 'string') throw paypalError(response, 'token');
    return { accessToken: json.access_token, expiresInSec: Number(json.expires_in) || 0 };
  }
}
