import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxContext } from '../context';

/**
 * The merchant RSA key pair of the refund API. The sandbox keeps the private half: from
 * PAYWAY_SANDBOX_RSA_PRIVATE_KEY, else <keysDir or dataDir>/payway-rsa-private.pem, else a fresh
 * 1024-bit pair (117-byte plaintext chunks imply 1024 bits), saved to that folder when there is one.
 * The public half is served at GET /__payway/rsa-public-key for the client's settings.
 */
export interface PaywayRsaKeys {
  privateKey: KeyObject;
  publicKeyPem: string;
}

export function loadRsaKeys(ctx: SandboxContext): PaywayRsaKeys {
  const dir = ctx.config.keysDir ?? ctx.config.dataDir;
  const file = dir ? join(dir, 'payway-rsa-private.pem') : undefined;
  let pem = process.env.PAYWAY_SANDBOX_RSA_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (!pem && file && existsSync(file)) pem = readFileSync(file, 'utf8');
  if (!pem) {
    pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    if (file) {
      mkdirSync(dir as string, { recursive: true });
      writeFileSync(file, pem, { mode: 0o600 });
    }
  }
  const privateKey = createPrivateKey(pem);
  return {
    privateKey,
    publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * Reverses merchant_auth: Base64 of concatenated RSA PKCS#1 v1.5 blocks, one per 117-byte chunk.
 * Node refuses PKCS#1 v1.5 private decryption (CVE-2023-46809), so each block is decrypted raw and
 * unpadded here: 0x00 0x02 <at least 8 non-zero bytes> 0x00 <message>. Undefined when malformed.
 */
export function decryptMerchantAuth(keys: PaywayRsaKeys, merchantAuth: string): string | undefined {
  const blockSize = (keys.privateKey.asymmetricKeyDetails?.modulusLength ?? 1024) / 8;
  const data = Buffer.from(merchantAuth, 'base64');
  if (data.length === 0 || data.length % blockSize !== 0) return undefined;
  const parts: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += blockSize) {
    let block: Buffer;
    try {
      block = privateDecrypt(
        { key: keys.privateKey, padding: constants.RSA_NO_PADDING },
        data.subarray(offset, offset + blockSize),
      );
    } catch {
      return undefined;
    }
    const separator = block.indexOf(0, 2);
    if (block[0] !== 0 || block[1] !== 2 || separator < 10) return undefined;
    parts.push(block.subarray(separator + 1));
  }
  return Buffer.concat(parts).toString('utf8');
}
