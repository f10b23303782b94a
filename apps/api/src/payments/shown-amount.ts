import { fromDecimalString, fromMajorUnits, isDomainRuleError } from '@app/domain';

/** An amount the browser shows, in cents, or null when it sent none or none readable (it is only compared). */
export function shownAmountCents(value: unknown): number | null {
  try {
    if (typeof value === 'number') return fromMajorUnits(value);
    if (typeof value === 'string' && value.trim() !== '') return fromDecimalString(value.trim());
  } catch (error) {
    if (!isDomainRuleError(error)) throw error;
  }
  return null;
}
