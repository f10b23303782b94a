import type { ApiAnswer } from '../kit/fault-injector';
import { getPaywayBehaviour, paywayNow } from './payway.behaviour';
import { CHECK_ORDER, EXCHANGE_ORDER } from './payway.hash';
import { checkMerchantAndHash } from './payway.rules';
import { refreshExpiry } from './payway.settlement';
import type { PaywaySandbox } from './payway.state';
import { PaywayTransaction, refundedMinor, STATUS_CODE } from './payway.store';
import {
  amountNumber,
  Fields,
  ictDate,
  isRejection,
  reject,
  Rejection,
  rejectionAnswer,
  text,
} from './payway.wire';

const SEVEN_DAYS_MS = 7 * 24 * 3600_000;

interface Lookup {
  merchantCode: string;
  hashCode: string;
  notFoundCode: string;
  /** check-transaction-2 covers only transactions up to 7 days old. */
  sevenDayWindow: boolean;
}

/** Authenticates a {req_time, merchant_id, tran_id, hash} request and finds its transaction. */
function lookup(sandbox: PaywaySandbox, fields: Fields, rules: Lookup): PaywayTransaction | Rejection {
  const denied = checkMerchantAndHash(sandbox.creds, fields, [CHECK_ORDER], {
    merchant: rules.merchantCode,
    hash: rules.hashCode,
  });
  if (denied) return denied;
  const found = sandbox.store.get(text(fields, 'tran_id'));
  const notFound = reject(rules.notFoundCode, 'Transaction not found');
  if (!found) return notFound;
  const now = paywayNow(sandbox.ctx);
  const age = now - found.createdAt;
  if (found.hiddenUntil !== undefined && now < found.hiddenUntil) return notFound;
  if (rules.sevenDayWindow && age > SEVEN_DAYS_MS) return notFound;
  return refreshExpiry(sandbox, found);
}

/**
 * The documented check-transaction-2 data: original_amount and total_amount in the transaction's own
 * currency (what the approval covered), payment_amount in payment_currency (riel when paid from a KHR
 * account). original_currency is not in the documented answer: only with the sendOriginalCurrency knob.
 */
export function statusData(tx: PaywayTransaction, withOriginalCurrency = false): Record<string, unknown> {
  const paid = tx.paidAt !== undefined;
  const covered = paid ? (tx.settledMinor ?? tx.amountMinor) : tx.amountMinor;
  return {
    payment_status_code: STATUS_CODE[tx.status],
    total_amount: amountNumber(covered, tx.currency),
    original_amount: amountNumber(covered, tx.currency),
    ...(withOriginalCurrency ? { original_currency: tx.currency } : {}),
    refund_amount: amountNumber(refundedMinor(tx), tx.currency),
    discount_amount: 0,
    payment_amount: paid ? amountNumber(tx.paymentMinor ?? covered, tx.paymentCurrency ?? tx.currency) : 0,
    payment_currency: paid ? (tx.paymentCurrency ?? tx.currency) : tx.currency,
    apv: tx.apv ?? '',
    payment_status: tx.status,
    transaction_date: ictDate(tx.createdAt),
  };
}

export function detailData(tx: PaywayTransaction): Record<string, unknown> {
  const paid = tx.paidAt !== undefined;
  return {
    transaction_id: tx.tranId,
    // transaction-detail, transaction-list-2 and get-transactions-by-mc-ref document original_currency.
    ...statusData(tx, true),
    first_name: tx.firstName ?? '',
    last_name: tx.lastName ?? '',
    email: tx.email ?? '',
    phone: tx.phone ?? '',
    bank_ref: tx.operations[0]?.bankRef ?? '',
    payment_type: paid ? (tx.paymentType ?? 'N/A') : 'N/A',
    payer_account: paid ? (tx.paymentType === 'VISA' ? '428609******0206' : '000 *** 777') : '',
    bank_name: paid ? 'ABA Bank' : '',
    card_source: paid && tx.paymentType === 'VISA' ? 'OFFUS_INTERNATIONAL' : paid ? 'ONUS' : '',
    transaction_operations: tx.operations.map((op) => ({
      status: op.status,
      amount: amountNumber(op.amountMinor, tx.currency),
      transaction_date: ictDate(op.at),
      bank_ref: op.bankRef,
    })),
  };
}

const ok = (tranId: string, extra: Record<string, unknown> = {}): ApiAnswer => ({
  status: 200,
  body: { ...extra, status: { code: '00', message: 'Success!', tran_id: tranId } },
});

