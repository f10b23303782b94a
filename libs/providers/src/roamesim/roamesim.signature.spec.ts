import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { rawUrlEncode, sign, signBase, signVariantA, signVariantB } from './roamesim.signature';

/* Expected digests are computed here with node:crypto from the formula in providers.md 3.2,
   with S (and rawurlencode(S)) written out by hand, never by calling the code under test. */
const KEY = '1234567890qwertyuiopasdfghjklzxc';
const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

const LOGIN = { phonenumber: '85500000000', password: 'sandbox-password' };
const LOGIN_S = `password=sandbox-passwordphonenumber=85500000000${KEY}`;
const LOGIN_S_ENCODED = `password%3Dsandbox-passwordphonenumber%3D85500000000${KEY}`;

const ORDER = {
  token: '29281-9EFE5E41',
  skuId: '105',
  priceId: 10501,
  count: 1,
  backInfo: '1',
  otherOrderId: 'ord 1*~(x)',
  remark: '', // empty: left out of S
  sign: 'ignored',
};
const ORDER_S = `backInfo=1count=1otherOrderId=ord 1*~(x)priceId=10501skuId=105token=29281-9EFE5E41${KEY}`;
const ORDER_S_ENCODED = `backInfo%3D1count%3D1otherOrderId%3Dord%201%2A~%28x%29priceId%3D10501skuId%3D105token%3D29281-9EFE5E41${KEY}`;

describe('RoameSIM sign', () => {
  it('builds S from sorted key=value pairs without sign and empty values, then the key', () => {
    expect(signBase(LOGIN, KEY)).toBe(LOGIN_S);
    expect(signBase(ORDER, KEY)).toBe(ORDER_S);
  });

  it('variant A is the lower-case md5 hex of S (two fixed vectors)', () => {
    expect(signVariantA(LOGIN, KEY)).toBe(md5(LOGIN_S));
    expect(signVariantA(ORDER, KEY)).toBe(md5(ORDER_S));
    expect(md5(LOGIN_S)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('variant B is the upper-case md5 hex of rawurlencode(S) (two fixed vectors)', () => {
    expect(signVariantB(LOGIN, KEY)).toBe(md5(LOGIN_S_ENCODED).toUpperCase());
    expect(signVariantB(ORDER, KEY)).toBe(md5(ORDER_S_ENCODED).toUpperCase());
    expect(signVariantB(ORDER, KEY)).not.toBe(signVariantA(ORDER, KEY).toUpperCase());
  });

  it('sign() picks the variant', () => {
    expect(sign(LOGIN, KEY, 'A')).toBe(md5(LOGIN_S));
    expect(sign(LOGIN, KEY, 'B')).toBe(md5(LOGIN_S_ENCODED).toUpperCase());
  });

  it('rawurlencode keeps only unreserved characters, space as %20', () => {
    expect(rawUrlEncode("a b*c~d!e'f(g)h=i&j+k/l")).toBe('a%20b%2Ac~d%21e%27f%28g%29h%3Di%26j%2Bk%2Fl');
    expect(rawUrlEncode('ខ')).toBe('%E1%9E%81');
  });

  it('does not depend on the order the parameters are given in', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 })),
        (params) => {
          const reversed = Object.fromEntries(Object.entries(params).reverse());
          expect(signVariantA(reversed, KEY)).toBe(signVariantA(params, KEY));
          expect(signVariantB(reversed, KEY)).toBe(signVariantB(params, KEY));
        },
      ),
    );
  });
});
