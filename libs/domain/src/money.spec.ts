import * as fc from 'fast-check';
import { DomainRuleError, MoneyError } from './errors';
import {
  decimalRatio,
  divideRounded,
  formatUsd,
  fromDecimalString,
  fromMajorUnits,
  multiplyCents,
  roundUpToWholeDollar,
  scaleCents,
  sumCents,
  toDecimalString,
} from './money';

const MAX = Number.MAX_SAFE_INTEGER;

describe('fromDecimalString', () => {
  it.each([
    ['10.00', 1000],
    ['10', 1000],
    ['10.5', 1050],
    ['0.01', 1],
    ['0', 0],
    ['2.66', 266],
    ['90071992547409.91', MAX],
  ])('parses %p as %p cents', (text, cents) => {
    expect(fromDecimalString(text)).toBe(cents);
  });

  it('parses KHR as whole riel', () => {
    expect(fromDecimalString('41000', 'KHR')).toBe(41000);
    expect(() => fromDecimalString('41000.5', 'KHR')).toThrow(MoneyError);
    expect(() => fromDecimalString('41000.', 'KHR')).toThrow(MoneyError);
  });

  it.each([
    '',
    ' 10',
    '10 ',
    '+10',
    '1,000.00',
    '1e3',
    '.5',
    '5.',
    '010',
    '00.50',
    '10.001',
    'abc',
    '10.0.0',
    'NaN',
    'Infinity',
    '１０',
    '90071992547409.92',
  ])('rejects %p', (text) => {
    expect(() => fromDecimalString(text)).toThrow(MoneyError);
  });

  it('rejects negative amounts unless allowed, and never returns -0', () => {
    expect(() => fromDecimalString('-1.50')).toThrow(MoneyError);
    expect(fromDecimalString('-1.50', 'USD', { allowNegative: true })).toBe(-150);
    expect(Object.is(fromDecimalString('-0.00', 'USD', { allowNegative: true }), 0)).toBe(true);
  });

  it('rejects a non-string at runtime', () => {
    expect(() => fromDecimalString(10 as unknown as string)).toThrow(MoneyError);
  });

  it('errors carry the INVALID_MONEY code', () => {
    try {
      fromDecimalString('x');
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainRuleError);
      expect((error as DomainRuleError).code).toBe('INVALID_MONEY');
    }
  });

  it('reads any well-formed text as whole × 100 + padded fraction (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.stringMatching(/^\d{0,2}$/),
        (whole, fraction) => {
          const text = fraction ? `${whole}.${fraction}` : String(whole);
          expect(fromDecimalString(text)).toBe(whole * 100 + Number(fraction.padEnd(2, '0') || '0'));
        },
      ),
    );
  });
});

describe('toDecimalString and formatUsd', () => {
  it.each([
    [1000, '10.00'],
    [5, '0.05'],
    [0, '0.00'],
    [1234567, '12345.67'],
    [-5, '-0.05'],
  ])('%p cents is %p', (cents, text) => {
    expect(toDecimalString(cents)).toBe(text);
  });

  it('writes KHR without decimals', () => {
    expect(toDecimalString(41000, 'KHR')).toBe('41000');
  });

  it('refuses non-integer cents', () => {
    expect(() => toDecimalString(10.5)).toThrow(MoneyError);
    expect(() => toDecimalString(Number.NaN)).toThrow(MoneyError);
    expect(() => toDecimalString(MAX + 1)).toThrow(MoneyError);
  });

  it('formats USD with a dollar sign', () => {
    expect(formatUsd(1000)).toBe('$10.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(-150)).toBe('-$1.50');
  });

  it('round-trips every safe cent amount, both currencies (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), (cents) => {
        expect(fromDecimalString(toDecimalString(cents), 'USD', { allowNegative: true })).toBe(cents);
        expect(fromDecimalString(toDecimalString(cents, 'KHR'), 'KHR', { allowNegative: true })).toBe(cents);
      }),
    );
  });

  it('always writes exactly two decimals for USD (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), (cents) => {
        expect(toDecimalString(cents)).toMatch(/^-?(0|[1-9]\d*)\.\d{2}$/);
      }),
    );
  });
});

describe('fromMajorUnits', () => {
  it('reads provider JSON numbers exactly', () => {
    expect(fromMajorUnits(2.66)).toBe(266);
    expect(fromMajorUnits(9.89)).toBe(989);
    expect(fromMajorUnits(-0)).toBe(0);
  });

  it.each([0.1 + 0.2, 2.665, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses %p', (amount) => {
    expect(() => fromMajorUnits(amount)).toThrow(MoneyError);
  });

  it('recovers any cent amount from its float in dollars (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (cents) => {
        expect(fromMajorUnits(cents / 100)).toBe(cents);
      }),
    );
  });
});

