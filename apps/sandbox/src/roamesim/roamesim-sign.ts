import { createHash } from 'node:crypto';

/**
 * The sandbox's own check of `sign` (written apart from the client's signer, so that a mistake in
 * one does not hide in the other), accepting only what the V2.10 document defines for every call
 * (login and each /api_esim method alike): S = every received parameter except sign, written
 * "key=value", sorted as strings (Java Collections.sort / PHP sort), concatenated, then the key.
 * - form A (its Java demo, "Sign Signature Algorithm" for each interface): lower-case md5 hex of S;
 * - form B (its PHP and Python demos): upper-case md5 hex of rawurlencode(S).
 * Nothing else passes: not the other letter case of either digest, not S sorted by key, not S
 * leaving out a parameter that was sent empty (the server signs what it receives).
 */
export function signMatches(
  params: Record<string, string>,
  secret: string,
  sign: string | undefined,
): boolean {
  if (!sign) return false;
  const s = signBase(params, secret);
  return sign === md5(s) || sign === md5(rawUrlEncode(s)).toUpperCase();
}

function signBase(params: Record<string, string>, secret: string): string {
  const pairs = Object.keys(params)
    .filter((key) => key !== 'sign')
    .map((key) => `${key}=${params[key]}`);
  pairs.sort(compareUtf16);
  return pairs.join('') + secret;
}

/** Java's String.compareTo: UTF-16 code units. */
const compareUtf16 = (a: string, b: string): number => {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const diff = a.charCodeAt(i) - b.charCodeAt(i);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
};

const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/** PHP rawurlencode: everything but A-Z a-z 0-9 - _ . ~ becomes %XX (UTF-8 bytes, upper-case hex). */
function rawUrlEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
