import {
  CART_MIN_QUANTITY,
  DAYPASS_MAX_DAYS,
  DAYPASS_MIN_DAYS,
  PRICING_MARKUP_FACTOR,
  PROCESSING_FEE_CENTS,
} from './constants';
import { DayPassDaysError, PricingError } from './errors';
import {
  decimalRatio,
  divideRounded,
  isCents,
  multiplyCents,
  roundUpToWholeDollar,
  scaleCents,
  sumCents,
} from './money';

/**
 * The spec's price rules, in integer cents. One rule, one function: the API prices carts and orders
 * with these, and the web shows the same numbers.
 */

const assertPrice = (cents: number, what: string): void => {
  if (!isCents(cents) || cents < 0) {
    throw new PricingError(`${what} must be a non-negative whole number of cents, got ${String(cents)}`);
  }
};

const assertQuantity = (quantity: number): void => {
  if (!Number.isSafeInteger(quantity) || quantity < CART_MIN_QUANTITY) {
    throw new PricingError(
      `quantity must be a whole number ≥ ${CART_MIN_QUANTITY}, got ${String(quantity)}`,
      'INVALID_QUANTITY',
    );
  }
};

/** Throws DayPassDaysError unless days is a whole number from DAYPASS_MIN_DAYS to DAYPASS_MAX_DAYS. */
export function assertDayPassDays(days: number): void {
  if (!Number.isInteger(days) || days < DAYPASS_MIN_DAYS || days > DAYPASS_MAX_DAYS) {
    throw new DayPassDaysError(days, DAYPASS_MIN_DAYS, DAYPASS_MAX_DAYS);
  }
}

export const isValidDayPassDays = (days: number): boolean =>
  Number.isInteger(days) && days >= DAYPASS_MIN_DAYS && days <= DAYPASS_MAX_DAYS;

/**
 * Retail price from the provider's wholesale price (admin spec §9: "Pricing markup: 5x, with prices
 * rounded to .00").
 *
 * Decision: ".00" means the retail price is a whole dollar, and the rounding goes UP (ceiling of
 * wholesale × factor to the next whole dollar), because
 *  - every other rounding rule in the spec rounds up (DayPass price, fixed price on detail, the
 *    payment dialog total), so a catalogue price that is already a whole dollar stays unchanged
 *    through all of them and the customer pays exactly the price first shown;
 *  - rounding up never sells below the intended margin; rounding to nearest could.
 * The markup itself is exact (the factor is read as a decimal ratio, e.g. 2.5 = 25/10).
 */
export function retailFromWholesale(
  wholesaleCents: number,
  markupFactor: number = PRICING_MARKUP_FACTOR,
): number {
  assertPrice(wholesaleCents, 'wholesale price');
  if (typeof markupFactor !== 'number' || !Number.isFinite(markupFactor) || markupFactor < 1) {
    throw new PricingError(`markup factor must be a finite number ≥ 1, got ${String(markupFactor)}`);
  }
  return roundUpToWholeDollar(scaleCents(wholesaleCents, markupFactor, 'up'));
}

/**
 * Admin bulk price change by a percentage (admin spec §7 bulk-price-update): price × (1 + p/100),
 * rounded up to a whole dollar so retail prices keep the ".00" rule. The percentage must be greater
 * than −100 (a price cannot become zero or negative this way).
 */
export function adjustRetailPrice(priceCents: number, percentage: number): number {
  assertPrice(priceCents, 'price');
  if (typeof percentage !== 'number' || !Number.isFinite(percentage) || percentage <= -100) {
    throw new PricingError(`percentage must be a finite number greater than -100, got ${String(percentage)}`);
  }
  const { numerator, denominator } = decimalRatio(percentage);
  // factor = 1 + numerator / (denominator × 100) = (100·denominator + numerator) / (100·denominator)
  const scaled = divideRounded(
    BigInt(priceCents) * (100n * denominator + numerator),
    100n * denominator,
    'up',
  );
  const cents = Number(scaled);
  if (!Number.isSafeInteger(cents)) throw new PricingError('adjusted price is out of range');
  return roundUpToWholeDollar(cents);
}

/**
 * DayPass price (purchase-flow §9): per-day base price (plan price ÷ plan days) × chosen days,
 * rounded UP to a whole dollar. Computed exactly as ⌈price × chosenDays / planDays⌉ in cents, then
 * up to the dollar; the per-day price is never rounded on its own (that would drift with the days).
 * @throws DayPassDaysError when chosenDays is not a whole number from 1 to 30
 * @throws PricingError when the price is negative / not whole cents, or planDays is not a whole number ≥ 1
 */
export function dayPassPrice(planPriceCents: number, planDays: number, chosenDays: number): number {
  assertPrice(planPriceCents, 'plan price');
  if (!Number.isSafeInteger(planDays) || planDays < 1) {
    throw new PricingError(`plan days must be a whole number ≥ 1, got ${String(planDays)}`);
  }
  assertDayPassDays(chosenDays);
  const exactCeil = divideRounded(BigInt(planPriceCents) * BigInt(chosenDays), BigInt(planDays), 'up');
  return roundUpToWholeDollar(Number(exactCeil));
}

/**
 * DayPass renewal price (customer-area §5): "price = unit price times days, 2 decimals". Unlike the
 * purchase DayPass price this rule has no whole-dollar rounding, so none is applied: the renewal
 * screen and the renewal order both charge exactly unit × days.
 */
