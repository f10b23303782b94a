import { createHash, createPrivateKey, generateKeyPairSync, KeyObject, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxContext } from '../context';
import { issueCertificate } from '../kit/x509';

/** The host name PayPal's webhook signing certificate is issued to. */
export const PAYPAL_SIGNING_HOST = 'messageverificationcerts.paypal.com';

/**
 * The sandbox's webhook signing chain, shaped like PayPal's: a leaf certificate for
 * messageverificationcerts.paypal.com (its RSA key signs every delivery, SHA256withRSA) issued by the
 * sandbox's own root CA. PayPal's root is a public CA; the sandbox's is served at
 * GET /__paypal/webhook-ca.pem so a deployment talking to the sandbox can add it as a trust anchor.
 * Kept in <keysDir or dataDir>/paypal-webhook-certs.json when there is one, so the cert URL stays stable.
 */
export interface PaypalCerts {
  leafKey: KeyObject;
  leafPem: string;
  caPem: string;
  /** PayPal-style id in the cert URL (CERT-xxxxxxxx-xxxxxxxx-xxxxxxxx), from the leaf's fingerprint. */
  certId: string;
}

interface Stored {
  leafKeyPem: string;
  leafPem: string;
  caPem: string;
}

const YEAR_MS = 365 * 24 * 3600_000;

function issue(): Stored {
  const ca = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const leaf = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Date.now();
  const caName = {
    commonName: 'Derleng Sandbox PayPal Root CA',
    organization: 'Derleng Sandbox',
    country: 'KH',
  };
  const validity = { notBefore: new Date(now - 24 * 3600_000), notAfter: new Date(now + 5 * YEAR_MS) };
  return {
    caPem: issueCertificate({
      subject: caName,
      issuer: caName,
      publicKey: ca.publicKey,
      signingKey: ca.privateKey,
      ca: true,
      ...validity,
    }),
    leafPem: issueCertificate({
      subject: { commonName: PAYPAL_SIGNING_HOST, organization: 'PayPal, Inc.', country: 'US' },
      issuer: caName,
      publicKey: leaf.publicKey,
      signingKey: ca.privateKey,
      dnsNames: [PAYPAL_SIGNING_HOST],
      ...validity,
    }),
    leafKeyPem: leaf.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export function loadPaypalCerts(ctx: SandboxContext): PaypalCerts {
  const dir = ctx.config.keysDir ?? ctx.config.dataDir;
  const file = dir ? join(dir, 'paypal-webhook-certs.json') : undefined;
  let stored: Stored | undefined;
  if (file && existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
  if (stored && Date.parse(new X509Certificate(stored.leafPem).validTo) < Date.now() + 24 * 3600_000)
    stored = undefined;
  if (!stored) {
    stored = issue();
    if (file) {
      mkdirSync(dir as string, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  const hex = createHash('sha256').update(stored.leafPem).digest('hex');
  return {
    leafKey: createPrivateKey(stored.leafKeyPem),
    leafPem: stored.leafPem,
    caPem: stored.caPem,
    certId: `CERT-${hex.slice(0, 8)}-${hex.slice(8, 16)}-${hex.slice(16, 24)}`,
  };
}
