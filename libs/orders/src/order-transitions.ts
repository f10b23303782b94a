import { Injectable } from '@nestjs/common';
import { Outbox } from '@app/core';
import { orderLifecycle, TransitionError, type OrderStatus, type OrderTransitionKey } from '@app/domain';
import { EntityManager } from 'typeorm';

/** The outbox events a transition may write (payloads: the order and the attempt it is about). */
export type OrderTransitionEvent =
  'payment.status_changed' | 'payment.confirmed' | 'esim.provisioning_changed' | 'order.needs_attention';

/** What one allowed transition does besides the status, declared once for every caller. */
export interface TransitionEffects {
  /** The timestamp column set to now(). */
  stamp?: 'confirmed_at' | 'cancelled_at';
  /** failure_reason: cleared, kept, or set to the move's reason (kept when the move gives none). */
  failureReason: 'clear' | 'keep' | 'set';
  /** Outbox events written with the move. */
  events: readonly OrderTransitionEvent[];
  /** Outbox events written only when the move gives a reason (a failure, not a refund on its way). */
  eventsWithReason?: readonly OrderTransitionEvent[];
}

/**
 * Every pair of libs/domain's ORDER_TRANSITIONS and its side effects (a pair missing here, or one
 * the table does not allow, does not compile). Every move also pushes the order's pages
 * (`payment.status_changed`: the customer's payment and order pages and the admin views follow it)
 * and adds `order.status {from, to, reason}` to the order's timeline (the orders table's trigger,
 * in the same transaction). Emails stay with the step that knows why (payment_failed at expiry,
 * esim_ready at delivery, order_failed when provisioning gives up, order_refunded).
 */
export const ORDER_TRANSITION_EFFECTS: Readonly<Record<OrderTransitionKey, TransitionEffects>> =
  Object.freeze({
    // a verified payment: the order is paid; provisioning listens to payment.confirmed
    'pending>confirmed': {
      stamp: 'confirmed_at',
      failureReason: 'keep',
      events: ['payment.status_changed', 'payment.confirmed'],
    },
    // unpaid when its last attempt (and any New QR grace) ran out
    'pending>cancelled': { stamp: 'cancelled_at', failureReason: 'keep', events: ['payment.status_changed'] },
    // the provisioning job starts
    'confirmed>processing': {
      failureReason: 'clear',
      events: ['payment.status_changed', 'esim.provisioning_changed'],
    },
    // provisioning cannot start (reason given: the staff are told), or a refund is under way
    'confirmed>needs_attention': {
      failureReason: 'set',
      events: ['payment.status_changed', 'esim.provisioning_changed'],
      eventsWithReason: ['order.needs_attention'],
    },
    'confirmed>refunded': { failureReason: 'keep', events: ['payment.status_changed'] },
    // every line delivered (esim.provisioned and the email are the delivery's own)
    'processing>completed': { failureReason: 'clear', events: ['payment.status_changed'] },
    // provisioning gave up (reason given: the staff are told), or a refund stopped it
    'processing>needs_attention': {
      failureReason: 'set',
      events: ['payment.status_changed', 'esim.provisioning_changed'],
      eventsWithReason: ['order.needs_attention'],
    },
    'completed>refunded': { failureReason: 'keep', events: ['payment.status_changed'] },
    // an admin's retry
    'needs_attention>processing': {
      failureReason: 'clear',
      events: ['payment.status_changed', 'esim.provisioning_changed'],
    },
    'needs_attention>refunded': { failureReason: 'keep', events: ['payment.status_changed'] },
  });

/**
 * A move the table does not allow, or one from a status the order is no longer in (another move won
 * the compare-and-set). The one error of an order's status change; nothing of the move is applied.
 */
