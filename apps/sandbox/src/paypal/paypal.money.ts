/** PayPal amounts: decimal strings with currency-specific precision, handled as integer minor units. */

const ZERO_DECIMALS = new Set(['JPY', 'HUF', 'TWD']);
/** Currencies the sandbox accepts (KHR is deliberately absent: PayPal does not settle it). */
export const SUPPORTED_CURRENCIES = new Set([
  'USD',
  'EUR',
  'GBP',
  'AUD',
  'CAD',
  'SGD',
  'HKD',
  'JPY',
  'THB',
  'CHF',
  'NZD',
  'SEK',
  'DKK',
  'NOK',
  'PLN',
  'CZK',
  'HUF',
  'ILS',
  'MXN',
  'PHP',
  'TWD',
  'CNY',
  'MYR',
  'BRL',
]);

export const decimalsOf = (currency: string): number => (ZERO_DECIMALS.has(currency) ? 0 : 2);

/** 'INVALID' for a non-number, 'DECIMAL_PRECISION' for too many decimals, else minor units. */
export function toMinor(value: unknown, currency: string): number | 'INVALID' | 'DECIMAL_PRECISION' {
  if (typeof value !== 'string') return 'INVALID';
  const match = /^(-?)(\d{1,10})(?:\.(\d+))?$/.exec(value);
  if (!match) return 'INVALID';
  const [, sign, whole, fraction = ''] = match;
  const decimals = decimalsOf(currency);
  if (fraction.length > decimals) return 'DECIMAL_PRECISION';
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return sign ? -minor : minor;
}

export function fromMinor(minor: number, currency: string): string {
  const decimals = decimalsOf(currency);
  if (decimals === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
