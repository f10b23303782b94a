/**
 * Phone numbers (purchase-flow §5): "strip all non-digits and add a leading '+' if missing".
 * The phone is the customer's identifier, so sign-up, sign-in and every lookup must normalise the
 * same way; this is that one way.
 */

/** E.164 allows at most 15 digits; 8 is the shortest international number in practice. */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/**
 * '+855 12-345 678' → '+85512345678', '(012) 345 678' → '+012345678'. Only digits survive, then one
 * '+' goes in front. Input without any digit gives '' (not a lone '+'), so an empty field stays empty
 * and fails "required". No country code is guessed: the spec adds none and the form asks for the
 * international format. Idempotent.
 */
export function normalisePhone(input: string): string {
  const digits = (input ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/**
 * True when the normalised number looks like an international (E.164) number: 8 to 15 digits and no
 * leading 0 (country codes never start with 0, so '012 345 678' is a local number that needs its
 * country code). A plausibility check only; whether the number exists is not knowable here.
 */
export function isPlausiblePhone(input: string): boolean {
  const digits = normalisePhone(input).slice(1);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS && digits[0] !== '0';
}
