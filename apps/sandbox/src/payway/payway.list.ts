import type { ApiAnswer } from '../kit/fault-injector';
import { paywayNow } from './payway.behaviour';
import { LIST_ORDER, MC_REF_ORDER } from './payway.hash';
import { detailData } from './payway.queries';
import { checkMerchantAndHash } from './payway.rules';
import { refreshExpiry } from './payway.settlement';
import type { PaywaySandbox } from './payway.state';
import { amountNumber, Fields, parseIctDate, reject, rejectionAnswer, text } from './payway.wire';

const THREE_DAYS_MS = 3 * 24 * 3600_000;

/**
 * POST …/payments/transaction-list-2: hash req_time+merchant_id+from_date+to_date+from_amount+to_amount+
 * status+page+pagination; dates "YYYY-MM-DD HH:mm:ss" (Cambodia time), window ≤ 3 days (52),
 * pagination default 40, max 1000. Newest first.
 */
export function handleTransactionList(sandbox: PaywaySandbox, fields: Fields): ApiAnswer {
  const { ctx } = sandbox;
  const denied = checkMerchantAndHash(sandbox.creds, fields, [LIST_ORDER], { merchant: '8', hash: '1' });
  if (denied) return rejectionAnswer(ctx, denied);
  const now = paywayNow(ctx);
  const fromText = text(fields, 'from_date');
  const toText = text(fields, 'to_date');
  const to = toText ? parseIctDate(toText) : now;
  const from = fromText ? parseIctDate(fromText) : (to ?? now) - THREE_DAYS_MS;
  if (from === undefined) return rejectionAnswer(ctx, reject('49', 'Invalid start date'));
  if (to === undefined) return rejectionAnswer(ctx, reject('50', 'Invalid end date'));
  if (to < from) return rejectionAnswer(ctx, reject('51', 'Invalid date range'));
  if (to - from > THREE_DAYS_MS)
    return rejectionAnswer(ctx, reject('52', 'Maximum date range is allowed only 3 days'));
  const fromAmount = text(fields, 'from_amount') === '' ? -Infinity : Number(text(fields, 'from_amount'));
  const toAmount = text(fields, 'to_amount') === '' ? Infinity : Number(text(fields, 'to_amount'));
  if (Number.isNaN(fromAmount) || Number.isNaN(toAmount) || toAmount < fromAmount) {
    return rejectionAnswer(ctx, reject('53', 'Invalid amount range'));
  }
  const statuses = text(fields, 'status')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const page = Math.max(1, Number(text(fields, 'page')) || 1);
  const pagination = Math.min(1000, Math.max(1, Number(text(fields, 'pagination')) || 40));
  const matching = sandbox.store
    .all()
    .map((tx) => refreshExpiry(sandbox, tx))
    .filter((tx) => tx.createdAt >= from && tx.createdAt <= to)
    .filter((tx) => {
      const amount = amountNumber(tx.amountMinor, tx.currency);
      return amount >= fromAmount && amount <= toAmount;
    })
    .filter((tx) => statuses.length === 0 || statuses.includes(tx.status))
    .sort((a, b) => b.createdAt - a.createdAt);
  const data = matching.slice((page - 1) * pagination, page * pagination).map(detailData);
  return {
    status: 200,
    body: {
      data,
      page: String(page),
      pagination: String(pagination),
      status: { code: '00', message: 'Success!', tran_id: '' },
    },
  };
}

const BY_REF_LIMIT = 50;

/**
 * POST …/payments/get-transactions-by-mc-ref: hash req_time+merchant_id+merchant_ref; the last 50
 * APPROVED or REFUNDED purchases carrying that merchant reference (the sandbox takes a purchase's
 * return_params as its merchant reference), each with merchant_ref; codes 00, 1 hash, 8 merchant.
 */
export function handleTransactionsByMerchantRef(sandbox: PaywaySandbox, fields: Fields): ApiAnswer {
  const { ctx } = sandbox;
  const denied = checkMerchantAndHash(sandbox.creds, fields, [MC_REF_ORDER], { merchant: '8', hash: '1' });
  if (denied) return rejectionAnswer(ctx, denied);
  const merchantRef = text(fields, 'merchant_ref');
  if (!merchantRef) return rejectionAnswer(ctx, reject('4', 'merchant_ref is required'));
  const data = sandbox.store
    .all()
    .filter((tx) => tx.returnParams === merchantRef && (tx.status === 'APPROVED' || tx.status === 'REFUNDED'))
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, BY_REF_LIMIT)
    .map((tx) => ({ ...detailData(tx), merchant_ref: merchantRef }));
  return {
    status: 200,
    body: { data, status: { code: '00', message: 'Success!', merchant_ref: merchantRef } },
  };
}
