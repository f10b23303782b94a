import { asCurrency, moneyOf, parsePaywayAmount } from './payway.money';
import type {
  PaywayCurrency,
  PaywayListedTransaction,
  PaywayOperation,
  PaywayPaymentStatus,
  PaywayTransactionDetail,
  PaywayTransactionStatus,
} from './payway.types';

/** Parsing of check-transaction-2 / transaction-detail data into typed statuses. */

const BY_CODE: Record<number, PaywayPaymentStatus> = {
  0: 'APPROVED',
  2: 'PENDING',
  3: 'DECLINED',
  4: 'REFUNDED',
  7: 'CANCELLED',
};

/** payment_status_code (number or text) plus payment_status text to a typed status. */
export function mapPaymentStatus(code: unknown, text: unknown): PaywayPaymentStatus {
  const numeric =
    typeof code === 'number' ? code : typeof code === 'string' && code.trim() !== '' ? Number(code) : NaN;
  const status = BY_CODE[numeric];
  if (!status) return 'UNKNOWN';
  if (status === 'APPROVED' && String(text ?? '').toUpperCase() === 'PRE-AUTH') return 'PRE-AUTH';
  return status;
}

/** "YYYY-MM-DD HH:mm:ss" in Cambodia time (UTC+7). */
export function parsePaywayDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value.replace(' ', 'T')}+07:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date as PayWay's list filters take it: "YYYY-MM-DD HH:mm:ss" in Cambodia time (UTC+7). */
export function formatPaywayDate(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

type Json = Record<string, unknown>;
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * check-transaction-2 / transaction-detail data. `currency` is the currency the transaction was created
 * in: the currency of original_amount, total_amount and refund_amount when the answer names none.
 */
export function parseStatusData(
  tranId: string,
  data: Json,
  currency?: PaywayCurrency,
): PaywayTransactionStatus {
  const status = mapPaymentStatus(data.payment_status_code, data.payment_status);
  const originalCurrency = asCurrency(data.original_currency);
  const ownCurrency = originalCurrency ?? currency;
  const originalAmount = majorAmount(data.original_amount);
  const code = Number(data.payment_status_code);
  return {
    tranId,
    status,
    statusCode: Number.isFinite(code) ? code : undefined,
    paymentStatus: str(data.payment_status),
    ...(originalAmount === undefined ? {} : { originalAmount }),
    ...(originalCurrency ? { originalCurrency } : {}),
    original: moneyOf(data.original_amount, ownCurrency),
    total: moneyOf(data.total_amount, ownCurrency),
    payment: moneyOf(data.payment_amount, data.payment_currency),
    refundedMinor: (ownCurrency && parsePaywayAmount(data.refund_amount, ownCurrency)) || 0,
    apv: str(data.apv),
    transactionDate: parsePaywayDate(data.transaction_date),
    paid: status === 'APPROVED' && String(data.payment_status).toUpperCase() === 'APPROVED',
  };
}

const majorAmount = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : undefined;
};

export function parseDetailData(
  tranId: string,
  data: Json,
  currency?: PaywayCurrency,
): PaywayTransactionDetail {
  const base = parseStatusData(tranId, data, currency);
  const own = base.originalCurrency ?? currency ?? base.payment?.currency ?? 'USD';
  const operations: PaywayOperation[] = Array.isArray(data.transaction_operations)
    ? (data.transaction_operations as Json[]).map((op) => ({
        status: String(op.status ?? ''),
        amountMinor: parsePaywayAmount(op.amount, own) ?? 0,
        date: parsePaywayDate(op.transaction_date),
        bankRef: str(op.bank_ref),
      }))
    : [];
  return {
    ...base,
    paymentType: str(data.payment_type),
    payerAccount: str(data.payer_account),
    bankName: str(data.bank_name),
    cardSource: str(data.card_source),
    operations,
  };
}

/** A transaction object of transaction-list-2 or get-transactions-by-mc-ref (original_currency documented). */
export function parseListedTransaction(data: Json): PaywayListedTransaction {
  const detail = parseDetailData(str(data.transaction_id) ?? '', data);
  const merchantRef = str(data.merchant_ref);
  return { ...detail, bankRef: str(data.bank_ref), ...(merchantRef ? { merchantRef } : {}) };
}

export const notFoundStatus = (tranId: string): PaywayTransactionStatus => ({
  tranId,
  status: 'NOT_FOUND',
  refundedMinor: 0,
  paid: false,
});
