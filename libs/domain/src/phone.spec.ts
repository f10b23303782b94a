import * as fc from 'fast-check';
import { isPlausiblePhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['+855 12-345 678', '+85512345678'],
    ['855 12 345 678', '+85512345678'],
    ['(012) 345 678', '+012345678'],
    ['++855.12.345.678', '+85512345678'],
    ['+85512345678', '+85512345678'],
    ['abc', ''],
    ['', ''],
  ])('%p → %p', (input, output) => {
    expect(normalisePhone(input)).toBe(output);
  });

  it('keeps every digit in order behind one plus, and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const normalised = normalisePhone(input);
        const digits = input.replace(/\D/g, '');
        expect(normalised).toBe(digits ? `+${digits}` : '');
        expect(normalised).toMatch(/^(\+\d+)?$/);
        expect(normalisePhone(normalised)).toBe(normalised);
      }),
    );
  });
});

describe('isPlausiblePhone', () => {
  it.each([
    ['+855 12 345 678', true],
    ['85512345678', true],
    ['+1 202 555 0143', true],
    ['012 345 678', false],
    ['+1234567', false],
    ['+1234567890123456', false],
    ['', false],
    ['phone', false],
  ])('%p → %p', (input, plausible) => {
    expect(isPlausiblePhone(input)).toBe(plausible);
  });

  it('accepts exactly 8 to 15 digits not starting with 0 (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), fc.constantFrom('', ' ', '-'), (digits, separator) => {
        const spaced = digits.split('').join(separator);
        const expected = digits.length >= 8 && digits.length <= 15 && digits[0] !== '0';
        expect(isPlausiblePhone(spaced)).toBe(expected);
      }),
    );
  });
});
