import { HttpClient, HttpResponse } from '../http/http-client';
import { ProviderError } from '../http/provider-error';
import { errorFromResponse, isPaywaySuccess, paywayCode, PaywayEndpoint } from './payway.errors';
import { generateQrFields, purchaseFields } from './payway.fields';
import { formatPaywayAmount, moneyOf, parsePaywayAmount } from './payway.money';
import { readPushback } from './payway.pushback';
import {
  checkHash,
  encryptMerchantAuth,
  exchangeRateHash,
  paywayRequestTime,
  refundHash,
} from './payway.signature';
import { notFoundStatus, parseDetailData, parseStatusData } from './payway.status';
import type {
  ExchangeRates,
  GenerateQrInput,
  GenerateQrResult,
  KhqrInput,
  KhqrResult,
  PaywaySettings,
  PaywayTransactionDetail,
  PaywayTransactionStatus,
  PurchaseForm,
  PurchaseInput,
  PushbackVerification,
  RefundInput,
  RefundResult,
} from './payway.types';

const PAYMENTS = '/api/payment-gateway/v1/payments';
type Json = Record<string, unknown>;
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ABA PayWay client: signs every request, parses current and legacy envelopes (also inside HTTP 403),
 * maps answer codes to ProviderErrors. Secrets (api key, hashes) never reach the logger.
 */
export class PaywayClient {
  private readonly http: HttpClient;

  constructor(private readonly settings: PaywaySettings) {
    const logger = settings.logger;
    this.http = new HttpClient({
      provider: 'payway',
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs,
      fetchImpl: settings.fetchImpl,
      log: logger ? (line) => logger({ ...line, provider: 'payway' }) : undefined,
    });
  }

  private now(): Date {
    return this.settings.now?.() ?? new Date();
  }

  /** The signed fields for the browser's form#aba_merchant_request. Cards are never sent from the server. */
  buildPurchaseForm(input: PurchaseInput): PurchaseForm {
    return {
      action: this.http.url(`${PAYMENTS}/purchase`),
      method: 'POST',
      fields: purchaseFields(this.settings, input, this.now()),
    };
  }

  /** Purchase with payment_option abapay_khqr(_deeplink), sent as multipart/form-data: the KHQR JSON. */
  async createKhqr(input: KhqrInput): Promise<KhqrResult> {
    const paymentOption = input.deeplink ? 'abapay_khqr_deeplink' : 'abapay_khqr';
    const fields = purchaseFields(this.settings, { ...input, paymentOption }, this.now());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await this.http.request({ path: `${PAYMENTS}/purchase`, body: form });
    const json = this.expectSuccess('purchase', response);
    const qrString = str(json.qrString) ?? str(json.qr_string);
    if (!qrString) {
      throw new ProviderError(
        'payway',
        'UNEXPECTED_RESPONSE',
        'purchase: no qrString in the KHQR answer',
        false,
        {
          httpStatus: response.status,
        },
      );
    }
    const status = json.status as Json | undefined;
    return {
      tranId: str(status?.tran_id) ?? input.tranId,
      qrString,
      qrImage: str(json.qrImage) ?? str(json.qr_image),
      deeplink: str(json.abapay_deeplink) ?? str(json.abapayDeeplink),
      checkoutQrUrl: str(json.checkout_qr_url) ?? str(json.checkoutQrUrl),
      appStore: str(json.app_store) ?? str(json.appStore),
      playStore: str(json.play_store) ?? str(json.playStore),
    };
  }

  /** The QR API (generate-qr): success is code "0"; a reused tran_id is code 403 (DUPLICATE_TRAN_ID). */
  async generateQr(input: GenerateQrInput): Promise<GenerateQrResult> {
    const fields = generateQrFields(this.settings, input, this.now());
    const response = await this.http.request({ path: `${PAYMENTS}/generate-qr`, json: fields });
    const json = this.expectSuccess('qr', response);
    const qrString = str(json.qrString) ?? str(json.qr_string);
    if (!qrString)
      throw new ProviderError('payway', 'UNEXPECTED_RESPONSE', 'generate-qr: no qrString', false);
    return {
      qrString,
      qrImage: str(json.qrImage) ?? str(json.qr_image),
      deeplink: str(json.abapay_deeplink),
      amount: moneyOf(json.amount, json.currency),
      traceId: str((json.status as Json | undefined)?.trace_id),
      appStore: str(json.app_store),
      playStore: str(json.play_store),
    };
  }

