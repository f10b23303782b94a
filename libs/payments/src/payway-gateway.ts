import { Injectable } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import {
  PaywayClient,
  type ExchangeRates,
  type KhqrResult,
  type PaywayListedTransaction,
  type PaywayTransactionStatus,
  type PurchaseForm,
  type PurchaseInput,
  type PushbackVerification,
  type RefundResult,
} from '@app/providers';
import { LiveClient, ProviderSettings } from '@app/provider-settings';
import type { Payment } from './payment.entity';

/** What the gateway needs to know about the order behind an attempt (payer fields are optional). */
export interface PayerOrder {
  orderNumber: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  items: { destination: string; data: string; quantity: number; unitCents: number }[];
}

/** Where PayWay sends its server-to-server pushback (Base64-encoded into return_url by the client). */
export const PUSHBACK_PATH = '/api/payway/pushback';

const NAME_CHARACTERS = /[^\p{L}\p{M} .'-]/gu;
const PHONE = /^\+?[0-9 ]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** PayWay refuses digits and symbols in names (codes 16/17): keep letters, trim to its 20 characters. */
export function payerNames(fullName: string): { firstName?: string; lastName?: string } {
  const parts = fullName.replace(NAME_CHARACTERS, ' ').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return {};
  const firstName = parts[0].slice(0, 20);
  const lastName = parts.slice(1).join(' ').slice(0, 20).trim();
  return lastName ? { firstName, lastName } : { firstName };
}

/**
 * Our PayWay seam: the PaywayClient wired from AppConfig, plus the URLs of this deployment. The only
 * place in libs/payments that talks to the gateway.
 */
@Injectable()
export class PaywayGateway {
  /** Built from the settings in force (ProviderSettings); rebuilt after an admin changes them. */
  private readonly live: LiveClient<PaywayClient>;

  constructor(
    private readonly config: AppConfig,
    logger: AppLogger,
    settings: ProviderSettings,
  ) {
    const log = logger.child({ component: 'payway' });
    this.live = new LiveClient(
      settings,
      'payway',
      ({ credentials }) =>
        new PaywayClient({
          baseUrl: credentials.baseUrl,
          merchantId: credentials.merchantId ?? '',
          apiKey: credentials.apiKey ?? '',
          rsaPublicKey: credentials.rsaPublicKey,
          timeoutMs: config.providerTimeoutMs,
          hashViewTypeAndPaymentGate: false,
          acceptUnsignedPushback: false,
          logger: (line) => log.debug(line, 'payway call'),
        }),
    );
  }

  private get client(): PaywayClient {
    return this.live.current;
  }

  /** The public URL is read at call time: the harness learns its port only after listening. */
  private url(path: string): string {
    return `${this.config.http.publicUrl}${path}`;
  }

  /** The browser's landing page after paying: the gateway return handled on /my-esims (never trusted). */
  continueUrl(tranId: string): string {
    return this.url(`/my-esims?payment=success&tran_id=${encodeURIComponent(tranId)}&breakout=true`);
  }

  private purchaseInput(payment: Payment, order: PayerOrder): PurchaseInput {
    const email = order.customerEmail && order.customerEmail.length <= 50 && EMAIL.test(order.customerEmail);
    const phone = order.customerPhone.replace(/[^\d+]/g, '');
    return {
      tranId: payment.tranId,
      amount: { amountMinor: payment.amountCents, currency: payment.currency },
      items: order.items.map((item) => ({
        name: `${item.destination} ${item.data}`.slice(0, 60),
        quantity: item.quantity,
        priceMinor: item.unitCents,
      })),
      ...payerNames(order.customerName),
      email: email ? (order.customerEmail as string) : undefined,
      phone: PHONE.test(phone) ? phone : undefined,
      returnUrl: this.url(PUSHBACK_PATH),
      cancelUrl: this.url('/checkout'),
      continueSuccessUrl: this.continueUrl(payment.tranId),
      returnParams: order.orderNumber,
      lifetimeMinutes: payment.lifetimeMinutes,
    };
  }

  /** PayWay's exchange rates (riel per unit of each currency, keyed 'USD', 'EUR', …). */
  exchangeRates(): Promise<ExchangeRates> {
    return this.client.exchangeRate();
  }

  /** The signed purchase form (the gateway's page offers cards and KHQR itself). */
  purchaseForm(payment: Payment, order: PayerOrder): PurchaseForm {
    return this.client.buildPurchaseForm(this.purchaseInput(payment, order));
  }

  /** A KHQR transaction created server to server: the QR string and the bank app deeplink. */
  createKhqr(payment: Payment, order: PayerOrder): Promise<KhqrResult> {
    return this.client.createKhqr({ ...this.purchaseInput(payment, order), deeplink: true });
  }

  /** check-transaction-2, without the client's "not found" retries: the next slot asks again. */
  check(tranId: string): Promise<PaywayTransactionStatus> {
    return this.client.checkTransaction(tranId, { notFoundRetries: 0 });
  }

  /**
   * close-transaction, retrying the "not found" of a KHQR's first second: 'closed', 'final' (PayWay
   * says it is no longer open) or 'not_found' (PayWay has no such transaction, yet).
   */
  close(tranId: string): Promise<'closed' | 'final' | 'not_found'> {
    return this.client.closeTransaction(tranId);
  }

  /**
   * PayWay's refund (merchant_auth under PAYWAY_RSA_PUBLIC_KEY). The call carries no idempotency key:
   * a repeated full refund answers PTL37 (REFUND_EXCEEDS_AMOUNT), so after an outcome-unknown error read
   * back `refundedCents` before calling again.
   */
  refund(tranId: string, amountCents: number, currency: 'USD' | 'KHR'): Promise<RefundResult> {
    return this.client.refund({ tranId, amount: { amountMinor: amountCents, currency } });
  }

  /** The transactions PayWay took in [from, to] (APPROVED or since REFUNDED), every page. */
  paidTransactions(from: Date, to: Date): Promise<PaywayListedTransaction[]> {
    return this.client.allTransactions({ from, to, statuses: ['APPROVED', 'REFUNDED'] });
  }

  /** What PayWay has refunded of a transaction so far (transaction-detail: any age, 10 calls a minute). */
  async refundedCents(tranId: string, currency: 'USD' | 'KHR'): Promise<number> {
    return (await this.client.transactionDetail(tranId, { currency })).refundedMinor;
  }

  verifyPushback(
    headers: Record<string, string | string[] | undefined>,
    body: string | Buffer | Record<string, unknown>,
  ): PushbackVerification {
    return this.client.verifyPushback(headers, body);
  }
}
