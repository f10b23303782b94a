import * as fc from 'fast-check';
import { PASSWORD_SPECIAL_CHARACTERS } from './constants';
import { isPasswordValid, missingPasswordRequirements, PASSWORD_REQUIREMENTS } from './password';

describe('missingPasswordRequirements', () => {
  it.each([
    ['Abcdef1!', []],
    ['abcdef1!', ['uppercase']],
    ['ABCDEF1!', ['lowercase']],
    ['Abcdefg!', ['digit']],
    ['Abcdefg1', ['special']],
    ['Ab1!', ['minLength']],
    ['', ['minLength', 'uppercase', 'lowercase', 'digit', 'special']],
    ['Abcdef1-', ['special']],
    ['Abcdef1 ', ['special']],
    ['Ébcdef1!', ['uppercase']],
    ['A1!😀😀😀😀', ['minLength', 'lowercase']],
    // length counts characters, not UTF-16 units: 6 characters (8 units) is too short, 8 is enough
    ['Aa1!😀😀', ['minLength']],
    ['Aa1!😀😀😀😀', []],
  ])('%p misses %p', (password, missing) => {
    expect(missingPasswordRequirements(password)).toEqual(missing);
  });

  it('accepts every character of the special set', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(missingPasswordRequirements(`Abcdef1${special}`)).toEqual([]);
    }
  });

  it('treats a non-string as empty', () => {
    expect(missingPasswordRequirements(undefined as unknown as string)).toEqual([...PASSWORD_REQUIREMENTS]);
    expect(isPasswordValid(null as unknown as string)).toBe(false);
  });

  const upper = fc.stringMatching(/^[A-Z]$/);
  const lower = fc.stringMatching(/^[a-z]$/);
  const digit = fc.stringMatching(/^[0-9]$/);
  const special = fc.constantFrom(...PASSWORD_SPECIAL_CHARACTERS);

  it('accepts any password with all classes and 8+ characters (property)', () => {
    fc.assert(
      fc.property(upper, lower, digit, special, fc.string({ minLength: 4 }), (u, l, d, s, rest) => {
        const password = `${rest}${u}${l}${d}${s}`;
        expect(missingPasswordRequirements(password)).toEqual([]);
        expect(isPasswordValid(password)).toBe(true);
      }),
    );
  });

  it('reports a missing class, in stable order and only known keys (property)', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const missing = missingPasswordRequirements(password);
        expect(missing).toEqual(PASSWORD_REQUIREMENTS.filter((key) => missing.includes(key)));
        expect(missing.includes('uppercase')).toBe(!/[A-Z]/.test(password));
        expect(missing.includes('digit')).toBe(!/[0-9]/.test(password));
        expect(missing.includes('minLength')).toBe([...password].length < 8);
        expect(missing.includes('special')).toBe(
          ![...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
        );
      }),
    );
  });
});
