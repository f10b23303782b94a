import { createHash } from 'node:crypto';
import { GCM_IV_BYTES, GCM_TAG_BYTES, gcmOpen, gcmSeal } from './aes-gcm';

const PREFIX = 'enc:v1:';

/**
 * Encryption at rest under `SECRETS_KEY`: AES-256-GCM with a random 96-bit nonce per value, the
 * key being SHA-256 of the setting (any string of 32+ characters). A sealed value is text,
 * `enc:v1:<base64url(nonce | tag | ciphertext)>`, so it fits a text column; a tampered or
 * foreign value fails to open instead of returning garbage.
 *
 * For anything stored that would open something if read from a dump: eSIM activation codes,
 * TOTP secrets, password-reset tokens. Inject `SecretBox` (CoreModule provides it), or use
 * `sealedColumn` on an entity column. Provider credentials use `RotatingSecretBox` (key ids and
 * rotation); both share the cipher in ./aes-gcm.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secretsKey: string) {
    if (secretsKey.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters');
    this.key = createHash('sha256').update(`derleng-secret-box:${secretsKey}`).digest();
  }

  static isSealed(value: string): boolean {
    return value.startsWith(PREFIX);
  }

  seal(plaintext: string): string {
    const { iv, tag, body } = gcmSeal(this.key, plaintext);
    return PREFIX + Buffer.concat([iv, tag, body]).toString('base64url');
  }

  open(sealed: string): string {
    if (!SecretBox.isSealed(sealed)) throw new Error('not a sealed value');
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    if (raw.length < GCM_IV_BYTES + GCM_TAG_BYTES) throw new Error('sealed value too short');
    return gcmOpen(this.key, {
      iv: raw.subarray(0, GCM_IV_BYTES),
      tag: raw.subarray(GCM_IV_BYTES, GCM_IV_BYTES + GCM_TAG_BYTES),
      body: raw.subarray(GCM_IV_BYTES + GCM_TAG_BYTES),
    });
  }
}
