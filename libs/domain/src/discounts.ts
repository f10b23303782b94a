import { divideRounded } from './money';

/**
 * Discount codes: which orders a code may price, and by how much each line is reduced. One rule,
 * used by the checkout (create-order and the code check) and shown as is by the web.
 */

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code as typed is matched without case or spaces around it: stored upper-case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const normalizeDiscountCode = (typed: string): string => typed.trim().toUpperCase();

/** Why a code cannot price this order; each has its own message in both languages. */
export const DISCOUNT_REFUSALS = [
  'DISCOUNT_UNKNOWN',
  'DISCOUNT_INACTIVE',
  'DISCOUNT_NOT_YET_VALID',
  'DISCOUNT_EXPIRED',
  'DISCOUNT_LIMIT_REACHED',
  'DISCOUNT_CUSTOMER_LIMIT_REACHED',
  'DISCOUNT_FIRST_ORDER_ONLY',
  'DISCOUNT_NOT_FOR_THESE_PLANS',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

export interface DiscountRule {
  kind: DiscountKind;
  /** Whole percent, 1–100 (percent codes). */
  percent: number | null;
  /** Integer cents off the eligible lines together (fixed codes). */
  amountCents: number | null;
  /** Only these packages (empty: any). */
  packageIds: readonly number[];
  /** Only packages of these destinations, by country code (empty: any). */
  countryCodes: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
  /** Uses across all customers (null: no limit). */
  totalLimit: number | null;
  /** Uses per customer (null: no limit). */
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  /** The owner allowed prices below the provider's cost. */
  belowCostAllowed: boolean;
  active: boolean;
}

/** One order line as the rule sees it: what it costs the customer and what it costs the shop. */
export interface DiscountLine {
  packageId: number;
  countryCode: string;
  lineCents: number;
  /** The provider's price for the line (wholesale × quantity): the floor unless belowCostAllowed. */
  costCents: number;
}

/** What a customer's history says about a code, read under the code's lock. */
export interface DiscountUse {
  now: Date;
  /** Uses of the code by every customer (orders not cancelled unpaid). */
  totalUses: number;
  /** Uses of the code by this customer. */
  customerUses: number;
  /** Whether this customer has an earlier order that was not cancelled unpaid. */
  hasEarlierOrder: boolean;
}

const eligible = (rule: DiscountRule, line: DiscountLine): boolean =>
  (rule.packageIds.length === 0 || rule.packageIds.includes(line.packageId)) &&
  (rule.countryCodes.length === 0 || rule.countryCodes.includes(line.countryCode.toUpperCase()));

/** Why the code may not price these lines now, or null when it may. */
export function discountRefusal(
  rule: DiscountRule,
  lines: readonly DiscountLine[],
  use: DiscountUse,
): DiscountRefusal | null {
  if (!rule.active) return 'DISCOUNT_INACTIVE';
  if (rule.startsAt && use.now < rule.startsAt) return 'DISCOUNT_NOT_YET_VALID';
  if (rule.endsAt && use.now >= rule.endsAt) return 'DISCOUNT_EXPIRED';
  if (rule.totalLimit !== null && use.totalUses >= rule.totalLimit) return 'DISCOUNT_LIMIT_REACHED';
  if (rule.perCustomerLimit !== null && use.customerUses >= rule.perCustomerLimit)
    return 'DISCOUNT_CUSTOMER_LIMIT_REACHED';
  if (rule.firstOrderOnly && use.hasEarlierOrder) return 'DISCOUNT_FIRST_ORDER_ONLY';
  if (!lines.some((line) => eligible(rule, line))) return 'DISCOUNT_NOT_FOR_THESE_PLANS';
  return null;
}

/**
 * Cents off each line (same order as `lines`; 0 for a line the code does not cover).
 *  - percent: each eligible line × percent / 100, rounded half up (in the customer's favour);
 *  - fixed: the amount spread over the eligible lines in proportion to their prices (the cent
 *    left by rounding goes to the first line that can take it), never more than they cost;
 *  - a line never goes below $0.00, nor below its provider cost unless the code allows it: the
 *    discount is cut to the floor, not refused.
 */
export function discountLines(rule: DiscountRule, lines: readonly DiscountLine[]): number[] {
  const room = lines.map((line) =>
    eligible(rule, line) ? Math.max(0, line.lineCents - (rule.belowCostAllowed ? 0 : line.costCents)) : 0,
  );
  if (rule.kind === 'percent') {
    const percent = BigInt(rule.percent ?? 0);
    return lines.map((line, index) =>
      room[index] === 0
        ? 0
        : Math.min(room[index], Number(divideRounded(BigInt(line.lineCents) * percent, 100n, 'half-up'))),
    );
  }
  const eligibleCents = lines.reduce((sum, line) => sum + (eligible(rule, line) ? line.lineCents : 0), 0);
  const wanted = Math.min(rule.amountCents ?? 0, eligibleCents);
  if (wanted === 0) return lines.map(() => 0);
  const shares = lines.map((line, index) =>
    eligible(rule, line)
      ? Math.min(
          room[index],
          Number(divideRounded(BigInt(line.lineCents) * BigInt(wanted), BigInt(eligibleCents), 'down')),
        )
      : 0,
  );
  let left = wanted - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; index < shares.length && left > 0; index += 1) {
    const extra = Math.min(left, room[index] - shares[index]);
    shares[index] += extra;
    left -= extra;
  }
  return shares;
}
