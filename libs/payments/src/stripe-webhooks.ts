import { BadRequestException, Injectable } from '@nestjs/common';
import { AppLogger, JobProducer } from '@app/core';
import { StripeWebhookRefused, type StripeEventView } from '@app/providers';
import { DataSource } from 'typeorm';
import { Payment } from './payment.entity';
import { checkJobId } from './payment-schedule';
import { StripeGateway } from './stripe-gateway';

/** The events that may move a Stripe attempt (the others are acknowledged and stored, nothing more). */
export const STRIPE_CHECK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.payment_failed',
] as const;

export interface StripeWebhookReceipt {
  received: true;
  duplicate: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * POST /api/stripe/webhook (providers.md §5): the Stripe-Signature is verified with the signing secret
 * in force (HMAC-SHA256 over "t.body", within the tolerance), each event id is accepted once
 * (stripe_webhook_event), and an accepted event about one of our attempts only queues a check of it:
 * the worker reads the session and its PaymentIntent back from Stripe before anything moves.
 */
@Injectable()
export class StripeWebhooks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: StripeGateway,
    private readonly jobs: JobProducer,
    private readonly logger: AppLogger,
  ) {}

  async receive(rawBody: Buffer | string, signature: string | undefined): Promise<StripeWebhookReceipt> {
    let event: StripeEventView;
    try {
      event = this.gateway.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (!(error instanceof StripeWebhookRefused)) throw error;
      this.logger.warn({ reason: error.reason }, 'stripe webhook refused');
      throw new BadRequestException({
        code: error.reason === 'MALFORMED' ? 'MALFORMED_WEBHOOK' : 'INVALID_SIGNATURE',
        message: 'The webhook signature could not be verified',
      });
    }
    if (event.id.length > 255 || event.type.length > 64)
      throw new BadRequestException({ code: 'MALFORMED_WEBHOOK', message: 'id or type too long' });
    const payment = (STRIPE_CHECK_EVENTS as readonly string[]).includes(event.type)
      ? await this.attemptOf(event)
      : null;
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO stripe_webhook_event (event_id, event_type, object_id, payment_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type, event.objectId?.slice(0, 255) ?? null, payment?.id ?? null],
    );
    if (inserted.length === 0) return { received: true, duplicate: true };
    if (payment) {
      try {
        await this.jobs.enqueue(
          'payment.check',
          { paymentId: payment.id },
          { jobId: checkJobId(payment.id, `wh-${event.id}`) },
        );
      } catch (error) {
        // Not queued: forget the event so Stripe's redelivery is taken.
        await this.dataSource.query('DELETE FROM stripe_webhook_event WHERE event_id = $1', [event.id]);
        throw error;
      }
    }
    return { received: true, duplicate: false };
  }

  /** The attempt by its session id (a session event), else by the attempt id in the metadata we set. */
  private async attemptOf(event: StripeEventView): Promise<Payment | null> {
    const repository = this.dataSource.getRepository(Payment);
    if (event.type.startsWith('checkout.session.') && event.objectId) {
      const found = await repository.findOneBy({ provider: 'stripe', providerOrderId: event.objectId });
      if (found) return found;
    }
    const metadata = (event.object.metadata ?? {}) as Record<string, unknown>;
    const attemptId = text(metadata.attempt_id);
    return attemptId && UUID.test(attemptId)
      ? repository.findOneBy({ provider: 'stripe', id: attemptId })
      : null;
  }
}
