import type { SandboxContext } from '../context';
import type { ApiAnswer } from '../kit/fault-injector';
import { getPaywayBehaviour } from './payway.behaviour';
import type { PaywayCurrency } from './payway.store';

/** Wire-format helpers of the PayWay sandbox: field access, amounts, dates, envelopes. */

export type Fields = Record<string, unknown>;

/** A request body (JSON, urlencoded or multipart key/values) as a plain object. */
export const fieldsOf = (body: unknown): Fields =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : {};

/** A field as text ('' when absent); numbers, as JSON clients send them, become their text. */
export function text(fields: Fields, name: string): string {
  const value = fields[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export interface Rejection {
  code: string;
  message: string;
  /** Answered as HTTP 403 (hash and merchant rejections), like the real gateway does for some. */
  http403?: boolean;
}

export const reject = (code: string, message: string, http403 = false): Rejection => ({
  code,
  message,
  http403,
});

export function rejectionAnswer(ctx: SandboxContext, rejection: Rejection, extra: Fields = {}): ApiAnswer {
  const forbidden = rejection.http403 || getPaywayBehaviour(ctx).errorsAsHttp403;
  return {
    status: forbidden ? 403 : 200,
    body: { status: { code: rejection.code, message: rejection.message, ...extra } },
  };
}

export const isRejection = (value: unknown): value is Rejection =>
  value !== null && typeof value === 'object' && 'code' in value && 'message' in value;

/**
 * Parses a wire amount into minor units (USD cents, KHR riels) with the purchase rules:
 * 3 invalid, 45 zero, 46 KHR decimals, 47 KHR below 100.
 */
export function parseAmount(raw: string, currency: PaywayCurrency): number | Rejection {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(raw.trim());
  if (!match) return reject('3', 'Invalid transaction amount');
  const [, whole, fraction = ''] = match;
  if (currency === 'KHR') {
    if (/[1-9]/.test(fraction))
      return reject('46', 'Purchase amount for KHR currency could not contain decimal place');
    const riels = Number(whole);
    if (riels === 0) return reject('45', 'Purchase with zero amount is not allowed');
    if (riels < 100) return reject('47', 'KHR amount must be greater than 100 KHR');
    return riels;
  }
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2)))
    return reject('3', 'Invalid transaction amount');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents === 0) return reject('45', 'Purchase with zero amount is not allowed');
  return cents;
}

/** Minor units as the JSON number PayWay answers with (10.5, 40000). */
export const amountNumber = (minor: number, currency: PaywayCurrency): number =>
  currency === 'KHR' ? minor : minor / 100;

/** Minor units as a wire decimal string ("10.50", "40000"). */
export const amountText = (minor: number, currency: PaywayCurrency): string =>
  currency === 'KHR' ? String(minor) : (minor / 100).toFixed(2);

const ICT_OFFSET_MS = 7 * 3600_000;

/** PayWay reports dates in Cambodia time (UTC+7) as "YYYY-MM-DD HH:mm:ss". */
export const ictDate = (ms: number): string =>
  new Date(ms + ICT_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export function parseIctDate(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value.replace(' ', 'T')}+07:00`);
  return Number.isNaN(ms) ? undefined : ms;
}

export const isReqTime = (value: string): boolean => /^\d{14}$/.test(value);

export function decodeBase64Url(value: string): string | undefined {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(value)) return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  try {
    const url = new URL(decoded);
    return url.protocol === 'http:' || url.protocol === 'https:' ? decoded : undefined;
  } catch {
    return undefined;
  }
}

export function hostAllowed(ctx: SandboxContext, url: string): boolean {
  const whitelist = getPaywayBehaviour(ctx).returnUrlWhitelist;
  return whitelist.length === 0 || whitelist.includes(new URL(url).host);
}

export const digits = (ctx: SandboxContext, count: number): string =>
  Array.from({ length: count }, () => Math.floor(ctx.random.next() * 10)).join('');

export const traceId = (ctx: SandboxContext): string =>
  Array.from({ length: 16 }, () => Math.floor(ctx.random.next() * 16).toString(16)).join('');
