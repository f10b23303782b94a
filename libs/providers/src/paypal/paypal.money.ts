import { ProviderError } from '../http/provider-error';
import type { PaypalMoney } from './paypal.types';

/** PayPal amounts are decimal strings with currency precision; converted without floating point. */

const ZERO_DECIMALS = new Set(['JPY', 'HUF', 'TWD']);

export const paypalDecimals = (currency: string): number =>
  ZERO_DECIMALS.has(currency.toUpperCase()) ? 0 : 2;

export function formatPaypalAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new ProviderError(
      'paypal',
      'INVALID_AMOUNT',
      'amount must be a non-negative integer of minor units',
      false,
    );
  }
  if (paypalDecimals(currency) === 0) return String(minor);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function parsePaypalAmount(value: unknown, currency: string): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return undefined;
  const decimals = paypalDecimals(currency);
  const fraction = (match[2] ?? '').padEnd(decimals, '0').slice(0, decimals);
  return Number(match[1]) * 10 ** decimals + (fraction ? Number(fraction) : 0);
}

export const toWireMoney = (money: PaypalMoney): { currency_code: string; value: string } => ({
  currency_code: money.currency,
  value: formatPaypalAmount(money.amountMinor, money.currency),
});

export function fromWireMoney(value: unknown): PaypalMoney | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { currency_code: currency, value: amount } = value as { currency_code?: unknown; value?: unknown };
  if (typeof currency !== 'string') return undefined;
  const minor = parsePaypalAmount(amount, currency);
  return minor === undefined ? undefined : { amountMinor: minor, currency };
}
