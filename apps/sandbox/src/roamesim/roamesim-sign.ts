import { createHash } from 'node:crypto';

/**
 * The sandbox's own check of `sign` (written apart from the client's signer, so that a mistake in
 * one does not hide in the other). S = sorted "key=value" strings of every parameter except sign,
 * concatenated, then the secret. Variant A: md5_hex(S). Variant B: UPPER(md5_hex(rawurlencode(S))).
 * Accepted case-insensitively, with or without empty parameters, sorted by string or by key.
 */
export function signMatches(
  params: Record<string, string>,
  secret: string,
  sign: string | undefined,
): boolean {
  if (!sign) return false;
  const given = sign.trim().toLowerCase();
  for (const dropEmpty of [true, false]) {
    for (const byKey of [false, true]) {
      const s = signBase(params, secret, dropEmpty, byKey);
      if (md5(s) === given || md5(rawUrlEncode(s)) === given) return true;
    }
  }
  return false;
}

function signBase(
  params: Record<string, string>,
  secret: string,
  dropEmpty: boolean,
  byKey: boolean,
): string {
  const keys = Object.keys(params).filter((key) => key !== 'sign' && (!dropEmpty || params[key] !== ''));
  const pairs = keys.map((key) => ({ key, text: `${key}=${params[key]}` }));
  pairs.sort((a, b) => compare(byKey ? a.key : a.text, byKey ? b.key : b.text));
  return pairs.map((pair) => pair.text).join('') + secret;
}

const compare = (a: string, b: string): number => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return Buffer.compare(x, y);
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
