import type { ApiAnswer } from '../kit/fault-injector';
import { getPaywayBehaviour, paywayNow } from './payway.behaviour';
import { hashMatches, REFUND_ORDER } from './payway.hash';
import { decryptMerchantAuth } from './payway.rsa';
import type { PaywaySandbox } from './payway.state';
import { PaywayStore, refundedMinor } from './payway.store';
import {
  amountNumber,
  amountText,
  digits,
  Fields,
  isRejection,
  isReqTime,
  parseAmount,
  reject,
  Rejection,
  rejectionAnswer,
  text,
} from './payway.wire';

const REFUND_WINDOW_MS = 30 * 24 * 3600_000;

/** One refund the sandbox accepted, as GET /__payway/refunds lists it (tests count these). */
export interface PaywayRefundRecord {
  tran_id: string;
  refund_amount: string;
  currency: string;
  refunded_at: string;
  bank_ref: string;
}

/** Every accepted refund (oldest first), optionally of one tran_id: the refund operations of the store. */
export function paywayRefunds(store: PaywayStore, tranId?: string): PaywayRefundRecord[] {
  return store
    .all()
    .filter((tx) => tranId === undefined || tx.tranId === tranId)
    .flatMap((tx) =>
      tx.operations
        .filter((op) => op.status === 'Refunded')
        .map((op) => ({
          tran_id: tx.tranId,
          refund_amount: amountText(op.amountMinor, tx.currency),
          currency: tx.currency,
          refunded_at: new Date(op.at).toISOString(),
          bank_ref: op.bankRef,
        })),
    )
    .sort((a, b) => a.refunded_at.localeCompare(b.refunded_at));
}

/**
 * POST /api/merchant-portal/merchant-access/online-transaction/refund: JSON {request_time, merchant_id,
 * merchant_auth, hash}; merchant_auth decrypted with the sandbox's private key. PTL codes as documented.
 */
export function handleRefund(sandbox: PaywaySandbox, fields: Fields): ApiAnswer {
  if (!getPaywayBehaviour(sandbox.ctx).refundEnabled) return { status: 404, body: { message: 'Not Found' } };
  const result = refund(sandbox, fields);
  if (isRejection(result)) return rejectionAnswer(sandbox.ctx, result);
  return { status: 200, body: result };
}

function refund(sandbox: PaywaySandbox, fields: Fields): Rejection | Record<string, unknown> {
  const { ctx, creds, store, keys } = sandbox;
  const requestTime = text(fields, 'request_time');
  if (!requestTime) return reject('PTL04', 'Parameter validation required');
  if (!isReqTime(requestTime))
    return reject('PTL06', 'The request_time value is missing or incorrectly formatted');
  if (text(fields, 'merchant_id') !== creds.merchantId)
    return reject('PTL62', 'Invalid merchant information', true);
  const merchantAuth = text(fields, 'merchant_auth');
  if (!merchantAuth) return reject('PTL04', 'Parameter validation required');
  if (!hashMatches(creds.apiKey, fields, [REFUND_ORDER])) return reject('PTL02', 'Invalid hash', true);
  const plain = decryptMerchantAuth(keys, merchantAuth);
  let auth: Record<string, unknown>;
  try {
    auth = JSON.parse(plain ?? '') as Record<string, unknown>;
  } catch {
    return reject('PTL05', 'Parameter invalid format');
  }
  if (!auth.tran_id || auth.refund_amount === undefined)
    return reject('PTL04', 'Parameter validation required');
  if (String(auth.mc_id) !== creds.merchantId) return reject('PTL62', 'Invalid merchant information');
  const tx = store.get(String(auth.tran_id));
  if (!tx) return reject('PTL57', 'Unable to refund');
  const requested = parseAmount(String(auth.refund_amount), tx.currency);
  if (isRejection(requested)) {
    return requested.code === '45'
      ? reject('PTL187', 'Amount is below the minimum allowed')
      : reject('PTL186', 'Invalid amount format');
  }
  const now = paywayNow(ctx);
  const refundable = tx.status === 'APPROVED' || tx.status === 'REFUNDED';
  if (!refundable || !tx.paidAt || now - tx.paidAt > REFUND_WINDOW_MS)
    return reject('PTL57', 'Unable to refund');
  const already = refundedMinor(tx);
  if (already + requested > tx.amountMinor)
    return reject('PTL37', 'Refund amount cannot exceed the original purchase amount');
  tx.operations.push({ status: 'Refunded', amountMinor: requested, at: now, bankRef: digits(ctx, 12) });
  tx.status = 'REFUNDED';
  store.changed();
  return {
    grand_total: amountNumber(tx.amountMinor, tx.currency),
    total_refunded: amountNumber(already + requested, tx.currency),
    currency: tx.currency,
    transaction_status: 'REFUNDED',
    status: { code: '00', message: 'Success!' },
  };
}
