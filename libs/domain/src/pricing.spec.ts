import * as fc from 'fast-check';
import { DayPassDaysError, DomainRuleError, PricingError } from './errors';
import {
  adjustRetailPrice,
  assertDayPassDays,
  type CartLine,
  cartItemCount,
  cartLineTotal,
  cartLineUnitPrice,
  cartSummary,
  cartTotal,
  dayPassPrice,
  dayPassRenewalPrice,
  renewalPrice,
  renewalUnitPrice,
  fixedPlanDisplayPrice,
  isValidDayPassDays,
  packageUnitPrice,
  paymentDialogTotal,
  retailFromWholesale,
} from './pricing';

const price = fc.integer({ min: 0, max: 10_000_00 }); // up to $10,000
const days = fc.integer({ min: 1, max: 30 });
const planDays = fc.integer({ min: 1, max: 365 });

describe('retailFromWholesale', () => {
  it('applies the 5x markup and rounds up to a whole dollar', () => {
    expect(retailFromWholesale(266)).toBe(1400); // 2.66 × 5 = 13.30 → 14.00
    expect(retailFromWholesale(200)).toBe(1000); // already whole: unchanged
    expect(retailFromWholesale(0)).toBe(0);
    expect(retailFromWholesale(1)).toBe(100);
    expect(retailFromWholesale(101, 2.5)).toBe(300); // 2.525 → 3.00
  });

  it('refuses bad inputs', () => {
    expect(() => retailFromWholesale(-1)).toThrow(PricingError);
    expect(() => retailFromWholesale(1.5)).toThrow(PricingError);
    expect(() => retailFromWholesale(100, 0.5)).toThrow(PricingError);
    expect(() => retailFromWholesale(100, Number.NaN)).toThrow(PricingError);
  });

  it('is a whole dollar, never below 5 × wholesale, less than a dollar above it (property)', () => {
    fc.assert(
      fc.property(price, (wholesale) => {
        const retail = retailFromWholesale(wholesale);
        expect(retail % 100).toBe(0);
        expect(retail).toBeGreaterThanOrEqual(wholesale * 5);
        expect(retail - wholesale * 5).toBeLessThan(100);
      }),
    );
  });
});

describe('adjustRetailPrice', () => {
  it('applies a percentage and keeps whole dollars', () => {
    expect(adjustRetailPrice(1000, 10)).toBe(1100);
    expect(adjustRetailPrice(1000, -10)).toBe(900);
    expect(adjustRetailPrice(999, 10)).toBe(1100); // 10.989 → 11.00
    expect(adjustRetailPrice(1000, 0.5)).toBe(1100); // 10.05 → 11.00
    expect(adjustRetailPrice(1000, 0)).toBe(1000);
  });

  it('refuses −100 % and below, and non-numbers', () => {
    expect(() => adjustRetailPrice(1000, -100)).toThrow(PricingError);
    expect(() => adjustRetailPrice(1000, Number.NaN)).toThrow(PricingError);
  });

  it('is a whole dollar ≥ the exact adjusted price (property)', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: -99, max: 500 }), (cents, percent) => {
        const adjusted = adjustRetailPrice(cents, percent);
        expect(adjusted % 100).toBe(0);
        expect(adjusted * 100).toBeGreaterThanOrEqual(cents * (100 + percent));
        expect((adjusted - 100) * 100).toBeLessThan(cents * (100 + percent));
      }),
    );
  });
});