export function dayPassRenewalPrice(unitPriceCents: number, days: number): number {
  assertPrice(unitPriceCents, 'unit price');
  assertDayPassDays(days);
  return multiplyCents(unitPriceCents, days);
}

/** Fixed plan price as shown (and charged) on the detail screen: rounded up to a whole dollar. */
export function fixedPlanDisplayPrice(priceCents: number): number {
  assertPrice(priceCents, 'price');
  return roundUpToWholeDollar(priceCents);
}

/** What one unit of a catalogue package costs: the DayPass rule for day passes, else the fixed rule. */
export function packageUnitPrice(
  pkg: { priceCents: number; days: number; isDayPass: boolean },
  chosenDays?: number,
): number {
  if (pkg.isDayPass) {
    if (chosenDays === undefined) throw new DayPassDaysError(chosenDays, DAYPASS_MIN_DAYS, DAYPASS_MAX_DAYS);
    return dayPassPrice(pkg.priceCents, pkg.days, chosenDays);
  }
  return fixedPlanDisplayPrice(pkg.priceCents);
}

/**
 * A renewal's unit price (customer-area §5): a fixed plan costs what it costs to buy; a DayPass its
 * one-day purchase price (the "unit price" the renewal screen multiplies by the days).
 */
export function renewalUnitPrice(pkg: { priceCents: number; days: number; isDayPass: boolean }): number {
  return packageUnitPrice(pkg, pkg.isDayPass ? 1 : undefined);
}

/** A renewal's price: the unit price, times the days for a DayPass (dayPassRenewalPrice, no rounding). */
export function renewalPrice(
  pkg: { priceCents: number; days: number; isDayPass: boolean },
  days?: number,
): number {
  const unit = renewalUnitPrice(pkg);
  if (!pkg.isDayPass) return unit;
  if (days === undefined) throw new DayPassDaysError(days, DAYPASS_MIN_DAYS, DAYPASS_MAX_DAYS);
  return dayPassRenewalPrice(unit, days);
}

/**
 * One cart line as the cart rules see it. `customPriceCents` is the per-unit price set for a DayPass
 * line (its dayPassPrice); the server computes it itself and never takes it from the browser.
 */
export interface CartLine {
  readonly priceCents: number;
  readonly customPriceCents?: number | null;
  readonly quantity: number;
}

/** Per-unit price of a line: customPrice if present, else the package price (purchase-flow §9). */
export function cartLineUnitPrice(line: CartLine): number {
  const unit = line.customPriceCents ?? line.priceCents;
  assertPrice(unit, 'line price');
  return unit;
}

/** Line total: unit price × quantity; quantity is a whole number ≥ 1. */
export function cartLineTotal(line: CartLine): number {
  assertQuantity(line.quantity);
  return multiplyCents(cartLineUnitPrice(line), line.quantity);
}

/** Cart total: the sum of the line totals. An empty cart is 0. */
export function cartTotal(lines: readonly CartLine[]): number {
  return sumCents(lines.map(cartLineTotal));
}

/** Item count shown with the cart: the sum of the quantities. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => {
    assertQuantity(line.quantity);
    return count + line.quantity;
  }, 0);
}

export interface CartSummary {
  readonly itemCount: number;
  readonly subtotalCents: number;
  readonly processingFeeCents: number;
  readonly totalCents: number;
}

/**
 * Subtotal, the always-zero processing fee, and the total shown on the cart and checkout. In renewal
 * mode the total (and subtotal) is the renewal amount instead of the cart (purchase-flow §9).
 */
export function cartSummary(
  lines: readonly CartLine[],
  options: { renewalAmountCents?: number } = {},
): CartSummary {
  const itemCount = cartItemCount(lines);
  let subtotalCents: number;
  if (options.renewalAmountCents !== undefined) {
    assertPrice(options.renewalAmountCents, 'renewal amount');
    subtotalCents = options.renewalAmountCents;
  } else {
    subtotalCents = cartTotal(lines);
  }
  return {
    itemCount,
    subtotalCents,
    processingFeeCents: PROCESSING_FEE_CENTS,
    totalCents: sumCents([subtotalCents, PROCESSING_FEE_CENTS]),
  };
}

/**
 * Payment dialog total (purchase-flow §5, last bullet): the day-pass price if given, else the
 * package price, else Σ price × quantity over the cart lines; then rounded up to a whole dollar.
 * Decisions: "given" means not null/undefined (a 0 is a given price, unlike the old `||` chain);
 * cart lines use the cart's own unit price rule (customPrice first), so a DayPass line is not
 * undercharged at its package price. With nothing given the total is 0.
 */
export function paymentDialogTotal(input: {
  dayPassPriceCents?: number | null;
  packagePriceCents?: number | null;
  cartLines?: readonly CartLine[] | null;
}): number {
  let amount: number;
  if (input.dayPassPriceCents !== undefined && input.dayPassPriceCents !== null) {
    assertPrice(input.dayPassPriceCents, 'day-pass price');
    amount = input.dayPassPriceCents;
  } else if (input.packagePriceCents !== undefined && input.packagePriceCents !== null) {
    assertPrice(input.packagePriceCents, 'package price');
    amount = input.packagePriceCents;
  } else {
    amount = cartTotal(input.cartLines ?? []);
  }
  return roundUpToWholeDollar(amount);
}