/** POST …/payments/check-transaction-2: codes 00, 5 hash, 6 not found (lag, 7-day window), 8 merchant. */
export function handleCheckTransaction2(sandbox: PaywaySandbox, fields: Fields): ApiAnswer {
  const rules = { merchantCode: '8', hashCode: '5', notFoundCode: '6', sevenDayWindow: true };
  const tx = lookup(sandbox, fields, rules);
  if (isRejection(tx)) return rejectionAnswer(sandbox.ctx, tx);
  return ok(tx.tranId, { data: statusData(tx, getPaywayBehaviour(sandbox.ctx).sendOriginalCurrency) });
}

/** POST …/payments/transaction-detail: any age, adds operations and payer/payment details. */
export function handleTransactionDetail(sandbox: PaywaySandbox, fields: Fields): ApiAnswer {
  const rules = { merchantCode: '8', hashCode: '5', notFoundCode: '6', sevenDayWindow: false };
  const tx = lookup(sandbox, fields, rules);
  if (isRejection(tx)) return rejectionAnswer(sandbox.ctx, tx);
  return ok(tx.tranId, { data: detailData(tx) });
}

const LEGACY_DESCRIPTION: Record<number, string> = {
  0: 'approved',
  2: 'pending',
  3: 'declined',
  4: 'refunded',
  7: 'cancelled',
};

/** POST …/payments/check-transaction (v1, legacy): flat {status:int, description, …}, 0 = approved. */
export function handleCheckTransactionV1(sandbox: PaywaySandbox, fields: Fields): ApiAnswer {
  const rules = { merchantCode: '8', hashCode: '5', notFoundCode: '6', sevenDayWindow: false };
  const tx = lookup(sandbox, fields, rules);
  if (isRejection(tx)) {
    return { status: tx.http403 ? 403 : 200, body: { status: Number(tx.code), description: tx.message } };
  }
  const code = STATUS_CODE[tx.status];
  const amount = amountNumber(tx.amountMinor, tx.currency);
  return {
    status: 200,
    body: {
      status: code,
      description: LEGACY_DESCRIPTION[code],
      amount,
      totalAmount: amount,
      apv: tx.apv ?? '',
      payment_status: tx.status,
      datetime: ictDate(tx.createdAt),
    },
  };
}

/** POST …/payments/close-transaction: PENDING → CANCELLED, no pushback afterwards. Codes 00/1/5/26. */
export function handleCloseTransaction(sandbox: PaywaySandbox, fields: Fields): ApiAnswer {
  const rules = { merchantCode: '26', hashCode: '1', notFoundCode: '5', sevenDayWindow: false };
  const tx = lookup(sandbox, fields, rules);
  if (isRejection(tx)) return rejectionAnswer(sandbox.ctx, tx);
  if (tx.status === 'PENDING' || tx.status === 'CANCELLED') {
    tx.status = 'CANCELLED';
    tx.closed = true;
    sandbox.store.changed();
    return ok(tx.tranId);
  }
  return rejectionAnswer(sandbox.ctx, reject('73', 'Invalid transaction status'), { tran_id: tx.tranId });
}

/** Other currencies' rates (KHR per unit); the dollar's follows the khrPerUsd knob (sell; buy 20 riel less). */
const RATES: Record<string, { sell: string; buy: string }> = {
  aud: { sell: '2660.00', buy: '2590.00' },
  sgd: { sell: '3130.00', buy: '3070.00' },
  eur: { sell: '4610.00', buy: '4500.00' },
  gbp: { sell: '5390.00', buy: '5250.00' },
  thb: { sell: '124.00', buy: '119.00' },
  cny: { sell: '565.00', buy: '549.00' },
  jpy: { sell: '27.10', buy: '26.20' },
};

/** POST /api/payment-gateway/v1/exchange-rate: hash req_time+merchant_id; codes 00/1/26. */
export function handleExchangeRate(sandbox: PaywaySandbox, fields: Fields): ApiAnswer {
  const denied = checkMerchantAndHash(sandbox.creds, fields, [EXCHANGE_ORDER], { merchant: '26', hash: '1' });
  if (denied) return rejectionAnswer(sandbox.ctx, denied);
  const khrPerUsd = getPaywayBehaviour(sandbox.ctx).khrPerUsd;
  const usd = { sell: khrPerUsd.toFixed(2), buy: (khrPerUsd - 20).toFixed(2) };
  return {
    status: 200,
    body: { status: { code: '00', message: 'Success' }, exchange_rates: { usd, ...RATES } },
  };
}
