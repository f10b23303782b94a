import { createPublicKey, generateKeyPairSync, KeyObject, sign, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../kit/fault-injector';
import { sleep } from '../kit/fault-injector';
import { getPaypalBehaviour, paypalNow } from './paypal.behaviour';
import { paypalError } from './paypal.errors';
import { apiUrl, isoTime, newId, PaypalSandbox } from './paypal.state';

export type WebhookEventType =
  | 'CHECKOUT.ORDER.APPROVED'
  | 'CHECKOUT.ORDER.COMPLETED'
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.PENDING'
  | 'PAYMENT.CAPTURE.DENIED'
  | 'PAYMENT.CAPTURE.REFUNDED';

export interface WebhookDelivery {
  eventId: string;
  eventType: string;
  url: string;
  httpStatus?: number;
  error?: string;
  at: number;
}

/**
 * The string PayPal signs for a webhook delivery: transmission_id|transmission_time|webhook_id|crc32,
 * the CRC32 of the raw body as an unsigned decimal.
 */
export const webhookSignedText = (
  transmissionId: string,
  time: string,
  webhookId: string,
  body: string,
): string => `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;

/** PAYPAL-TRANSMISSION-SIG: Base64 of SHA256withRSA over webhookSignedText with the leaf key. */
export function webhookSignature(
  key: KeyObject,
  transmissionId: string,
  time: string,
  webhookId: string,
  body: string,
): string {
  return sign('sha256', Buffer.from(webhookSignedText(transmissionId, time, webhookId, body)), key).toString(
    'base64',
  );
}

/** Where the sandbox serves its signing chain (leaf + CA), PayPal's PAYPAL-CERT-URL path. */
export const certPath = (sandbox: PaypalSandbox): string => `/v1/notifications/certs/${sandbox.certs.certId}`;

/** Delivers events to the webhookUrl knob, at least once, with the five PAYPAL-* headers. */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** The last events sent (at most 500), for replayRecent. */
  private readonly recent: { url: string; event: { id: string; event_type: string } }[] = [];

  constructor(
    app: FastifyInstance,
    private readonly sandbox: () => PaypalSandbox,
  ) {
    app.addHook('preClose', async () => {
      await Promise.allSettled([...this.inFlight]);
    });
  }

  emit(
    eventType: WebhookEventType,
    resourceType: string,
    resource: Record<string, unknown>,
    summary: string,
  ): void {
    const sandbox = this.sandbox();
    const knobs = getPaypalBehaviour(sandbox.ctx);
    if (!knobs.webhookUrl) return;
    const event = {
      id: `WH-${newId(sandbox, 17)}-${newId(sandbox, 17)}`,
      event_version: '1.0',
      create_time: isoTime(paypalNow(sandbox.ctx)),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [{ href: apiUrl(sandbox, '/v1/notifications/webhooks-events'), rel: 'self', method: 'GET' }],
    };
    this.recent.push({ url: knobs.webhookUrl, event });
    if (this.recent.length > 500) this.recent.shift();
    const run = this.deliver(
      knobs.webhookUrl,
      event,
      1 + Math.max(0, knobs.webhookDuplicate),
      knobs.webhookDelayMs,
    );
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Delivers the last `count` events once more; answers how many were sent. */
  async replayRecent(count: number): Promise<number> {
    const events = this.recent.slice(-count);
    await Promise.all(events.map(({ url, event }) => this.deliver(url, event, 1, 0)));
    return events.length;
  }

  private async deliver(
    url: string,
    event: { id: string; event_type: string },
    copies: number,
    delayMs: number,
  ): Promise<void> {
    if (delayMs > 0) await sleep(delayMs);
    const sandbox = this.sandbox();
    const body = JSON.stringify(event);
    for (let copy = 0; copy < copies; copy += 1) {
      const transmissionId = `${newId(sandbox, 8).toLowerCase()}-${newId(sandbox, 4).toLowerCase()}-${newId(sandbox, 12).toLowerCase()}`;
      const time = isoTime(paypalNow(sandbox.ctx));
      const key = getPaypalBehaviour(sandbox.ctx).webhookBadSignature ? otherKey() : sandbox.certs.leafKey;
      const headers = {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': webhookSignature(key, transmissionId, time, sandbox.creds.webhookId, body),
        'paypal-cert-url': apiUrl(sandbox, certPath(sandbox)),
        'paypal-auth-algo': 'SHA256withRSA',
      };
      const delivery: WebhookDelivery = {
        eventId: event.id,
        eventType: event.event_type,
        url,
        at: Date.now(),
      };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(5000),
        });
        delivery.httpStatus = response.status;
        await response.arrayBuffer();
      } catch (error) {
        delivery.error = (error as Error).message;
      }
      this.deliveries.push(delivery);
      if (this.deliveries.length > 200) this.deliveries.shift();
    }
  }
}

const VERIFY_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
];

/** POST /v1/notifications/verify-webhook-signature: SUCCESS when the sandbox's HMAC matches. */
export function handleVerifyWebhook(sandbox: PaypalSandbox, body: unknown): ApiAnswer {
  const fields = (body ?? {}) as Record<string, unknown>;
  const absent = VERIFY_FIELDS.filter((name) => typeof fields[name] !== 'string' || fields[name] === '');
  if (typeof fields.webhook_event !== 'object' || fields.webhook_event === null) absent.push('webhook_event');
  if (absent.length > 0) {
    return paypalError(
      sandbox.ctx,
      400,
      absent.map((name) => ({
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: `${name} is required.`,
        field: name,
      })),
    );
  }
  const text = (name: string): string => fields[name] as string;
  const certUrl = text('cert_url');
  const ours = certUrl === apiUrl(sandbox, certPath(sandbox));
  let valid = false;
  if (ours && text('webhook_id') === sandbox.creds.webhookId && text('auth_algo') === 'SHA256withRSA') {
    const signed = webhookSignedText(
      text('transmission_id'),
      text('transmission_time'),
      sandbox.creds.webhookId,
      JSON.stringify(fields.webhook_event),
    );
    valid = verify(
      'sha256',
      Buffer.from(signed),
      createPublicKey(sandbox.certs.leafKey),
      Buffer.from(text('transmission_sig'), 'base64'),
    );
  }
  return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
}

let stranger: KeyObject | undefined;
/** A key that is not the sandbox's (the badly signed webhook knob). */
function otherKey(): KeyObject {
  stranger ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return stranger;
}
