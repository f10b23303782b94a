import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { getStripeBehaviour } from './stripe.behaviour';
import { getStripeStore, stripeId, type StripeEventRecord } from './stripe.store';

/** The API version the sandbox's events name (the SDK's pinned version). */
export const SANDBOX_API_VERSION = '2026-10-28.endive';

/** Stripe-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the whsec secret>`. */
export function stripeSignatureHeader(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface StripeDelivery {
  eventId: string;
  eventType: string;
  url: string;
  at: number;
  httpStatus?: number;
  error?: string;
  dropped?: boolean;
}

/**
 * Records events (GET /v1/events) and delivers them to the webhookUrl knob, signed, at least once:
 * delayed, duplicated or dropped by the knobs. Deliveries run on their own; preClose waits for them.
 */
export class StripeWebhookSender {
  readonly deliveries: StripeDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    app: FastifyInstance,
    private readonly ctx: SandboxContext,
  ) {
    app.addHook('preClose', async () => {
      await Promise.allSettled([...this.inFlight]);
    });
  }

  emit(type: string, object: Record<string, unknown>): StripeEventRecord {
    const event: StripeEventRecord = {
      id: stripeId(this.ctx, 'evt'),
      type,
      created: Math.floor(Date.now() / 1000),
      object,
    };
    getStripeStore(this.ctx).addEvent(event);
    const knobs = getStripeBehaviour(this.ctx);
    if (!knobs.webhookUrl) return event;
    if (knobs.webhookDropNext > 0) {
      knobs.webhookDropNext -= 1;
      this.record({
        eventId: event.id,
        eventType: type,
        url: knobs.webhookUrl,
        at: Date.now(),
        dropped: true,
      });
      return event;
    }
    const run = this.deliver(
      knobs.webhookUrl,
      event,
      1 + Math.max(0, knobs.webhookDuplicate),
      knobs.webhookDelayMs,
    );
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return event;
  }

  private record(delivery: StripeDelivery): void {
    this.deliveries.push(delivery);
    if (this.deliveries.length > 300) this.deliveries.shift();
  }

  private async deliver(
    url: string,
    event: StripeEventRecord,
    copies: number,
    delayMs: number,
  ): Promise<void> {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const body = JSON.stringify(eventJson(event));
    for (let copy = 0; copy < copies; copy += 1) {
      const knobs = getStripeBehaviour(this.ctx);
      const secret = knobs.webhookBadSignature ? `${knobs.webhookSecret}_wrong` : knobs.webhookSecret;
      const timestamp = Math.floor(Date.now() / 1000) + knobs.webhookTimestampSkewSec;
      const delivery: StripeDelivery = { eventId: event.id, eventType: event.type, url, at: Date.now() };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': stripeSignatureHeader(secret, body, timestamp),
          },
          body,
          signal: AbortSignal.timeout(5000),
        });
        delivery.httpStatus = response.status;
        await response.arrayBuffer();
      } catch (error) {
        delivery.error = (error as Error).message;
      }
      this.record(delivery);
    }
  }
}

/** An event as Stripe shows it (webhook body, GET /v1/events/{id}). */
export const eventJson = (event: StripeEventRecord) => ({
  id: event.id,
  object: 'event',
  api_version: SANDBOX_API_VERSION,
  created: event.created,
  data: { object: event.object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type: event.type,
});
