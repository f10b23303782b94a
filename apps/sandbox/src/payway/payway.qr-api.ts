import type { ApiAnswer } from '../kit/fault-injector';
import { hideForLag, paywayNow } from './payway.behaviour';
import { QR_ORDER } from './payway.hash';
import { khqrFields } from './payway.khqr';
import {
  checkAmount,
  checkCallbackUrl,
  checkCurrency,
  checkItems,
  checkLifetime,
  checkMerchantAndHash,
  checkPayer,
  TRAN_ID,
} from './payway.rules';
import type { PaywaySandbox } from './payway.state';
import type { PaywayTransaction } from './payway.store';
import {
  amountNumber,
  Fields,
  isRejection,
  isReqTime,
  reject,
  Rejection,
  rejectionAnswer,
  text,
  traceId,
} from './payway.wire';

const QR_OPTIONS = new Set(['abapay_khqr', 'wechat', 'alipay']);

/**
 * POST …/payments/generate-qr (JSON). Success is status.code "0" (not "00"); a reused tran_id is code
 * "403", answered as HTTP 403. Pays through the bank app page; the callback goes to callback_url.
 */
export async function handleGenerateQr(sandbox: PaywaySandbox, fields: Fields): Promise<ApiAnswer> {
  const tx = validate(sandbox, fields);
  if (isRejection(tx)) return rejectionAnswer(sandbox.ctx, tx, { trace_id: traceId(sandbox.ctx) });
  sandbox.store.add(tx);
  const body = {
    status: { code: '0', message: 'Success.', trace_id: traceId(sandbox.ctx) },
    amount: amountNumber(tx.amountMinor, tx.currency),
    currency: tx.currency,
    ...(await khqrFields(sandbox.ctx, tx)),
  };
  hideForLag(sandbox, tx);
  return { status: 200, body };
}

function validate(sandbox: PaywaySandbox, fields: Fields): PaywayTransaction | Rejection {
  const { ctx, creds, store } = sandbox;
  const field = (name: string): string => text(fields, name);
  const denied = checkMerchantAndHash(creds, fields, [QR_ORDER], { merchant: '96', hash: '1' });
  if (denied) return denied;
  const generic = reject('48', 'Something went wrong with requested parameters');
  if (!isReqTime(field('req_time'))) return generic;
  const tranId = field('tran_id');
  if (!TRAN_ID.test(tranId)) return generic;
  if (store.has(tranId)) return reject('403', 'Duplicated Transaction ID', true);
  if (!field('currency')) return generic;
  const currency = checkCurrency(field('currency'));
  if (isRejection(currency)) return currency;
  const amountMinor = checkAmount(ctx, field('amount'), currency);
  if (isRejection(amountMinor))
    return amountMinor.code === '47' || amountMinor.code === '44' ? amountMinor : generic;
  const paymentOption = field('payment_option');
  if (!QR_OPTIONS.has(paymentOption)) {
    return reject('23', 'Selected Payment Option is not enabled for this Merchant Profile');
  }
  if (paymentOption !== 'abapay_khqr' && currency !== 'USD')
    return reject('12', 'Payment currency is not allowed.');
  if (!field('lifetime') || !field('qr_image_template')) return generic;
  const lifetime = checkLifetime(ctx, field('lifetime'));
  if (isRejection(lifetime)) return generic;
  const problem =
    checkItems(field('items'), 10) ??
    checkPayer(field('first_name'), field('last_name'), field('email'), field('phone'));
  if (problem) return problem;
  const callbackUrl = checkCallbackUrl(ctx, field('callback_url'), '102');
  if (isRejection(callbackUrl)) return callbackUrl.code === '7' ? generic : callbackUrl;
  const purchaseType = field('purchase_type') || 'purchase';
  if (purchaseType !== 'purchase' && purchaseType !== 'pre-auth') return generic;
  const now = paywayNow(ctx);
  return {
    tranId,
    merchantId: creds.merchantId,
    amountMinor,
    currency,
    source: 'qr-api',
    paymentOption,
    type: purchaseType,
    status: 'PENDING',
    createdAt: now,
    expiresAt: now + lifetime * 60_000,
    paymentType: paymentOption === 'abapay_khqr' ? 'KHQR' : paymentOption === 'wechat' ? 'Wechat' : 'Alipay',
    pushbackUrl: callbackUrl,
    skipSuccessPage: true,
    returnParams: field('return_params') || undefined,
    firstName: field('first_name') || undefined,
    lastName: field('last_name') || undefined,
    email: field('email') || undefined,
    phone: field('phone') || undefined,
    operations: [],
    pushbacks: [],
  };
}
