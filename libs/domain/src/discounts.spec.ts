import {
  discountLines,
  discountRefusal,
  normalizeDiscountCode,
  type DiscountLine,
  type DiscountRule,
} from './discounts';

const rule = (patch: Partial<DiscountRule> = {}): DiscountRule => ({
  kind: 'percent',
  percent: 10,
  amountCents: null,
  packageIds: [],
  countryCodes: [],
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  belowCostAllowed: false,
  active: true,
  ...patch,
});
const line = (packageId: number, lineCents: number, costCents = 0, countryCode = 'TH'): DiscountLine => ({
  packageId,
  countryCode,
  lineCents,
  costCents,
});
const now = new Date('2026-11-28T10:00:00Z');
const fresh = { now, totalUses: 0, customerUses: 0, hasEarlierOrder: false };

describe('discountRefusal', () => {
  const lines = [line(1, 700)];
  it('takes an active code inside its window and limits', () => {
    expect(
      discountRefusal(rule({ totalLimit: 1, perCustomerLimit: 1, firstOrderOnly: true }), lines, fresh),
    ).toBeNull();
  });
  it.each([
    [rule({ active: false }), fresh, 'DISCOUNT_INACTIVE'],
    [rule({ startsAt: new Date('2026-11-29T00:00:00Z') }), fresh, 'DISCOUNT_NOT_YET_VALID'],
    [rule({ endsAt: now }), fresh, 'DISCOUNT_EXPIRED'],
    [rule({ totalLimit: 5 }), { ...fresh, totalUses: 5 }, 'DISCOUNT_LIMIT_REACHED'],
    [rule({ perCustomerLimit: 1 }), { ...fresh, customerUses: 1 }, 'DISCOUNT_CUSTOMER_LIMIT_REACHED'],
    [rule({ firstOrderOnly: true }), { ...fresh, hasEarlierOrder: true }, 'DISCOUNT_FIRST_ORDER_ONLY'],
    [rule({ packageIds: [2] }), fresh, 'DISCOUNT_NOT_FOR_THESE_PLANS'],
    [rule({ countryCodes: ['JP'] }), fresh, 'DISCOUNT_NOT_FOR_THESE_PLANS'],
  ])('refuses %#', (code, use, reason) => {
    expect(discountRefusal(code, lines, use)).toBe(reason);
  });
});

describe('discountLines', () => {
  it('takes a percentage off each eligible line, rounded half up', () => {
    // 10 % of 705 is 70.5 → 71; the Japanese line is not covered
    expect(discountLines(rule({ countryCodes: ['TH'] }), [line(1, 705), line(2, 900, 0, 'JP')])).toEqual([
      71, 0,
    ]);
  });
  it('never takes a line below its provider cost unless the code allows it', () => {
    expect(discountLines(rule({ percent: 90 }), [line(1, 1000, 300)])).toEqual([700]);
    expect(discountLines(rule({ percent: 90, belowCostAllowed: true }), [line(1, 1000, 300)])).toEqual([900]);
    expect(discountLines(rule({ percent: 100, belowCostAllowed: true }), [line(1, 1000, 300)])).toEqual([
      1000,
    ]);
  });
  it('spreads a fixed amount over the eligible lines by price, every cent placed', () => {
    expect(
      discountLines(rule({ kind: 'fixed', percent: null, amountCents: 100 }), [line(1, 300), line(2, 600)]),
    ).toEqual([34, 66]);
    const shares = discountLines(rule({ kind: 'fixed', percent: null, amountCents: 1000 }), [
      line(1, 333),
      line(2, 333),
      line(3, 334),
    ]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
  });
  it('a fixed amount larger than the order stops at the floor', () => {
    expect(
      discountLines(rule({ kind: 'fixed', percent: null, amountCents: 5000 }), [line(1, 700, 200)]),
    ).toEqual([500]);
  });
});

it('a typed code is matched without case or surrounding spaces', () => {
  expect(normalizeDiscountCode('  welcome10 ')).toBe('WELCOME10');
});
