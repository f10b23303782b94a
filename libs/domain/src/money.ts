import { MoneyError } from './errors';

/**
 * Money is an integer number of minor units ("cents"; for KHR, whole riel) everywhere in code and in
 * the database (DESIGN §2). A JavaScript number holds any integer up to 2^53 - 1 exactly, which is
 * far beyond any order, so cents stay plain numbers; every operation here keeps them integers and
 * refuses to produce an unsafe one. Scaling by a fractional factor goes through BigInt, never through
 * float multiplication.
 */
export type CurrencyCode = 'USD' | 'KHR';

/** Digits after the decimal point in each currency's amount text. */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<CurrencyCode, number>> = Object.freeze({
  USD: 2,
  KHR: 0,
});

/** How a result between two whole cents (or dollars) is settled. */
export type Rounding =
  /** Towards +∞ (ceiling). The spec's "rounded up". */
  | 'up'
  /** Towards −∞ (floor). */
  | 'down'
  /** To the nearest; an exact half goes towards +∞. */
  | 'half-up';

export const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

export function assertCents(value: unknown, what = 'amount'): asserts value is number {
  if (!isCents(value))
    throw new MoneyError(`${what} must be a safe integer number of cents, got ${String(value)}`);
}

const minorDigits = (currency: CurrencyCode): number => {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (digits === undefined) throw new MoneyError(`unknown currency ${String(currency)}`);
  return digits;
};

const toSafeNumber = (value: bigint, what: string): number => {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new MoneyError(`${what} is out of the safe integer range`);
  return result === 0 ? 0 : result; // never -0
};

const STRICT_DECIMAL = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/;

/**
 * Parses an amount text such as '10.00', '10.5' or '10' into cents (1000, 1050, 1000).
 * Strict: no spaces, no '+', no thousands separators, no exponent, no leading zeros ('010'), no bare
 * '.5' or '5.', and no more decimals than the currency has (USD 2, KHR none). Negative amounts are
 * refused unless `allowNegative` is set (prices and totals are never negative).
 */
export function fromDecimalString(
  text: string,
  currency: CurrencyCode = 'USD',
  options: { allowNegative?: boolean } = {},
): number {
  if (typeof text !== 'string') throw new MoneyError(`amount text must be a string, got ${typeof text}`);
  const match = STRICT_DECIMAL.exec(text);
  if (!match) throw new MoneyError(`'${text}' is not a decimal amount`);
  const [, sign, whole, fraction = ''] = match;
  const digits = minorDigits(currency);
  if (fraction.length > digits) {
    throw new MoneyError(`'${text}' has more than ${digits} decimal(s) for ${currency}`);
  }
  if (sign && !options.allowNegative) throw new MoneyError(`'${text}' is negative`);
  const magnitude = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return toSafeNumber(sign ? -magnitude : magnitude, `'${text}'`);
}

/**
 * Converts an amount that arrived as a JSON number in major units (the provider's `price: 2.66`)
 * into cents. The number's shortest decimal form must itself be a valid amount, so 2.66 → 266 while
 * 2.665, 1e-7 or NaN are refused rather than silently rounded.
 */
export function fromMajorUnits(
  amount: number,
  currency: CurrencyCode = 'USD',
  options: { allowNegative?: boolean } = {},
): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new MoneyError(`amount must be a finite number, got ${String(amount)}`);
  }
  return fromDecimalString(String(amount === 0 ? 0 : amount), currency, options);
}

/** Cents as amount text: 1000 → '10.00' (USD), 1000 → '1000' (KHR), -5 → '-0.05'. */
export function toDecimalString(cents: number, currency: CurrencyCode = 'USD'): string {
  assertCents(cents);
  const digits = minorDigits(currency);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  if (digits === 0) return `${sign}${magnitude}`;
  const scale = 10 ** digits;
  const whole = Math.floor(magnitude / scale);
  const fraction = String(magnitude % scale).padStart(digits, '0');
  return `${sign}${whole}.${fraction}`;
}

/** '$10.00'; negative amounts as '-$10.00'. No thousands separators (the product never showed any). */
export function formatUsd(cents: number): string {
  const text = toDecimalString(cents, 'USD');
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** The smallest whole-dollar amount that is ≥ cents (ceiling to a multiple of 100). */
export function roundUpToWholeDollar(cents: number): number {
  assertCents(cents);
  const remainder = cents % 100;
  if (remainder === 0) return cents;
  const result = remainder > 0 ? cents - remainder + 100 : cents - remainder;
  if (!Number.isSafeInteger(result)) throw new MoneyError('rounded amount is out of the safe integer range');
  return result === 0 ? 0 : result;
}

/** cents × a whole count (a quantity, a number of days), exactly. */
export function multiplyCents(cents: number, count: number): number {
  assertCents(cents);
  if (!Number.isSafeInteger(count))
    throw new MoneyError(`count must be a safe integer, got ${String(count)}`);
  return toSafeNumber(BigInt(cents) * BigInt(count), 'product');
}

/** Sum of cent amounts; refuses any non-integer term and an unsafe total. */
export function sumCents(values: Iterable<number>): number {
  let total = 0n;
  for (const value of values) {
    assertCents(value, 'term');
    total += BigInt(value);
  }
  return toSafeNumber(total, 'sum');
}

/** A decimal number as an exact fraction numerator/denominator (denominator a power of ten). */
export interface DecimalRatio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const DECIMAL_WITH_EXPONENT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a decimal factor (5, '1.15', 0.9, 1e-3) as an exact ratio, so that 1.15 means 115/100 and
 * not the binary double closest to it. Numbers are read through their shortest decimal form.
 */
export function decimalRatio(value: number | string): DecimalRatio {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : '';
  const match = DECIMAL_WITH_EXPONENT.exec(text);
  if (!match) throw new MoneyError(`'${String(value)}' is not a decimal number`);
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  if (Math.abs(exponent) > 400) throw new MoneyError(`'${String(value)}' is out of range`);
  let numerator = BigInt(whole + fraction);
  let denominator = 1n;
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
  else denominator = 10n ** BigInt(-exponent);
  return { numerator: sign ? -numerator : numerator, denominator };
}

/** numerator / denominator (denominator > 0) rounded to a whole number as asked. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator <= 0n) throw new MoneyError('denominator must be positive');
  const truncated = numerator / denominator;
  const floor = numerator % denominator !== 0n && numerator < 0n ? truncated - 1n : truncated;
  const rest = numerator - floor * denominator; // 0 ≤ rest < denominator
  if (rest === 0n) return floor;
  switch (rounding) {
    case 'down':
      return floor;
    case 'up':
      return floor + 1n;
    case 'half-up':
      return 2n * rest >= denominator ? floor + 1n : floor;
  }
}

/**
 * cents × a non-negative decimal factor, exact, then rounded to a whole cent as asked. Use it for a
 * markup or a percentage; `scaleCents(266, 5, 'up')` is 1330, `scaleCents(999, '1.15', 'half-up')`
 * is 1149 (1148.85 exactly), with no float drift.
 */
export function scaleCents(cents: number, factor: number | string, rounding: Rounding): number {
  assertCents(cents);
  const ratio = decimalRatio(factor);
  if (ratio.numerator < 0n) throw new MoneyError(`factor must not be negative, got ${String(factor)}`);
  return toSafeNumber(
    divideRounded(BigInt(cents) * ratio.numerator, ratio.denominator, rounding),
    'scaled amount',
  );
}
