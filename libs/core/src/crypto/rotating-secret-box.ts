import { createHash, hkdfSync } from 'node:crypto';
import { gcmOpen, gcmSeal } from './aes-gcm';

/**
 * Settings secrets at rest: AES-256-GCM under a key derived from SECRETS_KEY (HKDF-SHA256), a fresh
 * 96-bit IV per seal, the row's name as associated data (a sealed value moved to another row does
 * not open). The key id (first 8 hex of SHA-256 of the derived key) is stored with every sealed
 * value, so older keys (SECRETS_KEY_PREVIOUS) still open rows until `npm run secrets:rotate`
 * re-seals them under the current key.
 *
 * Sealed text: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export interface SealedSecret {
  keyId: string;
  sealed: string;
}

interface Key {
  id: string;
  bytes: Buffer;
}

const INFO = 'derleng settings secrets v1';

function deriveKey(secret: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', secret, 'derleng', INFO, 32));
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export class RotatingSecretBox {
  private readonly current: Key;
  private readonly keys = new Map<string, Key>();

  /** `current` seals; `previous` keys only open (a rotation in progress). */
  constructor(current: string, previous: readonly string[] = []) {
    this.current = deriveKey(current);
    for (const key of [this.current, ...previous.map(deriveKey)]) this.keys.set(key.id, key);
  }

  get keyId(): string {
    return this.current.id;
  }

  seal(plaintext: string, context: string): SealedSecret {
    const { iv, tag, body } = gcmSeal(this.current.bytes, plaintext, context);
    const parts = [iv, tag, body].map((part) => part.toString('base64url'));
    return { keyId: this.current.id, sealed: ['v1', this.current.id, ...parts].join('.') };
  }

  open(sealed: string, context: string): string {
    const [version, keyId, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || body === undefined) throw new SecretBoxError('not a sealed value');
    const key = this.keys.get(keyId);
    if (!key) throw new SecretBoxError(`no key with id ${keyId} (set SECRETS_KEY_PREVIOUS to rotate)`);
    try {
      const parts = [iv, tag, body].map((part) => Buffer.from(part, 'base64url'));
      return gcmOpen(key.bytes, { iv: parts[0], tag: parts[1], body: parts[2] }, context);
    } catch {
      throw new SecretBoxError('the sealed value does not open (wrong key or altered)');
    }
  }
}
