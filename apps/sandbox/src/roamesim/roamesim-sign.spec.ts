import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { signVariantA, signVariantB } from '@app/providers';
import { signMatches } from './roamesim-sign';

const KEY = '1234567890qwertyuiopasdfghjklzxc';
const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

describe('sandbox sign check', () => {
  const params = { phonenumber: '85500000000', password: 'sandbox-password' };
  const a = md5(`password=sandbox-passwordphonenumber=85500000000${KEY}`);
  const b = md5(`password%3Dsandbox-passwordphonenumber%3D85500000000${KEY}`).toUpperCase();

  it("accepts the document's two forms: lower-case md5 of S, upper-case md5 of rawurlencode(S)", () => {
    expect(signMatches(params, KEY, a)).toBe(true);
    expect(signMatches(params, KEY, b)).toBe(true);
  });

  it('refuses the other letter case of either form, and no sign at all', () => {
    expect(signMatches(params, KEY, a.toUpperCase())).toBe(false);
    expect(signMatches(params, KEY, b.toLowerCase())).toBe(false);
    expect(signMatches(params, KEY, md5('wrong'))).toBe(false);
    expect(signMatches(params, KEY, undefined)).toBe(false);
    expect(signMatches({ ...params, extra: '1' }, KEY, a)).toBe(false);
  });

  it('refuses a sign that leaves out a parameter sent empty', () => {
    expect(signMatches({ ...params, remark: '' }, KEY, a)).toBe(false);
    const withEmpty = md5(`password=sandbox-passwordphonenumber=85500000000remark=${KEY}`);
    expect(signMatches({ ...params, remark: '' }, KEY, withEmpty)).toBe(true);
  });

  it('refuses S sorted by key where that differs from sorting "key=value" strings', () => {
    // keys a < a0, but strings "a0=1" < "a=2" ('0' is 0x30, '=' is 0x3D)
    const p = { a: '2', a0: '1' };
    expect(signMatches(p, KEY, md5(`a0=1a=2${KEY}`))).toBe(true);
    expect(signMatches(p, KEY, md5(`a=2a0=1${KEY}`))).toBe(false);
  });

  it('agrees with the client signer on arbitrary parameters (either form)', () => {
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
