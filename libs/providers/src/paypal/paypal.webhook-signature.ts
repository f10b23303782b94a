import { KeyObject, verify, X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import { crc32 } from 'node:zlib';
import { header } from './paypal.parse';
import type { WebhookHeaders } from './paypal.types';

/** The host name PayPal issues its webhook signing certificate to. */
export const PAYPAL_SIGNING_HOST = 'messageverificationcerts.paypal.com';

export interface WebhookCertSettings {
  /** The webhook's id at PayPal: part of the signed text. */
  webhookId: string;
  /** Hosts a PAYPAL-CERT-URL may name (the configured PayPal host and its `api.` twin). */
  certHosts: string[];
  /** Accept an http: cert URL (only when PayPal itself is configured on http, i.e. a local sandbox). */
  allowHttp: boolean;
  /** Trust anchors beside Node's root store (PEM), e.g. a local sandbox's root CA. */
  extraCaPems?: string[];
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * Why an offline check did not accept a delivery. CERT_UNAVAILABLE and CERT_UNTRUSTED mean "could not
 * check" (the only cases a configured online fallback may settle); the others are refusals.
 */
export type OfflineRefusal =
  | 'MISSING_HEADER'
  | 'UNSUPPORTED_ALGORITHM'
  | 'CERT_URL_NOT_ALLOWED'
  | 'CERT_UNAVAILABLE'
  | 'CERT_UNTRUSTED'
  | 'BAD_SIGNATURE';

export type OfflineVerification = { ok: true } | { ok: false; reason: OfflineRefusal };

const MAX_CERT_BYTES = 64 * 1024;
const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** Deterministic ids in the signed text: transmission_id|transmission_time|webhook_id|crc32(raw body). */
export const signedWebhookText = (
  transmissionId: string,
  time: string,
  webhookId: string,
  raw: Buffer,
): string => `${transmissionId}|${time}|${webhookId}|${crc32(raw)}`;

/**
 * Offline verification of a PayPal webhook delivery (what PayPal's SDKs do): the certificate chain at
 * PAYPAL-CERT-URL (pinned to the configured PayPal hosts over https) must lead to a trusted root and
 * name messageverificationcerts.paypal.com; its key must verify PAYPAL-TRANSMISSION-SIG (SHA256withRSA)
 * over transmission id|time|our webhook id|CRC32 of the raw body. A verified leaf key is cached per
 * URL until the certificate expires.
 */
export class WebhookSignatureVerifier {
  private readonly keys = new Map<string, { key: KeyObject; validTo: number }>();
  private anchors?: X509Certificate[];

  constructor(private readonly settings: WebhookCertSettings) {}

  async verify(headers: WebhookHeaders, rawBody: Buffer | string): Promise<OfflineVerification> {
    const id = header(headers, 'paypal-transmission-id');
    const time = header(headers, 'paypal-transmission-time');
    const signature = header(headers, 'paypal-transmission-sig');
    const certUrl = header(headers, 'paypal-cert-url');
    const algorithm = header(headers, 'paypal-auth-algo');
    if (!id || !time || !signature || !certUrl || !algorithm) return { ok: false, reason: 'MISSING_HEADER' };
    if (algorithm !== 'SHA256withRSA') return { ok: false, reason: 'UNSUPPORTED_ALGORITHM' };
    if (!this.allowedUrl(certUrl)) return { ok: false, reason: 'CERT_URL_NOT_ALLOWED' };
    const key = await this.leafKey(certUrl);
    if (typeof key === 'string') return { ok: false, reason: key };
    const raw = typeof rawBody === 'string' ? Buffer.from(rawBody) : rawBody;
    const text = signedWebhookText(id, time, this.settings.webhookId, raw);
    let valid: boolean;
    try {
      valid = verify('sha256', Buffer.from(text), key, Buffer.from(signature, 'base64'));
    } catch {
      valid = false;
    }
    return valid ? { ok: true } : { ok: false, reason: 'BAD_SIGNATURE' };
  }

  private now(): number {
    return this.settings.now?.() ?? Date.now();
  }

  private allowedUrl(certUrl: string): boolean {
    let url: URL;
    try {
      url = new URL(certUrl);
    } catch {
      return false;
    }
    const schemeOk = url.protocol === 'https:' || (this.settings.allowHttp && url.protocol === 'http:');
    return (
      schemeOk && !url.username && !url.password && this.settings.certHosts.includes(url.host.toLowerCase())
    );
  }

  private async leafKey(certUrl: string): Promise<KeyObject | 'CERT_UNAVAILABLE' | 'CERT_UNTRUSTED'> {
    const cached = this.keys.get(certUrl);
    if (cached && cached.validTo > this.now()) return cached.key;
    let pem: string;
    try {
      const response = await (this.settings.fetchImpl ?? fetch)(certUrl, {
        signal: AbortSignal.timeout(this.settings.timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) return 'CERT_UNAVAILABLE';
      pem = await response.text();
      if (pem.length > MAX_CERT_BYTES) return 'CERT_UNTRUSTED';
    } catch {
      return 'CERT_UNAVAILABLE';
    }
    const chain = this.chainOf(pem);
    if (!chain) return 'CERT_UNTRUSTED';
    const leaf = chain[0];
    this.keys.set(certUrl, { key: leaf.publicKey, validTo: Date.parse(leaf.validTo) });
    return leaf.publicKey;
  }

  /** The parsed chain when every certificate is current, each is signed by the next, and a root we trust ends it. */
  private chainOf(pem: string): X509Certificate[] | undefined {
    let chain: X509Certificate[];
    try {
      chain = (pem.match(PEM_BLOCK) ?? []).map((block) => new X509Certificate(block));
    } catch {
      return undefined;
    }
    if (chain.length === 0) return undefined;
    const now = this.now();
    if (chain.some((cert) => Date.parse(cert.validFrom) > now || Date.parse(cert.validTo) < now))
      return undefined;
    if (chain[0].checkHost(PAYPAL_SIGNING_HOST) === undefined) return undefined;
    for (let i = 0; i + 1 < chain.length; i += 1) {
      if (!chain[i + 1].ca || !chain[i].checkIssued(chain[i + 1]) || !chain[i].verify(chain[i + 1].publicKey))
        return undefined;
    }
    const last = chain[chain.length - 1];
    const anchored = this.trustAnchors().some(
      (anchor) =>
        anchor.fingerprint256 === last.fingerprint256 ||
        (anchor.ca && last.checkIssued(anchor) && last.verify(anchor.publicKey)),
    );
    return anchored ? chain : undefined;
  }

  private trustAnchors(): X509Certificate[] {
    if (!this.anchors) {
      const pems = [...rootCertificates, ...(this.settings.extraCaPems ?? [])];
      this.anchors = pems.flatMap((pem) => {
        try {
          return (pem.match(PEM_BLOCK) ?? []).map((block) => new X509Certificate(block));
        } catch {
          return [];
        }
      });
    }
    return this.anchors;
  }
}

/** The cert URL hosts to accept for a PayPal base URL: its own host and PayPal's `api.` twin of `api-m.`. */
export function paypalCertHosts(baseUrl: string): string[] {
  const host = new URL(baseUrl).host.toLowerCase();
  return [...new Set([host, host.replace(/^api-m\./, 'api.')])];
}
