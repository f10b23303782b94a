import { createHash } from 'node:crypto';

/** The two digests of providers.md 3.2; the account sheet says which one an account uses. */
export type SignVariant = 'A' | 'B';

export type SignParams = Record<string, string | number | boolean | null | undefined>;

/**
 * S: every parameter except `sign` with a non-empty value, written `key=value`, sorted
 * lexicographically, concatenated with no separator, then the secret key appended.
 */
export function signBase(params: SignParams, signKey: string): string {
  return (
    Object.entries(params)
      .filter(
        ([key, value]) => key !== 'sign' && value !== undefined && value !== null && String(value) !== '',
      )
      .map(([key, value]) => `${key}=${String(value)}`)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .join('') + signKey
  );
}

/** PHP rawurlencode (RFC 3986): all but A-Z a-z 0-9 - _ . ~ as %XX of the UTF-8 bytes; space is %20. */
export function rawUrlEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const md5Hex = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/** Variant A (Java demo, MIOeSIM): lower-case md5 hex of S. */
export const signVariantA = (params: SignParams, signKey: string): string =>
  md5Hex(signBase(params, signKey));

/** Variant B (PHP/Python demos): upper-case md5 hex of rawurlencode(S). */
export const signVariantB = (params: SignParams, signKey: string): string =>
  md5Hex(rawUrlEncode(signBase(params, signKey))).toUpperCase();

export const sign = (params: SignParams, signKey: string, variant: SignVariant): string =>
  variant === 'B' ? signVariantB(params, signKey) : signVariantA(params, signKey);
