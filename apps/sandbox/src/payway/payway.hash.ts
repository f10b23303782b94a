import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The sandbox's own PayWay hashing (deliberately not shared with the client in libs/providers, so a
 * bug on one side shows up as a rejected hash instead of passing silently).
 * hash = Base64(HMAC-SHA512(api_key, v1 + v2 + ...)), values only, in the documented order.
 */

export const PURCHASE_ORDER = [
  'req_time',
  'merchant_id',
  'tran_id',
  'amount',
  'items',
  'shipping',
  'firstname',
  'lastname',
  'email',
  'phone',
  'type',
  'payment_option',
  'return_url',
  'cancel_url',
  'continue_success_url',
  'return_deeplink',
  'currency',
  'custom_fields',
  'return_params',
  'payout',
  'lifetime',
  'additional_params',
  'google_pay_token',
  'skip_success_page',
];

/** The docs copy that also hashes view_type and payment_gate (between return_params and payout). */
export const PURCHASE_ORDER_WITH_VIEW = [
  ...PURCHASE_ORDER.slice(0, PURCHASE_ORDER.indexOf('payout')),
  'view_type',
  'payment_gate',
  ...PURCHASE_ORDER.slice(PURCHASE_ORDER.indexOf('payout')),
];

export const QR_ORDER = [
  'req_time',
  'merchant_id',
  'tran_id',
  'amount',
  'items',
  'first_name',
  'last_name',
  'email',
  'phone',
  'purchase_type',
  'payment_option',
  'callback_url',
  'return_deeplink',
  'currency',
  'custom_fields',
  'return_params',
  'payout',
  'lifetime',
  'qr_image_template',
];

export const CHECK_ORDER = ['req_time', 'merchant_id', 'tran_id'];
export const LIST_ORDER = [
  'req_time',
  'merchant_id',
  'from_date',
  'to_date',
  'from_amount',
  'to_amount',
  'status',
  'page',
  'pagination',
];
export const EXCHANGE_ORDER = ['req_time', 'merchant_id'];
export const MC_REF_ORDER = ['req_time', 'merchant_id', 'merchant_ref'];
export const REFUND_ORDER = ['request_time', 'merchant_id', 'merchant_auth'];

export const hmac512 = (apiKey: string, message: string): string =>
  createHmac('sha512', apiKey).update(message, 'utf8').digest('base64');

export const fieldText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export function hashOf(apiKey: string, fields: Record<string, unknown>, order: string[]): string {
  return hmac512(apiKey, order.map((name) => fieldText(fields[name])).join(''));
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when `hash` matches the fields under any of the given orders. */
export function hashMatches(apiKey: string, fields: Record<string, unknown>, orders: string[][]): boolean {
  const given = fieldText(fields.hash);
  if (!given) return false;
  return orders.some((order) => sameText(hashOf(apiKey, fields, order), given));
}

/** Pushback signature: body keys sorted ascending, values concatenated (objects as JSON, null as ''). */
export function pushbackSignature(apiKey: string, body: Record<string, unknown>): string {
  const message = Object.keys(body)
    .sort()
    .map((key) => fieldText(body[key]))
    .join('');
  return hmac512(apiKey, message);
}
