import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The AES-256-GCM parts every sealed value is made of: a fresh 96-bit nonce, the tag, the body. */
export interface GcmParts {
  iv: Buffer;
  tag: Buffer;
  body: Buffer;
}

export const GCM_IV_BYTES = 12;
export const GCM_TAG_BYTES = 16;

/** Encrypts under a 32-byte key with a fresh nonce; `aad` binds the value to where it is stored. */
export function gcmSeal(key: Buffer, plaintext: string, aad?: string): GcmParts {
  const iv = randomBytes(GCM_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad !== undefined) cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

/** Decrypts and authenticates; throws when the key, the aad or any byte is wrong. */
export function gcmOpen(key: Buffer, parts: GcmParts, aad?: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, parts.iv);
  if (aad !== undefined) decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(parts.tag);
  return Buffer.concat([decipher.update(parts.body), decipher.final()]).toString('utf8');
}
