import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or retyped. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const randomCode = (length: number): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The customer-facing order number: `DL` + the UTC date (yymmdd) + 6 random characters, e.g.
 * `DL261122K7Q2XM` (14 characters, unique by constraint). Payment tran_ids append a method letter
 * and an attempt number to it (≤ 20 characters, PayWay's limit).
 */
export function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `DL${date}${randomCode(6)}`;
}

export const ORDER_NUMBER_PATTERN = /^DL\d{6}[2-9A-HJ-NP-Z]{6}$/;

/**
 * The guest access token of an order: an HMAC of the order id under the server secret, so an
 * idempotent replay of create-order can hand out the same token again while only its SHA-256 is
 * stored. Unguessable without the secret; rotating the secret invalidates old guest links.
 */
export function orderAccessToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-access:${orderId}`).digest('base64url');
}

export const hashAccessToken = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Constant-time comparison of a presented token with the stored hash. */
export function accessTokenMatches(token: unknown, storedHash: Buffer | null | undefined): boolean {
  if (typeof token !== 'string' || token.length < 16 || token.length > 128 || !storedHash) return false;
  const presented = hashAccessToken(token);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}

/** Fingerprint of a create-order request, stored with its Idempotency-Key. */
export function requestFingerprint(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('hex');
}

/** JSON with object keys sorted, so two equal requests give one fingerprint whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
