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
  hashFields,
  MERCHANT_REF_HASH_FIELDS,
  TRANSACTION_LIST_HASH_FIELDS,
  paywayRequestTime,
  refundHash,
} from './payway.signature';
import {
  formatPaywayDate,
  notFoundStatus,
  parseDetailData,
  parseListedTransaction,
  parseStatusData,
} from './payway.status';
import type {
  ExchangeRates,
  GenerateQrInput,
  GenerateQrResult,
  KhqrInput,
  KhqrResult,
  PaywayCurrency,
  PaywayListedTransaction,
  PaywaySettings,
  PaywayTransactionDetail,
  PaywayTransactionStatus,
  PurchaseForm,
  PurchaseInput,
  PushbackVerification,
  RefundInput,
  RefundResult,
  TransactionListInput,
  TransactionListPage,
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
   * `currency`: the currency the transaction was created in (original_amount's when the answer sends
   * no original_currency, as the documented answer does not).
   */
  async checkTransaction(
    tranId: string,
    options: { notFoundRetries?: number; currency?: PaywayCurrency } = {},
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
      return parseStatusData(tranId, (json.data ?? {}) as Json, options.currency);
    }
  }

  /**
   * transaction-detail: any age, with operations and payment details (10 requests a minute).
   * `currency`: the transaction's own currency, for amounts the answer does not name a currency for.
   */
  async transactionDetail(
    tranId: string,
    options: { currency?: PaywayCurrency } = {},
  ): Promise<PaywayTransactionDetail> {
    const response = await this.checkRequest('transaction-detail', tranId);
    const json = this.expectSuccess('check', response);
    return parseDetailData(tranId, (json.data ?? {}) as Json, options.currency);
  }

  /**
   * close-transaction: an unpaid transaction becomes CANCELLED and no pushback follows. A new KHQR
   * answers "not found" (code 5) for about a second while it is already payable, so that answer is
   * retried like check-transaction-2's code 6 (settings.notFoundRetry); still missing → 'not_found'.
   * 'final': PayWay refused because the transaction is no longer open (code 73: paid, declined).
   */
  async closeTransaction(
    tranId: string,
    options: { notFoundRetries?: number } = {},
  ): Promise<'closed' | 'final' | 'not_found'> {
    const retry = this.settings.notFoundRetry ?? { attempts: 3, delayMs: 400 };
    const attempts = options.notFoundRetries ?? retry.attempts;
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.checkRequest('close-transaction', tranId);
      const code = paywayCode(response.json);
      if (code === '5') {
        if (attempt >= attempts) return 'not_found';
        this.settings.logger?.({ provider: 'payway', event: 'not-found-retry', tranId, code });
        await sleep(retry.delayMs);
        continue;
      }
      if (code === '73') return 'final';
      this.expectSuccess('close', response);
      return 'closed';
    }
  }

  /**
   * transaction-list-2: one page of the transactions created in [from, to] (at most 3 days, Cambodia
   * time on the wire), newest first; 50 requests a minute.
   */
  async transactionList(input: TransactionListInput): Promise<TransactionListPage> {
    const reqTime = paywayRequestTime(this.now());
    const fields: Record<string, string> = {
      req_time: reqTime,
      merchant_id: this.settings.merchantId,
      from_date: formatPaywayDate(input.from),
      to_date: formatPaywayDate(input.to),
      from_amount: input.fromAmount === undefined ? '' : String(input.fromAmount),
      to_amount: input.toAmount === undefined ? '' : String(input.toAmount),
      status: (input.statuses ?? []).join(','),
      page: String(input.page ?? 1),
      pagination: String(input.pagination ?? 40),
    };
    const body = { ...fields, hash: hashFields(this.settings.apiKey, fields, TRANSACTION_LIST_HASH_FIELDS) };
    const response = await this.http.request({ path: `${PAYMENTS}/transaction-list-2`, json: body });
    const json = this.expectSuccess('list', response);
    const rows = Array.isArray(json.data) ? (json.data as Json[]) : [];
    return {
      transactions: rows.map(parseListedTransaction),
      page: Number(json.page) || (input.page ?? 1),
      pagination: Number(json.pagination) || (input.pagination ?? 40),
    };
  }

  /** Every page of transaction-list-2 for the window (pages of `pagination`, default 1000). */
  async allTransactions(input: Omit<TransactionListInput, 'page'>): Promise<PaywayListedTransaction[]> {
    const pagination = input.pagination ?? 1000;
    const all: PaywayListedTransaction[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.transactionList({ ...input, page, pagination });
      all.push(...result.transactions);
      if (result.transactions.length < pagination) return all;
    }
  }

  /**
   * get-transactions-by-mc-ref: the last 50 APPROVED or REFUNDED purchases with this merchant
   * reference (10 requests a minute).
   */
  async transactionsByMerchantRef(merchantRef: string): Promise<PaywayListedTransaction[]> {
    const reqTime = paywayRequestTime(this.now());
    const fields = { req_time: reqTime, merchant_id: this.settings.merchantId, merchant_ref: merchantRef };
    const body = { ...fields, hash: hashFields(this.settings.apiKey, fields, MERCHANT_REF_HASH_FIELDS) };
    const response = await this.http.request({ path: `${PAYMENTS}/get-transactions-by-mc-ref`, json: body });
    const json = this.expectSuccess('list', response);
    return Array.isArray(json.data) ? (json.data as Json[]).map(parseListedTransaction) : [];
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