describe('roundUpToWholeDollar', () => {
  it.each([
    [1001, 1100],
    [1000, 1000],
    [1, 100],
    [0, 0],
    [1099, 1100],
    [-150, -100],
    [-100, -100],
  ])('%p → %p', (cents, rounded) => {
    expect(roundUpToWholeDollar(cents)).toBe(rounded);
  });

  it('is the least multiple of 100 that is ≥ the input (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (cents) => {
        const rounded = roundUpToWholeDollar(cents);
        expect(rounded % 100 === 0).toBe(true);
        expect(rounded).toBeGreaterThanOrEqual(cents);
        expect(rounded - cents).toBeLessThan(100);
        expect(roundUpToWholeDollar(rounded)).toBe(rounded);
      }),
    );
  });

  it('refuses a fraction of a cent', () => {
    expect(() => roundUpToWholeDollar(10.5)).toThrow(MoneyError);
  });
});

describe('multiplyCents and sumCents', () => {
  it('multiplies exactly and refuses unsafe products', () => {
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(() => multiplyCents(MAX, 2)).toThrow(MoneyError);
    expect(() => multiplyCents(100, 1.5)).toThrow(MoneyError);
  });

  it('sums exactly, refuses fractional terms and unsafe totals', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(() => sumCents([1, 0.5])).toThrow(MoneyError);
    expect(() => sumCents([MAX, 1])).toThrow(MoneyError);
  });

  it('sum equals the integer sum and ignores order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(10 ** 9), max: 10 ** 9 })), (values) => {
        const expected = values.reduce((a, b) => a + b, 0);
        expect(sumCents(values)).toBe(expected === 0 ? 0 : expected);
        expect(sumCents([...values].reverse())).toBe(sumCents(values));
      }),
    );
  });
});

describe('decimalRatio and divideRounded', () => {
  it('reads decimals exactly', () => {
    expect(decimalRatio('1.15')).toEqual({ numerator: 115n, denominator: 100n });
    expect(decimalRatio(5)).toEqual({ numerator: 5n, denominator: 1n });
    expect(decimalRatio(1e-7)).toEqual({ numerator: 1n, denominator: 10n ** 7n });
    expect(decimalRatio(1e21)).toEqual({ numerator: 10n ** 21n, denominator: 1n });
    expect(decimalRatio(-2.5)).toEqual({ numerator: -25n, denominator: 10n });
    expect(() => decimalRatio('abc')).toThrow(MoneyError);
    expect(() => decimalRatio(Number.NaN)).toThrow(MoneyError);
    expect(() => decimalRatio(null as unknown as string)).toThrow(MoneyError);
  });

  it('brackets the exact quotient for every rounding (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          const down = divideRounded(n, d, 'down');
          const up = divideRounded(n, d, 'up');
          const half = divideRounded(n, d, 'half-up');
          expect(down * d <= n && n < (down + 1n) * d).toBe(true);
          expect((up - 1n) * d < n && n <= up * d).toBe(true);
          // half-up: |2·(n − half·d)| ≤ d, ties going up
          const twice = 2n * (n - half * d);
          expect(twice >= -d && twice < d).toBe(true);
        },
      ),
    );
  });

  it('refuses a non-positive denominator', () => {
    expect(() => divideRounded(1n, 0n, 'up')).toThrow(MoneyError);
  });
});

describe('scaleCents', () => {
  it('has no float drift', () => {
    // 100 × 1.15 is 114.99999999999999 in floats; the exact product is 115.
    expect(scaleCents(100, 1.15, 'down')).toBe(115);
    expect(scaleCents(999, '1.15', 'half-up')).toBe(1149); // 1148.85
    expect(scaleCents(999, '1.15', 'down')).toBe(1148);
    expect(scaleCents(999, '1.15', 'up')).toBe(1149);
    expect(scaleCents(5, '0.5', 'half-up')).toBe(3); // 2.5 → up
    expect(scaleCents(266, 5, 'up')).toBe(1330);
  });

  it('refuses negative or malformed factors', () => {
    expect(() => scaleCents(100, -1, 'up')).toThrow(MoneyError);
    expect(() => scaleCents(100, '1,5', 'up')).toThrow(MoneyError);
    expect(() => scaleCents(100.5, 2, 'up')).toThrow(MoneyError);
  });

  it('is exact multiplication for whole factors and down ≤ half-up ≤ up ≤ down + 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 999 }),
        (cents, whole, thousandths) => {
          expect(scaleCents(cents, whole, 'up')).toBe(cents * whole);
          const factor = `${whole}.${String(thousandths).padStart(3, '0')}`;
          const down = scaleCents(cents, factor, 'down');
          const half = scaleCents(cents, factor, 'half-up');
          const up = scaleCents(cents, factor, 'up');
          expect(down).toBeLessThanOrEqual(half);
          expect(half).toBeLessThanOrEqual(up);
          expect(up - down).toBeLessThanOrEqual(1);
          // exact: cents × (whole·1000 + thousandths) / 1000 lies in [down, up]
          const exactTimes1000 = BigInt(cents) * BigInt(whole * 1000 + thousandths);
          expect(BigInt(down) * 1000n <= exactTimes1000 && exactTimes1000 <= BigInt(up) * 1000n).toBe(true);
        },
      ),
    );
  });
});
