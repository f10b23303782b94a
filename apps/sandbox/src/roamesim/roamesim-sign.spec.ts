import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { signVariantA, signVariantB } from '../../../../libs/providers/src/roamesim/roamesim.signature';
import { signMatches } from './roamesim-sign';

const KEY = '1234567890qwertyuiopasdfghjklzxc';
const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

describe('sandbox sign check', () => {
  const params = { phonenumber: '85500000000', password: 'sandbox-password' };

  it('accepts both variants in any letter case and rejects anything else', () => {
    const a = md5(`password=sandbox-passwordphonenumber=85500000000${KEY}`);
    const b = md5(`password%3Dsandbox-passwordphonenumber%3D85500000000${KEY}`).toUpperCase();
    for (const sign of [a, a.toUpperCase(), b, b.toLowerCase()])
      expect(signMatches(params, KEY, sign)).toBe(true);
    expect(signMatches(params, KEY, md5('wrong'))).toBe(false);
    expect(signMatches(params, KEY, undefined)).toBe(false);
    expect(signMatches({ ...params, extra: '1' }, KEY, a)).toBe(false);
  });

  it('agrees with the client signer on arbitrary parameters (either variant)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/),
          fc.string({ minLength: 1, maxLength: 10 }),
        ),
        (raw) => {
          const { sign: _ignored, ...p } = raw;
          expect(signMatches(p, KEY, signVariantA(p, KEY))).toBe(true);
          expect(signMatches(p, KEY, signVariantB(p, KEY))).toBe(true);
        },
      ),
    );
  });
});
