import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import type { Order } from '@app/orders';
import { LiveClient, ProviderSettings } from '@app/provider-settings';
import {
  StripeClient,
  type StripeEventView,
  type StripeRefundView,
  type StripeSessionView,
} from '@app/providers';
import type { Payment } from './payment.entity';

/**
 * Stripe's own expiry of a session, counted from the attempt's creation: Stripe takes 30 minutes to 24
 * hours after the session's creation, and a live attempt is never older than its 15-minute lifetime when
 * its session is made. We expire the session ourselves at the attempt's deadline (payment.expire);
 * this is Stripe's backstop. Derived from the attempt only, so a repeated request (same
 * Idempotency-Key) sends the same parameters, as Stripe requires.
 */
export const STRIPE_SESSION_BACKSTOP_MS = 60 * 60_000;

/** An order asked to be paid by card while Stripe is not enabled (create-order, the session request). */
export const stripeMethodUnavailable = (): UnprocessableEntityException =>
  new UnprocessableEntityException({
    code: 'PAYMENT_METHOD_UNAVAILABLE',
    message: 'Card payments (Stripe) are not available. Please choose another payment method.',
  });

/**
 * Where Stripe sends the buyer back. Stripe keeps these URLs, so they carry no key to the order (its
 * link token would open the order page and its activation code): the success URL carries Stripe's
 * `{CHECKOUT_SESSION_ID}` placeholder (the page asks GET /api/stripe/return/{sessionId} for the
 * order's number), the cancel URL the order number (Stripe fills the placeholder into the success
 * URL only); the browser opens the order with the token it kept, or the buyer's session.
 */
export const stripeReturnUrls = (
  publicUrl: string,
  orderNumber: string,
): { success: string; cancel: string } => ({
  success: `${publicUrl}/order-confirmation?stripe=return&session_id={CHECKOUT_SESSION_ID}`,
  cancel: `${publicUrl}/order-confirmation?${new URLSearchParams({ orderNumber, stripe: 'cancelled' }).toString()}`,
});

/** Idempotency-Keys derived from our ids: a repeat is the same session (or refund) at Stripe. */
export const stripeSessionKey = (paymentId: string): string => `checkout-session:${paymentId}`;
export const stripeRefundKey = (paymentId: string): string => `refund:${paymentId}`;

/**
 * Our Stripe seam: the StripeClient (official SDK) built from the settings in force (ProviderSettings:
 * sealed rows over the STRIPE_* environment defaults), rebuilt when an admin changes them, plus this
 * deployment's return URLs. The only place in libs/payments that talks to Stripe.
 */
@Injectable()
export class StripeGateway {
  private readonly live: LiveClient<StripeClient>;

  constructor(
    private readonly config: AppConfig,
    private readonly settings: ProviderSettings,
    logger: AppLogger,
  ) {
    const log = logger.child({ component: 'stripe' });
    this.live = new LiveClient(
      settings,
      'stripe',
      ({ credentials }) =>
        new StripeClient({
          baseUrl: credentials.baseUrl,
          secretKey: credentials.secretKey ?? '',
          webhookSecret: credentials.webhookSecret ?? '',
          timeoutMs: config.providerTimeoutMs,
          logger: (line) => log.debug(line, 'stripe call'),
        }),
    );
  }

  private get client(): StripeClient {
    return this.live.current;
  }

  /** Checkout offers "Card (Stripe)" only while an admin (or STRIPE_ENABLED) enabled it and a key is set. */
  enabled(): boolean {
    const { credentials } = this.settings.get('stripe');
    return credentials.enabled === 'true' && !!credentials.secretKey;
  }

  /** A secret key is set (Stripe can be read, whether or not checkout offers cards now). */
  configured(): boolean {
    return !!this.settings.get('stripe').credentials.secretKey;
  }

  /**
   * The Checkout Session of an attempt: the attempt's amount in USD cents as one line, our ids
   * (client_reference_id = order id; metadata attempt_id, tran_id), return URLs that carry no key to
   * the order (`stripeReturnUrls`), Stripe's own expiry as a backstop (STRIPE_SESSION_BACKSTOP_MS;
   * we expire it at the attempt's deadline), and an Idempotency-Key per attempt: asking again is the
   * same session.
   */
  createSession(payment: Payment, order: Order): Promise<StripeSessionView> {
    const urls = stripeReturnUrls(this.config.http.publicUrl, order.orderNumber);
    return this.client.createCheckoutSession({
      orderId: order.id,
      attemptId: payment.id,
      tranId: payment.tranId,
      orderNumber: order.orderNumber,
      amountMinor: payment.amountCents,
      currency: payment.currency,
      description: `eSIM order ${order.orderNumber}`,
      customerEmail: order.customerEmail ?? undefined,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      expiresAt: Math.floor((payment.createdAt.getTime() + STRIPE_SESSION_BACKSTOP_MS) / 1000),
      locale: order.language === 'km' ? 'auto' : 'en',
      idempotencyKey: stripeSessionKey(payment.id),
    });
  }

  getSession(sessionId: string): Promise<StripeSessionView> {
    return this.client.getSession(sessionId);
  }

  /** The completed Checkout Sessions created in [from, to), with their PaymentIntents (reconciliation). */
  completedSessions(from: Date, to: Date): Promise<StripeSessionView[]> {
    return this.client.completedSessions(from, to);
  }

  expireSession(sessionId: string): Promise<StripeSessionView> {
    return this.client.expireSession(sessionId);
  }

  /** `key`: the payment's id for its full refund, the refund row's id for a partial one (Stripe replays a repeat). */
  refund(
    paymentIntentId: string,
    amountMinor: number,
    paymentId: string,
    key: string = paymentId,
  ): Promise<StripeRefundView> {
    return this.client.createRefund(paymentIntentId, amountMinor, stripeRefundKey(key), {
      payment_id: paymentId,
    });
  }

  refunds(paymentIntentId: string): Promise<StripeRefundView[]> {
    return this.client.listRefunds(paymentIntentId);
  }

  /** Verifies a delivery's Stripe-Signature with the signing secret in force (throws StripeWebhookRefused). */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): StripeEventView {
    return this.client.verifyWebhook(rawBody, signature ?? '');
  }
}