export class OrderTransitionError extends TransitionError {
  constructor(
    readonly orderId: string,
    from: string,
    to: string,
    readonly stale: boolean,
  ) {
    super('order', from, to);
    this.name = 'OrderTransitionError';
    if (stale) this.message = `order ${orderId} is no longer ${from}: ${from} → ${to} not applied`;
  }
}

export interface OrderMove {
  orderId: string;
  /** The status the caller read (under the order's lock); the UPDATE applies only from it. */
  from: OrderStatus;
  to: OrderStatus;
  /**
   * The attempt the move is about (required to confirm). Default: the order's approved attempt
   * (the one its payment pages are keyed by); no page push when it has none.
   */
  paymentId?: string;
  /** Why the order needs attention (failure_reason, and the staff are told). */
  reason?: string;
}

const stampSql = (effects: TransitionEffects): string => (effects.stamp ? `, ${effects.stamp} = now()` : '');

const reasonSql = (effects: TransitionEffects): string =>
  ({ clear: ', failure_reason = NULL', keep: '', set: ', failure_reason = COALESCE($4, failure_reason)' })[
    effects.failureReason
  ];

/**
 * The only code that writes an order's status. A move is allowed by libs/domain's table, applied
 * with a compare-and-set on the status the caller read (two concurrent moves cannot both win), and
 * brings the effects ORDER_TRANSITION_EFFECTS declares for its pair, in the caller's transaction.
 */
@Injectable()
export class OrderTransitions {
  constructor(private readonly outbox: Outbox) {}

  /** The effects of a pair, or an OrderTransitionError if the table does not allow it. */
  static effectsOf(orderId: string, from: OrderStatus, to: OrderStatus): TransitionEffects {
    if (!orderLifecycle.canTransition(from, to)) throw new OrderTransitionError(orderId, from, to, false);
    return ORDER_TRANSITION_EFFECTS[`${from}>${to}` as OrderTransitionKey];
  }

  /** Applies one move; returns the new status. Throws OrderTransitionError (nothing applied). */
  async move(manager: EntityManager, move: OrderMove): Promise<OrderStatus> {
    const { orderId, from, to } = move;
    const effects = OrderTransitions.effectsOf(orderId, from, to);
    if (effects.events.includes('payment.confirmed') && !move.paymentId)
      throw new Error(`order ${orderId}: confirming needs the attempt that paid it`);
    const params: unknown[] = [orderId, from, to];
    if (effects.failureReason === 'set') params.push(move.reason ?? null);
    const [, affected] = (await manager.query(
      `UPDATE orders SET status = $3::varchar, updated_at = now()${stampSql(effects)}${reasonSql(effects)}
       WHERE id = $1 AND status = $2`,
      params,
    )) as [unknown, number];
    if (affected !== 1) throw new OrderTransitionError(orderId, from, to, true);
    const events = [...effects.events, ...(move.reason ? (effects.eventsWithReason ?? []) : [])];
    const paymentId = move.paymentId ?? (await approvedPaymentOf(manager, orderId));
    for (const event of events) await this.write(manager, event, orderId, paymentId);
    return to;
  }

  private async write(
    manager: EntityManager,
    event: OrderTransitionEvent,
    orderId: string,
    paymentId: string | null,
  ): Promise<void> {
    switch (event) {
      case 'payment.status_changed':
      case 'payment.confirmed':
        if (paymentId) await this.outbox.add(manager, event, { paymentId, orderId });
        return;
      case 'esim.provisioning_changed':
      case 'order.needs_attention':
        await this.outbox.add(manager, event, { orderId });
        return;
    }
  }
}

/** The attempt that paid the order (the one payment pages are keyed by). */
async function approvedPaymentOf(manager: EntityManager, orderId: string): Promise<string | null> {
  const rows: { id: string }[] = await manager.query(
    `SELECT id FROM payment WHERE order_id = $1 AND status = 'approved' ORDER BY approved_at DESC NULLS LAST LIMIT 1`,
    [orderId],
  );
  return rows[0]?.id ?? null;
}
