import type { SandboxContext } from '../context';
import { getPaywayBehaviour } from './payway.behaviour';
import type { PaywayCredentials } from './payway.behaviour';
import { hashMatches } from './payway.hash';
import type { PaywayCurrency } from './payway.store';
import { decodeBase64Url, Fields, hostAllowed, parseAmount, reject, Rejection, text } from './payway.wire';

/** Field rules shared by purchase and generate-qr, each returning the gateway's real error code. */

export function checkMerchantAndHash(
  creds: PaywayCredentials,
  fields: Fields,
  orders: string[][],
  codes: { merchant: string; hash: string },
): Rejection | undefined {
  if (text(fields, 'merchant_id') !== creds.merchantId)
    return reject(codes.merchant, 'Invalid merchant profile', true);
  if (!hashMatches(creds.apiKey, fields, orders)) return reject(codes.hash, 'Wrong hash', true);
  return undefined;
}

export const TRAN_ID = /^[A-Za-z0-9_-]{1,20}$/;

export function checkCurrency(raw: string): PaywayCurrency | Rejection {
  const currency = raw === '' ? 'USD' : raw;
  return currency === 'USD' || currency === 'KHR'
    ? currency
    : reject('12', 'Payment currency is not allowed');
}

export function checkAmount(ctx: SandboxContext, raw: string, currency: PaywayCurrency): number | Rejection {
  if (raw === '') return reject('3', 'Invalid transaction amount');
  const minor = parseAmount(raw, currency);
  if (typeof minor !== 'number') return minor;
  const limit = getPaywayBehaviour(ctx).usdLimitMinor * (currency === 'KHR' ? 40 : 1);
  if (minor > limit) return reject('44', 'Purchase amount has reached transaction limit');
  return minor;
}

const NAME = /^[\p{L}\p{M} .'-]{1,100}$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ]{6,20}$/;

/** Payer fields (16 first name, 17 last name, 18 phone, 19 email); empty fields are fine. */
export function checkPayer(first: string, last: string, email: string, phone: string): Rejection | undefined {
  if (first && !NAME.test(first)) return reject('16', 'Invalid first name');
  if (last && !NAME.test(last)) return reject('17', 'Invalid last name');
  if (phone && !PHONE.test(phone)) return reject('18', 'Invalid phone number');
  if (email && (email.length > 50 || !EMAIL.test(email))) return reject('19', 'Invalid email');
  return undefined;
}

/** Items: Base64 of a JSON array, at most 500 characters (13 otherwise). */
export function checkItems(raw: string, maxItems = Infinity): Rejection | undefined {
  if (raw === '') return undefined;
  if (raw.length > 500) return reject('13', 'Invalid items');
  try {
    const items: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    if (!Array.isArray(items) || items.length > maxItems) return reject('13', 'Invalid items');
  } catch {
    return reject('13', 'Invalid items');
  }
  return undefined;
}

/** Lifetime in minutes, 3..43200 (69 below 3), or the profile default when empty. */
export function checkLifetime(ctx: SandboxContext, raw: string): number | Rejection {
  if (raw === '') return getPaywayBehaviour(ctx).defaultLifetimeMin;
  if (!/^\d+$/.test(raw)) return reject('48', 'Something went wrong with requested parameters');
  const minutes = Number(raw);
  if (minutes < 3) return reject('69', 'Transaction lifetime cannot be less than 3 minutes');
  if (minutes > 43200) return reject('48', 'Something went wrong with requested parameters');
  return minutes;
}

/** A Base64 URL (return_url, callback_url): 7 when malformed, `notWhitelisted` when its host is refused. */
export function checkCallbackUrl(
  ctx: SandboxContext,
  raw: string,
  notWhitelisted: string,
): string | undefined | Rejection {
  if (raw === '') return undefined;
  const url = decodeBase64Url(raw);
  if (!url) return reject('7', 'Wrong return param');
  if (!hostAllowed(ctx, url)) return reject(notWhitelisted, 'The return URL is not in the whitelist');
  return url;
}
