import { ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { AppLogger, Outbox } from '@app/core';
import type {
  PaymentMethodsResponse,
  StripeDeclineCode,
  StripeReturnResponse,
  StripeSessionResponse,
  StripeStatusResponse,
} from '@app/contracts';
import { toDecimalString } from '@app/domain';
import { mayAccessOrder, type OrderRequester } from '@app/orders';
import { isProviderError } from '@app/providers';
import { DataSource } from 'typeorm';
import { issueAttempt } from './issue-attempt';
import { PaymentChecks } from './payment-checks';
import { PaymentLookup, transactionNotFound } from './payment-lookup';
import { Payment } from './payment.entity';
import { lockAttempt } from './payment-verification';
import { assertStillPayable } from './providers/payment-provider';
import { PaymentProviders } from './providers/payment-providers';
import { StripeGateway } from './stripe-gateway';

export interface StripeOrderRef {
  orderId?: string;
  orderNumber?: string;
}

/** A Checkout Session id as Stripe writes it (`cs_test_…`, `cs_live_…`). */
const STRIPE_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

const live = (payment: Payment): boolean => payment.status === 'created' || payment.status === 'pending';

/** The hosted page's refusal as the web words it (`<code>/<decline code>: …` as StripeSettlement keeps it). */
export function declineOf(lastError: string | null): StripeStatusResponse['decline'] {
  const match = /^([a-z_]+)\/([a-z_]*): (.*)$/s.exec(lastError ?? '');
  if (!match) return null;
  const code: StripeDeclineCode =
    match[2] === 'insufficient_funds'
      ? 'insufficient_funds'
      : match[1] === 'card_declined'
        ? 'card_declined'
        : 'other';
  return { code, message: match[3] };
}

export const stripeUnavailable = (): ServiceUnavailableException =>
  new ServiceUnavailableException({
    code: 'STRIPE_UNAVAILABLE',
    message: 'Card payments are not available right now. Please try again in a moment.',
  });

/**
 * Card payments through Stripe Checkout (DESIGN item 7, as PayPal): the order's live Stripe attempt
 * gets a Checkout Session (created by our server with the attempt's amount and ids, Idempotency-Key
 * per attempt, so asking again returns the same session), the attempt is issued (its checks and expiry
 * are scheduled like PayWay's), and the browser goes to the session's hosted page. Only whoever may
 * see the order can do it. Payment is confirmed only by the worker reading the session back.
 */
@Injectable()
export class StripeCheckout {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly lookup: PaymentLookup,
    private readonly gateway: StripeGateway,
    private readonly checks: PaymentChecks,
    private readonly providers: PaymentProviders,
    private readonly logger: AppLogger,
  ) {}

  /** What checkout offers now, in the registry's order: PayWay and PayPal always, Stripe while it is enabled. */
  methods(): PaymentMethodsResponse {
    return {
      methods: this.providers
        .all()
        .filter((provider) => provider.offered())
        .map((provider) => provider.orderMethod),
    };
  }

  async createSession(ref: StripeOrderRef, requester: OrderRequester): Promise<StripeSessionResponse> {
    const order = await this.lookup.orderByRef(ref);
    if (!order || !mayAccessOrder(order, requester)) throw transactionNotFound();
    assertStillPayable(order, this.providers.get('stripe'));
    const attempt = await this.lookup.liveAttempt(order, 'stripe');
    let session;
    try {
      // The attempt's session when it has one (read back), else a new one (Idempotency-Key per attempt).
      session = attempt.providerOrderId
        ? await this.gateway.getSession(attempt.providerOrderId)
        : await this.gateway.createSession(attempt, order);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      this.logger.warn({ err: error, tranId: attempt.tranId }, 'stripe checkout session not created');
      throw stripeUnavailable();
    }
    if (!session.url) {
      // The attempt's session is no longer open (paid meanwhile, or expired): ask the worker to look.
      await this.checks.requestCheck(attempt.id);
      throw new ConflictException({
        code: session.status === 'complete' ? 'ALREADY_PAID' : 'PAYMENT_CLOSED',
        message:
          session.status === 'complete'
            ? 'This order is already paid'
            : 'This payment can no longer be completed. Please place the order again.',
      });
    }
    await this.dataSource.transaction(async (manager) => {
      const locked = await lockAttempt(manager, attempt.id);
      if (!locked) throw transactionNotFound();
      if (!locked.payment.providerOrderId)
        await manager.update(Payment, { id: attempt.id }, { providerOrderId: session.id });
      if (locked.payment.status === 'created') await issueAttempt(manager, this.outbox, locked.payment);
    });
    return {
      success: true,
      orderId: order.id,
      orderNumber: order.orderNumber,
      sessionId: session.id,
      url: session.url,
      amount: toDecimalString(attempt.amountCents),
      currency: 'USD',
    };
  }

  /**
   * Stripe's return to the shop (`?session_id=` of the success URL): the number of the order whose
   * attempt has this session, nothing more (the number opens nothing; the browser opens the order
   * with its own token or session). A return is a hint: a check of a still-pending attempt is queued.
   */
  async returnOf(sessionId: string): Promise<StripeReturnResponse> {
    const found = STRIPE_SESSION_ID.test(sessionId)
      ? await this.lookup.byProviderOrderId('stripe', sessionId)
      : null;
    if (!found) throw transactionNotFound();
    if (found.payment.status === 'pending')
      await this.checks
        .requestCheck(found.payment.id)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'could not queue a stripe check'));
    return { orderNumber: found.order.orderNumber };
  }

  /**
   * The order page's view of a card payment: what the worker verified, whether it can still be paid,
   * and the hosted page's last refusal. While the order waits, a check of its live attempt is queued
   * (collapsed per 5 s), so the buyer's return from Stripe is verified at once, never believed.
   */
  async status(orderNumber: string, requester: OrderRequester): Promise<StripeStatusResponse> {
    const order = await this.lookup.orderByNumber(orderNumber);
    if (!order || !mayAccessOrder(order, requester)) throw transactionNotFound();
    const attempts = (await this.lookup.attempts(order.id, 'stripe')).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    const current = attempts[attempts.length - 1] ?? null;
    if (order.status === 'pending' && current?.status === 'pending')
      await this.checks
        .requestCheck(current.id)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'could not queue a stripe check'));
    return {
      orderNumber: order.orderNumber,
      orderStatus: order.status,
      paymentStatus: current?.status ?? null,
      payable: order.status === 'pending' && order.paymentMethod === 'stripe' && this.gateway.enabled(),
      decline: current && live(current) ? declineOf(current.lastError) : null,
    };
  }
}
