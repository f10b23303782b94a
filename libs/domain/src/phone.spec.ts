import * as fc from 'fast-check';
import { isPlausiblePhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['+855 12-345 678', '+85512345678'],
    ['855 12 345 678', '+85512345678'],
    ['(012) 345 678', '+85512345678'],
    ['014 333 619', '+85514333619'],
    ['00 44 20 7946 0958', '+442079460958'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (202) 555-0143', '+12025550143'],
    ['++855.12.345.678', '+85512345678'],
    ['+85512345678', '+85512345678'],
    ['abc', ''],
    ['00', ''],
    ['0 0', ''],
    ['', ''],
  ])('%p → %p', (input, output) => {
    expect(normalisePhone(input)).toBe(output);
  });

  it('keeps every digit in order behind one plus when the number starts with +, and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        const input = `+${rest}`;
        const normalised = normalisePhone(input);
        const digits = input.replace(/\D/g, '');
        expect(normalised).toBe(digits ? `+${digits}` : '');
        expect(normalisePhone(normalised)).toBe(normalised);
      }),
    );
  });

  it('gives E.164 characters only and is idempotent for any input (property)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const normalised = normalisePhone(input);
        expect(normalised).toMatch(/^(\+\d+)?$/);
        expect(normalisePhone(normalised)).toBe(normalised);
      }),
    );
  });

  it('reads a local number (trunk prefix 0) as Cambodian (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7,8}$/), (subscriber) => {
        expect(normalisePhone(`0${subscriber}`)).toBe(`+855${subscriber}`);
        expect(isPlausiblePhone(`0${subscriber}`)).toBe(true);
      }),
    );
  });
});

describe('isPlausiblePhone', () => {
  it.each([
    ['+855 12 345 678', true],
    ['85512345678', true],
    ['+1 202 555 0143', true],
    ['012 345 678', true],
    ['014 333 619', true],
    ['+012 345 678', false],
    ['+1234567', false],
    ['+1234567890123456', false],
    ['', false],
    ['phone', false],
  ])('%p → %p', (input, plausible) => {
    expect(isPlausiblePhone(input)).toBe(plausible);
  });

  it('accepts exactly 8 to 15 digits not starting with 0 behind a + (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), fc.constantFrom('', ' ', '-'), (digits, separator) => {
        const spaced = `+${digits.split('').join(separator)}`;
        const expected = digits.length >= 8 && digits.length <= 15 && digits[0] !== '0';
        expect(isPlausiblePhone(spaced)).toBe(expected);
      }),
    );
  });
});
