import { constants, createHmac, publicEncrypt, timingSafeEqual } from 'node:crypto';

/*
 * PayWay signing, as pure functions. Every request hash is
 *   Base64( HMAC-SHA512(key = api_key, message = v1 + v2 + ...) )
 * over the values only, in the documented order; an omitted field contributes nothing.
 */

export const PURCHASE_HASH_FIELDS = [
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
] as const;

/** The docs copy that hashes view_type and payment_gate between return_params and payout. */
export const PURCHASE_HASH_FIELDS_WITH_VIEW = [
  ...PURCHASE_HASH_FIELDS.slice(0, 19),
  'view_type',
  'payment_gate',
  ...PURCHASE_HASH_FIELDS.slice(19),
] as const;

export const GENERATE_QR_HASH_FIELDS = [
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
] as const;

/** transaction-list-2. */
export const TRANSACTION_LIST_HASH_FIELDS = [
  'req_time',
  'merchant_id',
  'from_date',
  'to_date',
  'from_amount',
  'to_amount',
  'status',
  'page',
  'pagination',
] as const;

/** get-transactions-by-mc-ref. */
export const MERCHANT_REF_HASH_FIELDS = ['req_time', 'merchant_id', 'merchant_ref'] as const;

export const PUSHBACK_SIGNATURE_HEADER = 'x-payway-hmac-sha512';

export function paywayHmac(apiKey: string, message: string): string {
  return createHmac('sha512', apiKey).update(message, 'utf8').digest('base64');
}

/** Hash of `fields` under `order`; absent fields contribute nothing. */
export function hashFields(
  apiKey: string,
  fields: Record<string, string | undefined>,
  order: readonly string[],
): string {
  return paywayHmac(apiKey, order.map((name) => fields[name] ?? '').join(''));
}

export function purchaseHash(
  apiKey: string,
  fields: Record<string, string | undefined>,
  includeViewTypeAndPaymentGate: boolean,
): string {
  return hashFields(
    apiKey,
    fields,
    includeViewTypeAndPaymentGate ? PURCHASE_HASH_FIELDS_WITH_VIEW : PURCHASE_HASH_FIELDS,
  );
}

/** check-transaction-2, check-transaction, transaction-detail, close-transaction. */
export function checkHash(apiKey: string, reqTime: string, merchantId: string, tranId: string): string {
  return paywayHmac(apiKey, reqTime + merchantId + tranId);
}

export function generateQrHash(apiKey: string, fields: Record<string, string | undefined>): string {
  return hashFields(apiKey, fields, GENERATE_QR_HASH_FIELDS);
}

export function exchangeRateHash(apiKey: string, reqTime: string, merchantId: string): string {
  return paywayHmac(apiKey, reqTime + merchantId);
}

export function refundHash(
  apiKey: string,
  requestTime: string,
  merchantId: string,
  merchantAuth: string,
): string {
  return paywayHmac(apiKey, requestTime + merchantId + merchantAuth);
}

const valueText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Pushback signature: keys sorted ascending, values concatenated (objects/arrays as JSON, null as ''). */
export function pushbackSignature(apiKey: string, body: Record<string, unknown>): string {
  const message = Object.keys(body)
    .sort()
    .map((key) => valueText(body[key]))
    .join('');
  return paywayHmac(apiKey, message);
}

/** Constant-time check of an X-PayWay-HMAC-SHA512 value against the body. */
export function verifyPushbackSignature(
  apiKey: string,
  body: Record<string, unknown>,
  signature: string,
): boolean {
  const expected = Buffer.from(pushbackSignature(apiKey, body));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface MerchantAuthPayload {
  mc_id: string;
  tran_id: string;
  refund_amount: number;
}

/**
 * Refund merchant_auth: the JSON {mc_id, tran_id, refund_amount} cut into 117-byte chunks, each
 * RSA-encrypted with PKCS#1 v1.5 padding under the merchant public key, concatenated, Base64-encoded
 * (the PHP openssl_public_encrypt loop of the docs).
 */
export function encryptMerchantAuth(rsaPublicKeyPem: string, payload: MerchantAuthPayload): string {
  const plain = Buffer.from(JSON.stringify(payload), 'utf8');
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < plain.length; offset += 117) {
    blocks.push(
      publicEncrypt(
        { key: rsaPublicKeyPem, padding: constants.RSA_PKCS1_PADDING },
        plain.subarray(offset, offset + 117),
      ),
    );
  }
  return Buffer.concat(blocks).toString('base64');
}

/** req_time / request_time: UTC YYYYMMDDHHmmss. */
export function paywayRequestTime(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