  /**
   * check-transaction-2. Code 6 ("not found") right after creation is retried a few times with a short
   * delay (settings.notFoundRetry, or `notFoundRetries` here); still missing → status NOT_FOUND.
   */
  async checkTransaction(
    tranId: string,
    options: { notFoundRetries?: number } = {},
  ): Promise<PaywayTransactionStatus> {
    const retry = this.settings.notFoundRetry ?? { attempts: 3, delayMs: 400 };
    const attempts = options.notFoundRetries ?? retry.attempts;
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.checkRequest('check-transaction-2', tranId);
      const code = paywayCode(response.json);
      if (code === '6') {
        if (attempt >= attempts) return notFoundStatus(tranId);
        this.settings.logger?.({ provider: 'payway', event: 'not-found-retry', tranId, code });
        await sleep(retry.delayMs);
        continue;
      }
      const json = this.expectSuccess('check', response);
      return parseStatusData(tranId, (json.data ?? {}) as Json);
    }
  }

  /** transaction-detail: any age, with operations and payment details (10 requests a minute). */
  async transactionDetail(tranId: string): Promise<PaywayTransactionDetail> {
    const response = await this.checkRequest('transaction-detail', tranId);
    const json = this.expectSuccess('check', response);
    return parseDetailData(tranId, (json.data ?? {}) as Json);
  }

  /** close-transaction: an unpaid transaction becomes CANCELLED and no pushback follows. */
  async closeTransaction(tranId: string): Promise<void> {
    const response = await this.checkRequest('close-transaction', tranId);
    this.expectSuccess('close', response);
  }

  /** Refund (full or partial) with merchant_auth encrypted under settings.rsaPublicKey. */
  async refund(input: RefundInput): Promise<RefundResult> {
    if (!this.settings.rsaPublicKey) {
      throw new ProviderError('payway', 'NOT_CONFIGURED', 'refund needs settings.rsaPublicKey', false);
    }
    const { currency } = input.amount;
    const merchantAuth = encryptMerchantAuth(this.settings.rsaPublicKey, {
      mc_id: this.settings.merchantId,
      tran_id: input.tranId,
      refund_amount: Number(formatPaywayAmount(input.amount.amountMinor, currency)),
    });
    const requestTime = paywayRequestTime(input.requestTime ?? this.now());
    const response = await this.http.request({
      path: '/api/merchant-portal/merchant-access/online-transaction/refund',
      json: {
        request_time: requestTime,
        merchant_id: this.settings.merchantId,
        merchant_auth: merchantAuth,
        hash: refundHash(this.settings.apiKey, requestTime, this.settings.merchantId, merchantAuth),
      },
    });
    const json = this.expectSuccess('refund', response);
    const answered = json.currency === 'USD' || json.currency === 'KHR' ? json.currency : currency;
    return {
      grandTotalMinor: parsePaywayAmount(json.grand_total, answered) ?? 0,
      totalRefundedMinor: parsePaywayAmount(json.total_refunded, answered) ?? 0,
      currency: answered,
      transactionStatus: String(json.transaction_status ?? ''),
    };
  }

  /** ABA's exchange rates (KHR per unit of each currency). */
  async exchangeRate(): Promise<ExchangeRates> {
    const reqTime = paywayRequestTime(this.now());
    const response = await this.http.request({
      path: '/api/payment-gateway/v1/exchange-rate',
      json: {
        req_time: reqTime,
        merchant_id: this.settings.merchantId,
        hash: exchangeRateHash(this.settings.apiKey, reqTime, this.settings.merchantId),
      },
    });
    const json = this.expectSuccess('exchange', response);
    const rates: ExchangeRates = {};
    for (const [currency, rate] of Object.entries((json.exchange_rates ?? {}) as Record<string, Json>)) {
      rates[currency.toUpperCase()] = { buy: Number(rate.buy), sell: Number(rate.sell) };
    }
    return rates;
  }

  /**
   * Checks a pushback: X-PayWay-HMAC-SHA512 over the sorted body values (constant-time). A missing header
   * passes only with settings.acceptUnsignedPushback. Either way the payment must be confirmed with
   * checkTransaction before fulfilling.
   */
  verifyPushback(
    headers: Headers | Record<string, string | string[] | undefined>,
    body: string | Buffer | Record<string, unknown>,
  ): PushbackVerification {
    return readPushback(this.settings, headers, body);
  }

  private checkRequest(endpoint: string, tranId: string): Promise<HttpResponse> {
    const reqTime = paywayRequestTime(this.now());
    return this.http.request({
      path: `${PAYMENTS}/${endpoint}`,
      json: {
        req_time: reqTime,
        merchant_id: this.settings.merchantId,
        tran_id: tranId,
        hash: checkHash(this.settings.apiKey, reqTime, this.settings.merchantId, tranId),
      },
    });
  }

  /** The JSON body when it carries a success code ("00" or "0"), else the mapped ProviderError. */
  private expectSuccess(endpoint: PaywayEndpoint, response: HttpResponse): Json {
    const json = response.json;
    if (response.status < 300 && json && typeof json === 'object' && isPaywaySuccess(paywayCode(json))) {
      return json as Json;
    }
    if (response.status < 300 && json === undefined && endpoint === 'purchase') {
      throw new ProviderError(
        'payway',
        'KHQR_NOT_ENABLED',
        'purchase answered the checkout page, not KHQR JSON',
        false,
        {
          httpStatus: response.status,
        },
      );
    }
    throw errorFromResponse(endpoint, response);
  }
}
