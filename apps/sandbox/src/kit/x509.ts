import { createHash, KeyObject, randomBytes, sign } from 'node:crypto';

/*
 * A minimal X.509 v3 certificate writer (DER by hand, RSA + SHA-256), enough for the sandbox to issue
 * a CA and a leaf certificate like PayPal's webhook signing chain. Node can read, verify and check
 * host names of certificates (crypto.X509Certificate) but cannot make them.
 */

const tlv = (tag: number, content: Buffer): Buffer => {
  const length = content.length;
  let header: Buffer;
  if (length < 0x80) header = Buffer.from([tag, length]);
  else {
    const bytes: number[] = [];
    for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
    header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([header, content]);
};

const sequence = (...parts: Buffer[]): Buffer => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]): Buffer => tlv(0x31, Buffer.concat(parts));
const explicit = (n: number, content: Buffer): Buffer => tlv(0xa0 + n, content);
const nullValue = Buffer.from([0x05, 0x00]);
const utf8 = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));
const bitString = (bytes: Buffer): Buffer => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const octetString = (bytes: Buffer): Buffer => tlv(0x04, bytes);
const boolean = (value: boolean): Buffer => Buffer.from([0x01, 0x01, value ? 0xff : 0x00]);

function integer(bytes: Buffer): Buffer {
  let content = bytes;
  while (content.length > 1 && content[0] === 0 && (content[1] & 0x80) === 0) content = content.subarray(1);
  if (content[0] & 0x80) content = Buffer.concat([Buffer.from([0]), content]);
  return tlv(0x02, content);
}

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes: number[] = [first * 40 + second];
  for (const value of rest) {
    const chunk: number[] = [value & 0x7f];
    for (let v = value >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14); // YYYYMMDDHHMMSS
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : tlv(0x18, Buffer.from(`${iso}Z`));
}

const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), nullValue);

export interface DistinguishedName {
  commonName: string;
  organization?: string;
  country?: string;
}

function name(dn: DistinguishedName): Buffer {
  const parts: Buffer[] = [];
  if (dn.country) parts.push(set(sequence(oid('2.5.4.6'), tlv(0x13, Buffer.from(dn.country)))));
  if (dn.organization) parts.push(set(sequence(oid('2.5.4.10'), utf8(dn.organization))));
  parts.push(set(sequence(oid('2.5.4.3'), utf8(dn.commonName))));
  return sequence(...parts);
}

export interface CertificateInput {
  subject: DistinguishedName;
  issuer: DistinguishedName;
  /** The certified key (its public half goes into the certificate). */
  publicKey: KeyObject;
  /** The issuer's private key (the subject's own for a self-signed CA). */
  signingKey: KeyObject;
  notBefore: Date;
  notAfter: Date;
  /** A CA certificate (basicConstraints cA, keyCertSign) or a leaf with these DNS names. */
  ca?: boolean;
  dnsNames?: string[];
}

/** A DER X.509 v3 certificate, returned as PEM. */
export function issueCertificate(input: CertificateInput): string {
  const spki = input.publicKey.export({ type: 'spki', format: 'der' });
  const extensions: Buffer[] = [
    sequence(oid('2.5.29.19'), boolean(true), octetString(sequence(...(input.ca ? [boolean(true)] : [])))),
    // keyUsage: digitalSignature (leaf) or keyCertSign + cRLSign (CA).
    sequence(
      oid('2.5.29.15'),
      boolean(true),
      octetString(input.ca ? Buffer.from([0x03, 0x02, 0x01, 0x06]) : Buffer.from([0x03, 0x02, 0x07, 0x80])),
    ),
    sequence(oid('2.5.29.14'), octetString(octetString(createHash('sha1').update(spki).digest()))),
  ];
  if (input.dnsNames?.length) {
    const names = Buffer.concat(input.dnsNames.map((dns) => tlv(0x82, Buffer.from(dns))));
    extensions.push(sequence(oid('2.5.29.17'), octetString(tlv(0x30, names))));
  }
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(randomBytes(16)),
    SHA256_WITH_RSA,
    name(input.issuer),
    sequence(time(input.notBefore), time(input.notAfter)),
    name(input.subject),
    spki,
    explicit(3, sequence(...extensions)),
  );
  const signature = sign('sha256', tbs, input.signingKey);
  const der = sequence(tbs, SHA256_WITH_RSA, bitString(signature));
  const body = der.toString('base64').replace(/.{64}/g, '$&\n').trimEnd();
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
}
