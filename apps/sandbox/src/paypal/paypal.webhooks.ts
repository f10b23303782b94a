import { createHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../kit/fault-injector';
import { sleep } from '../kit/fault-injector';
import { sameText } from '../payway/payway.hash';
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
 * The sandbox signs webhooks with its own HMAC instead of PayPal's RSA certificate:
 * transmission_sig = Base64(HMAC-SHA256(key, transmission_id|transmission_time|webhook_id|crc32(body))),
 * the same signed string PayPal uses. Only this sandbox's verify-webhook-signature can check it.
 */
export function webhookSignature(
  key: string,
  transmissionId: string,
  time: string,
  webhookId: string,
  body: string,
): string {
  const message = `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
  return createHmac('sha256', key).update(message).digest('base64');
}

export const signingKey = (sandbox: PaypalSandbox): string =>
  `paypal-sandbox-webhook:${sandbox.creds.clientSecret}`;

/** Delivers events to the webhookUrl knob, at least once, with the five PAYPAL-* headers. */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();

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
    const run = this.deliver(
      knobs.webhookUrl,
      event,
      1 + Math.max(0, knobs.webhookDuplicate),
      knobs.webhookDelayMs,
    );
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
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
      const key = getPaypalBehaviour(sandbox.ctx).webhookBadSignature
        ? 'not-the-sandbox-key'
        : signingKey(sandbox);
      const headers = {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': webhookSignature(key, transmissionId, time, sandbox.creds.webhookId, body),
        'paypal-cert-url': apiUrl(sandbox, '/__paypal/certs/sandbox-hmac.pem'),
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
  const expected = webhookSignature(
    signingKey(sandbox),
    text('transmission_id'),
    text('transmission_time'),
    sandbox.creds.webhookId,
    JSON.stringify(fields.webhook_event),
  );
  const valid =
    text('webhook_id') === sandbox.creds.webhookId && sameText(expected, text('transmission_sig'));
  return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
}
