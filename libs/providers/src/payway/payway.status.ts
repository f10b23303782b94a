import { asCurrency, moneyOf, parsePaywayAmount } from './payway.money';
import type {
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

type Json = Record<string, unknown>;
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

export function parseStatusData(tranId: string, data: Json): PaywayTransactionStatus {
  const status = mapPaymentStatus(data.payment_status_code, data.payment_status);
  const originalCurrency = data.original_currency ?? data.payment_currency;
  const refundCurrency = asCurrency(originalCurrency);
  const code = Number(data.payment_status_code);
  return {
    tranId,
    status,
    statusCode: Number.isFinite(code) ? code : undefined,
    paymentStatus: str(data.payment_status),
    original: moneyOf(data.original_amount, originalCurrency),
    total: moneyOf(data.total_amount, originalCurrency),
    payment: moneyOf(data.payment_amount, data.payment_currency),
    refundedMinor: (refundCurrency && parsePaywayAmount(data.refund_amount, refundCurrency)) || 0,
    apv: str(data.apv),
    transactionDate: parsePaywayDate(data.transaction_date),
    paid: status === 'APPROVED' && String(data.payment_status).toUpperCase() === 'APPROVED',
  };
}

export function parseDetailData(tranId: string, data: Json): PaywayTransactionDetail {
  const base = parseStatusData(tranId, data);
  const currency = base.original?.currency ?? base.payment?.currency ?? 'USD';
  const operations: PaywayOperation[] = Array.isArray(data.transaction_operations)
    ? (data.transaction_operations as Json[]).map((op) => ({
        status: String(op.status ?? ''),
        amountMinor: parsePaywayAmount(op.amount, currency) ?? 0,
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

export const notFoundStatus = (tranId: string): PaywayTransactionStatus => ({
  tranId,
  status: 'NOT_FOUND',
  refundedMinor: 0,
  paid: false,
});