describe('dayPassPrice', () => {
  it('multiplies the per-day price and rounds up to a whole dollar', () => {
    expect(dayPassPrice(137, 1, 3)).toBe(500); // 4.11 → 5.00
    expect(dayPassPrice(1000, 7, 7)).toBe(1000);
    expect(dayPassPrice(1000, 3, 1)).toBe(400); // 3.333… → 4.00
    expect(dayPassPrice(500, 1, 30)).toBe(15000);
    expect(dayPassPrice(0, 1, 5)).toBe(0);
  });

  it.each([0, 31, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %p days with a typed error',
    (bad) => {
      expect(() => dayPassPrice(100, 1, bad)).toThrow(DayPassDaysError);
      try {
        dayPassPrice(100, 1, bad);
      } catch (error) {
        expect((error as DomainRuleError).code).toBe('DAYPASS_DAYS_OUT_OF_RANGE');
        expect((error as DayPassDaysError).days).toBe(bad);
      }
    },
  );

  it('refuses bad plan prices and plan days', () => {
    expect(() => dayPassPrice(-1, 1, 1)).toThrow(PricingError);
    expect(() => dayPassPrice(10.5, 1, 1)).toThrow(PricingError);
    expect(() => dayPassPrice(100, 0, 1)).toThrow(PricingError);
    expect(() => dayPassPrice(100, 1.5, 1)).toThrow(PricingError);
  });

  it('is always a whole dollar, ≥ the exact product, and less than a dollar above it (property)', () => {
    fc.assert(
      fc.property(price, planDays, days, (cents, per, chosen) => {
        const result = dayPassPrice(cents, per, chosen);
        expect(result % 100).toBe(0);
        // exact product = cents × chosen / per
        expect(result * per).toBeGreaterThanOrEqual(cents * chosen);
        expect((result - 100) * per).toBeLessThan(cents * chosen);
      }),
    );
  });

  it('never decreases when more days are chosen (property)', () => {
    fc.assert(
      fc.property(price, planDays, days, days, (cents, per, a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        expect(dayPassPrice(cents, per, few)).toBeLessThanOrEqual(dayPassPrice(cents, per, many));
      }),
    );
  });

  it('charges the plan price for the plan length when that price is a whole dollar (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 30 }), (dollars, per) => {
        expect(dayPassPrice(dollars * 100, per, per)).toBe(dollars * 100);
      }),
    );
  });
});

describe('DayPass days', () => {
  it('accepts exactly the whole numbers 1..30', () => {
    expect(isValidDayPassDays(1)).toBe(true);
    expect(isValidDayPassDays(30)).toBe(true);
    expect(isValidDayPassDays(0)).toBe(false);
    expect(isValidDayPassDays(31)).toBe(false);
    expect(isValidDayPassDays(2.5)).toBe(false);
    expect(() => assertDayPassDays(30)).not.toThrow();
    expect(() => assertDayPassDays(31)).toThrow(DayPassDaysError);
  });
});

describe('dayPassRenewalPrice', () => {
  it('is unit × days with no rounding', () => {
    expect(dayPassRenewalPrice(137, 7)).toBe(959);
    expect(() => dayPassRenewalPrice(137, 31)).toThrow(DayPassDaysError);
    expect(() => dayPassRenewalPrice(-1, 3)).toThrow(PricingError);
  });
});

describe('fixedPlanDisplayPrice and packageUnitPrice', () => {
  it('rounds a fixed price up to a whole dollar', () => {
    expect(fixedPlanDisplayPrice(1099)).toBe(1100);
    expect(fixedPlanDisplayPrice(1000)).toBe(1000);
    expect(() => fixedPlanDisplayPrice(-100)).toThrow(PricingError);
  });

  it('uses the DayPass rule for day passes and the fixed rule otherwise', () => {
    expect(packageUnitPrice({ priceCents: 137, days: 1, isDayPass: true }, 3)).toBe(500);
    expect(packageUnitPrice({ priceCents: 1099, days: 7, isDayPass: false })).toBe(1100);
    expect(packageUnitPrice({ priceCents: 1099, days: 7, isDayPass: false }, 3)).toBe(1100);
    expect(() => packageUnitPrice({ priceCents: 137, days: 1, isDayPass: true })).toThrow(DayPassDaysError);
  });
});

