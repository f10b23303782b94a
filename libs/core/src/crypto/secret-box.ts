import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encryption at rest under `SECRETS_KEY`: AES-256-GCM with a random 96-bit nonce per value, the
 * key being SHA-256 of the setting (any string of 32+ characters). A sealed value is text,
 * `enc:v1:<base64url(nonce | tag | ciphertext)>`, so it fits a text column; a tampered or
 * foreign value fails to open instead of returning garbage.
 *
 * For anything stored that would open something if read from a dump: eSIM activation codes,
 * TOTP secrets, provider credentials entered in the admin panel. Inject `SecretBox` (CoreModule
 * provides it), or use `sealedColumn` on an entity column.
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
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: string): string {
    if (!SecretBox.isSealed(sealed)) throw new Error('not a sealed value');
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }
}
