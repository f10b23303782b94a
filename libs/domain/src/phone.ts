/**
 * Phone numbers (purchase-flow §5), as Cambodians type them. The phone is the customer's identifier,
 * so sign-up, sign-in, checkout and every lookup must normalise the same way; this is that one way.
 */

/** E.164 allows at most 15 digits; 8 is the shortest international number in practice. */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/** Cambodia's country code: a local number (trunk prefix 0) is a Cambodian one. */
export const HOME_COUNTRY_CODE = '855';

/**
 * One number in E.164 form ('+' and digits only):
 *  - '+44 20 7946 0958', '+855 12-345 678' → the digits behind one '+' (the '+' says the country code
 *    is there);
 *  - '00 44 20…' (the international call prefix) → '+4420…';
 *  - '014 333 619', '(012) 345 678' (a local number: trunk prefix 0) → '+85514333619', '+85512345678';
 *  - '855 12 345 678' (digits without '+' or 0) → '+85512345678' (the country code typed without '+').
 * Input without any digit gives '' (not a lone '+'), so an empty field stays empty and fails
 * "required". Idempotent: a normalised number normalises to itself.
 */
export function normalisePhone(input: string): string {
  const text = (input ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  if (text.startsWith('+')) return `+${digits}`;
  // 00 is the international prefix; alone it is no number at all
  if (digits.startsWith('00')) return digits.length > 2 ? `+${digits.slice(2)}` : '';
  if (digits.startsWith('0')) return `+${HOME_COUNTRY_CODE}${digits.slice(1)}`;
  return `+${digits}`;
}

/**
 * True when the number, once normalised, looks like an international (E.164) number: 8 to 15 digits
 * and no leading 0 behind the '+' (country codes never start with 0). A plausibility check only;
 * whether the number exists is not knowable here.
 */
export function isPlausiblePhone(input: string): boolean {
  const digits = normalisePhone(input).slice(1);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS && digits[0] !== '0';
}