describe('cart', () => {
  const line = (priceCents: number, quantity: number, customPriceCents?: number | null): CartLine => ({
    priceCents,
    quantity,
    customPriceCents,
  });

  it('prices a line with its custom price when present', () => {
    expect(cartLineUnitPrice(line(1000, 1, 500))).toBe(500);
    expect(cartLineUnitPrice(line(1000, 1, null))).toBe(1000);
    expect(cartLineUnitPrice(line(1000, 1, 0))).toBe(0);
    expect(cartLineTotal(line(1000, 3))).toBe(3000);
    expect(cartLineTotal(line(1000, 2, 700))).toBe(1400);
  });

  it('refuses quantities below 1 or fractional', () => {
    for (const quantity of [0, -1, 1.5]) {
      expect(() => cartLineTotal(line(1000, quantity))).toThrow(PricingError);
      try {
        cartLineTotal(line(1000, quantity));
      } catch (error) {
        expect((error as DomainRuleError).code).toBe('INVALID_QUANTITY');
      }
    }
  });

  it('sums lines; an empty cart is free', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartTotal([line(1000, 2), line(500, 1, 300)])).toBe(2300);
    expect(cartItemCount([line(1000, 2), line(500, 3)])).toBe(5);
  });

  it('summarises with a zero processing fee, and uses the renewal amount in renewal mode', () => {
    expect(cartSummary([line(1000, 2)])).toEqual({
      itemCount: 2,
      subtotalCents: 2000,
      processingFeeCents: 0,
      totalCents: 2000,
    });
    expect(cartSummary([], { renewalAmountCents: 1500 })).toEqual({
      itemCount: 0,
      subtotalCents: 1500,
      processingFeeCents: 0,
      totalCents: 1500,
    });
  });

  const cartLine = fc.record({
    priceCents: price,
    quantity: fc.integer({ min: 1, max: 20 }),
    customPriceCents: fc.option(price, { nil: undefined }),
  });

  it('total = Σ unit × quantity, independent of line order (property)', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 20 }), (lines) => {
        const expected = lines.reduce((sum, l) => sum + (l.customPriceCents ?? l.priceCents) * l.quantity, 0);
        expect(cartTotal(lines)).toBe(expected);
        expect(cartTotal([...lines].reverse())).toBe(expected);
        expect(cartSummary(lines).totalCents).toBe(expected);
      }),
    );
  });
});

describe('paymentDialogTotal', () => {
  it('prefers the day-pass price, then the package price, then the cart', () => {
    const cartLines = [{ priceCents: 1000, quantity: 2 }];
    expect(paymentDialogTotal({ dayPassPriceCents: 700, packagePriceCents: 900, cartLines })).toBe(700);
    expect(paymentDialogTotal({ packagePriceCents: 950, cartLines })).toBe(1000);
    expect(paymentDialogTotal({ cartLines })).toBe(2000);
    expect(paymentDialogTotal({ dayPassPriceCents: null, packagePriceCents: null, cartLines })).toBe(2000);
    expect(paymentDialogTotal({})).toBe(0);
  });

  it('treats a zero day-pass price as given (no fall-through)', () => {
    expect(paymentDialogTotal({ dayPassPriceCents: 0, packagePriceCents: 900 })).toBe(0);
  });

  it('rounds the cart sum up to a whole dollar, using custom prices', () => {
    expect(
      paymentDialogTotal({ cartLines: [{ priceCents: 1000, customPriceCents: 333, quantity: 3 }] }),
    ).toBe(1000);
    expect(paymentDialogTotal({ cartLines: [{ priceCents: 1001, quantity: 1 }] })).toBe(1100);
  });

  it('is a whole dollar within a dollar above the chosen amount (property)', () => {
    fc.assert(
      fc.property(
        fc.option(price, { nil: undefined }),
        fc.option(price, { nil: undefined }),
        (dayPass, pkg) => {
          const total = paymentDialogTotal({ dayPassPriceCents: dayPass, packagePriceCents: pkg });
          const chosen = dayPass ?? pkg ?? 0;
          expect(total % 100).toBe(0);
          expect(total).toBeGreaterThanOrEqual(chosen);
          expect(total - chosen).toBeLessThan(100);
        },
      ),
    );
  });
});

describe('renewalPrice (customer-area §5: DayPass price = unit price × days)', () => {
  const dayPass = { priceCents: 250, days: 1, isDayPass: true };
  it('a DayPass unit is its one-day purchase price; the renewal is unit × days, not rounded again', () => {
    expect(renewalUnitPrice(dayPass)).toBe(300);
    expect(renewalPrice(dayPass, 7)).toBe(2100);
    expect(renewalPrice({ priceCents: 137, days: 1, isDayPass: true }, 3)).toBe(600);
  });
  it('a fixed plan costs what it costs to buy, whatever the days', () => {
    expect(renewalPrice({ priceCents: 450, days: 7, isDayPass: false })).toBe(500);
    expect(renewalPrice({ priceCents: 450, days: 7, isDayPass: false }, 3)).toBe(500);
  });
  it('a DayPass needs its days, 1 to 30', () => {
    expect(() => renewalPrice(dayPass)).toThrow();
    expect(() => renewalPrice(dayPass, 31)).toThrow();
    expect(() => renewalPrice(dayPass, 0)).toThrow();
  });
});
