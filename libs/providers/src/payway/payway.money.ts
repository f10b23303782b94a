import { ProviderError } from '../http/provider-error';
import type { PaywayCurrency, PaywayMoney } from './payway.types';

/** Minor units to PayWay's wire decimal string: USD "10.50", KHR "40000" (integer riels). */
export function formatPaywayAmount(minor: number, currency: PaywayCurrency): string {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new ProviderError(
      'payway',
      'INVALID_AMOUNT',
      `amount must be a non-negative integer of minor units`,
      false,
    );
  }
  if (currency === 'KHR') return String(minor);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** A JSON amount (10.5, "10.50", 40000) back to minor units; undefined when it is not a number. */
export function parsePaywayAmount(value: unknown, currency: PaywayCurrency): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number)) return undefined;
  return currency === 'KHR' ? Math.round(number) : Math.round(number * 100);
}

export const asCurrency = (value: unknown): PaywayCurrency | undefined =>
  value === 'USD' || value === 'KHR' ? value : undefined;

export function moneyOf(value: unknown, currency: unknown): PaywayMoney | undefined {
  const code = asCurrency(currency);
  const minor = code ? parsePaywayAmount(value, code) : undefined;
  return code && minor !== undefined ? { amountMinor: minor, currency: code } : undefined;
}
