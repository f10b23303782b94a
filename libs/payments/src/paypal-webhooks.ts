import { BadRequestException, Injectable } from '@nestjs/common';
import { AppLogger, JobProducer } from '@app/core';
import { isProviderError, type WebhookHeaders } from '@app/providers';
import { OrderTimelineWriter } from '@app/orders';
import { DataSource } from 'typeorm';
import { Payment } from './payment.entity';
import { checkJobId } from './payment-schedule';
import { paypalUnavailable } from './paypal-errors';
import { PaypalGateway } from './paypal-gateway';

export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The PayPal order an event is about: the order itself, or a capture's related order id. */
export function webhookOrderId(event: Record<string, unknown>): string | undefined {
  const resource = (event.resource ?? {}) as Record<string, unknown>;
  if (event.resource_type === 'checkout-order') return text(resource.id);
  const related = ((resource.supplementary_data ?? {}) as { related_ids?: Record<string, unknown> })
    .related_ids;
  return text(related?.order_id);
}

/**
 * POST /api/paypal/webhook (providers.md §2.6): the signature is verified offline against PayPal's
 * certificate (PaypalGateway.verifyWebhook; the online API only as a configured fallback), each event id is accepted once (paypal_webhook_event), and an accepted
 * event only queues a check of its attempt: the worker reads the order back from PayPal before
 * anything moves. Nothing in the event body is applied.
 */
@Injectable()
export class PaypalWebhooks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: PaypalGateway,
    private readonly jobs: JobProducer,
    private readonly logger: AppLogger,
    private readonly timeline: OrderTimelineWriter,
  ) {}

  async receive(
    headers: WebhookHeaders,
    rawBody: Buffer | string,
    event: Record<string, unknown>,
  ): Promise<WebhookReceipt> {
    const eventId = text(event.id);
    const eventType = text(event.event_type);
    if (!eventId || !eventType || eventId.length > 64 || eventType.length > 64)
      throw new BadRequestException({ code: 'MALFORMED_WEBHOOK', message: 'id and event_type are required' });
    let verdict: { valid: boolean; reason?: string };
    try {
      verdict = await this.gateway.verifyWebhook(headers, rawBody, event);
    } catch (error) {
      // PayPal redelivers after a non-2xx: a verification we could not run is answered 502.
      if (isProviderError(error)) throw paypalUnavailable();
      throw error;
    }
    if (!verdict.valid && verdict.reason === 'CERT_UNAVAILABLE') throw paypalUnavailable();
    if (!verdict.valid) {
      // Not believed, but shown on the order it names (if any): a refused delivery is worth seeing.
      const named = await this.attemptOf(event, webhookOrderId(event));
      if (named)
        await this.timeline.noteForPayment(named.id, 'paypal.webhook', {
          eventId,
          eventType,
          valid: false,
          reason: verdict.reason ?? null,
        });
      this.logger.warn(
        { eventId, eventType, reason: verdict.reason },
        'paypal webhook with a bad signature refused',
      );
      throw new BadRequestException({
        code: 'INVALID_SIGNATURE',
        message: 'The webhook signature could not be verified',
      });
    }
    const paypalOrderId = webhookOrderId(event);
    const payment = await this.attemptOf(event, paypalOrderId);
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO paypal_webhook_event (event_id, event_type, paypal_order_id, payment_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [eventId, eventType, paypalOrderId?.slice(0, 64) ?? null, payment?.id ?? null],
    );
    if (payment)
      await this.timeline.noteForPayment(payment.id, 'paypal.webhook', {
        eventId,
        eventType,
        valid: true,
        duplicate: inserted.length === 0,
      });
    if (inserted.length === 0) return { received: true, duplicate: true };
    if (payment) {
      try {
        await this.jobs.enqueue(
          'payment.check',
          { paymentId: payment.id },
          { jobId: checkJobId(payment.id, `wh-${eventId}`) },
        );
      } catch (error) {
        // Not queued: forget the event so PayPal's redelivery is taken.
        await this.dataSource.query('DELETE FROM paypal_webhook_event WHERE event_id = $1', [eventId]);
        throw error;
      }
    }
    return { received: true, duplicate: false };
  }

  /** The attempt by its PayPal order id, else by the custom_id we gave PayPal (our attempt id). */
  private async attemptOf(
    event: Record<string, unknown>,
    paypalOrderId: string | undefined,
  ): Promise<Payment | null> {
    const repository = this.dataSource.getRepository(Payment);
    if (paypalOrderId) {
      const found = await repository.findOneBy({ provider: 'paypal', providerOrderId: paypalOrderId });
      if (found) return found;
    }
    const customId = text(((event.resource ?? {}) as Record<string, unknown>).custom_id);
    return customId && UUID.test(customId)
      ? repository.findOneBy({ provider: 'paypal', id: customId })
      : null;
  }
}
