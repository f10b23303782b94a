/** The fewest digits a phone number must share with the order's (a local number without its country code). */
const PHONE_MATCH_MIN_DIGITS = 8;

/**
 * Find my order's check: the email used for the order (any case), or its phone number, written
 * internationally or locally ('+855 12 345 678', '012 345 678' and '12345678' match the same order).
 */
export function contactMatches(
  order: { customerEmail: string | null; customerPhone: string },
  contact: string,
): boolean {
  const given = contact.trim();
  if (!given) return false;
  if (given.includes('@'))
    return Boolean(order.customerEmail) && order.customerEmail!.toLowerCase() === given.toLowerCase();
  const digits = given.replace(/\D/g, '').replace(/^0+/, '');
  const stored = order.customerPhone.replace(/\D/g, '');
  return digits.length >= PHONE_MATCH_MIN_DIGITS && stored.endsWith(digits);
}
