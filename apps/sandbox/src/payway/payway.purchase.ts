import type { ApiAnswer } from '../kit/fault-injector';
import { getPaywayBehaviour, hideForLag, paywayNow } from './payway.behaviour';
import { PURCHASE_ORDER, PURCHASE_ORDER_WITH_VIEW } from './payway.hash';
import { bankAppUrl, khqrFields } from './payway.khqr';
import { checkoutPage } from './payway.pages';
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
  decodeBase64Url,
  Fields,
  isRejection,
  isReqTime,
  reject,
  Rejection,
  rejectionAnswer,
  text,
} from './payway.wire';

const PAYMENT_OPTIONS = new Set([
  '',
  'cards',
  'abapay_khqr',
  'abapay_khqr_deeplink',
  'alipay',
  'wechat',
  'google_pay',
  'abapay',
  'abapay_deeplink',
  'bakong',
]);
const KHQR_OPTIONS = new Set(['abapay_khqr', 'abapay_khqr_deeplink']);

const PAYMENT_TYPE: Record<string, string> = {
  cards: 'VISA',
  abapay: 'ABA Pay',
  abapay_deeplink: 'ABA Pay',
  abapay_khqr: 'KHQR',
  abapay_khqr_deeplink: 'KHQR',
  bakong: 'KHQR',
  alipay: 'Alipay',
  wechat: 'Wechat',
  google_pay: 'VISA',
};

/**
 * POST /api/payment-gateway/v1/payments/purchase (multipart or urlencoded). Validates like the gateway
 * (the hash under either field order), records a PENDING transaction, then answers the KHQR JSON for
 * abapay_khqr(_deeplink) on a QR-enabled profile, or the HTML checkout page otherwise.
 */
export async function handlePurchase(sandbox: PaywaySandbox, fields: Fields): Promise<ApiAnswer> {
  const tx = validatePurchase(sandbox, fields);
  if (isRejection(tx)) return rejectionAnswer(sandbox.ctx, tx);
  sandbox.store.add(tx);
  const wantsQr = KHQR_OPTIONS.has(tx.paymentOption) && text(fields, 'payment_gate') !== '0';
  if (wantsQr && getPaywayBehaviour(sandbox.ctx).qrEnabled) {
    const body = {
      status: { code: '00', message: 'Success!', tran_id: tx.tranId },
      ...(await khqrFields(sandbox.ctx, tx)),
      checkout_qr_url: bankAppUrl(sandbox.ctx, tx.tranId),
    };
    hideForLag(sandbox, tx);
    return { status: 200, body };
  }
  return { status: 200, body: checkoutPage(tx), headers: { 'content-type': 'text/html; charset=utf-8' } };
}

function validatePurchase(sandbox: PaywaySandbox, fields: Fields): PaywayTransaction | Rejection {
  const { ctx, creds, store } = sandbox;
  const field = (name: string): string => text(fields, name);
  const denied = checkMerchantAndHash(creds, fields, [PURCHASE_ORDER, PURCHASE_ORDER_WITH_VIEW], {
    merchant: '26',
    hash: '1',
  });
  if (denied) return denied;
  if (!isReqTime(field('req_time'))) return reject('48', 'Something went wrong with requested parameters');
  const tranId = field('tran_id');
  if (!TRAN_ID.test(tranId)) return reject('2', 'Invalid transaction ID');
  if (store.has(tranId)) return reject('4', 'Duplicated transaction ID');
  const currency = checkCurrency(field('currency'));
  if (isRejection(currency)) return currency;
  const amountMinor = checkAmount(ctx, field('amount'), currency);
  if (isRejection(amountMinor)) return amountMinor;
  if ('shipping' in fields && !/^\d+(\.\d+)?$/.test(field('shipping')))
    return reject('10', 'Wrong shipping price');
  const problem =
    checkItems(field('items')) ??
    checkPayer(field('firstname'), field('lastname'), field('email'), field('phone'));
  if (problem) return problem;
  const paymentOption = field('payment_option');
  if (!PAYMENT_OPTIONS.has(paymentOption)) {
    return reject('23', 'Selected payment option is not enabled for this merchant profile');
  }
  if (paymentOption === 'google_pay' && !field('google_pay_token'))
    return reject('79', 'Payment token missing in Google Pay');
  const type = field('type') || 'purchase';
  if (type !== 'purchase' && type !== 'pre-auth')
    return reject('48', 'Something went wrong with requested parameters');
  const pushbackUrl = checkCallbackUrl(ctx, field('return_url'), '81');
  if (isRejection(pushbackUrl)) return pushbackUrl;
  const lifetime = checkLifetime(ctx, field('lifetime'));
  if (isRejection(lifetime)) return lifetime;
  const now = paywayNow(ctx);
  return {
    tranId,
    merchantId: creds.merchantId,
    amountMinor,
    currency,
    source: 'purchase',
    paymentOption,
    type,
    status: 'PENDING',
    createdAt: now,
    expiresAt: now + lifetime * 60_000,
    paymentType: PAYMENT_TYPE[paymentOption],
    pushbackUrl,
    cancelUrl: browserUrl(field('cancel_url')),
    continueSuccessUrl: browserUrl(field('continue_success_url')),
    skipSuccessPage: field('skip_success_page') === '1',
    returnParams: field('return_params') || undefined,
    firstName: field('firstname') || undefined,
    lastName: field('lastname') || undefined,
    email: field('email') || undefined,
    phone: field('phone') || undefined,
    operations: [],
    pushbacks: [],
  };
}

/** cancel_url / continue_success_url are plain URLs in the docs, Base64 in payway-js: accept both. */
function browserUrl(value: string): string | undefined {
  if (value === '') return undefined;
  return /^https?:\/\//.test(value) ? value : decodeBase64Url(value);
}
