import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { SendEsimInstructionsReply } from '@app/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { Notification } from '../notification.entity';
import { NotificationStore } from '../notification.store';
import { Notifications } from '../notifications.service';
import { EsimGuideSource, type EsimGuideOrder, type GuideRequester } from './esim-guide-source';
import { ownedOrder } from './esim-guide.service';

const HOUR_MS = 3600 * 1000;

export const instructionsSentMessage = (recipient: string): string =>
  `eSIM setup instructions have been sent to ${recipient}!`;
export const INSTRUCTIONS_FALLBACK_MESSAGE =
  'Our mail server cannot be reached right now. Your instructions are queued and will be sent automatically; if they do not arrive, please contact support.';

/**
 * A staff resend: `queued` (a new email, with the caller's audit entry), or why none was queued:
 * `first_email_pending` (the order's first esim_ready email is still on its way) or
 * `sent_this_hour` (an instructions email for the order was already asked for this hour).
 */
export interface InstructionsResend {
  outcome: 'queued' | 'first_email_pending' | 'sent_this_hour';
  recipient: string;
  /** Queued, but the mail server is failing now. */
  fallback: boolean;
}

/**
 * The install email again: on the owner's request (POST /api/email/send-esim-instructions), or on
 * a staff member's for any order with eSIMs (the admin orders list's bulk resend). While the first
 * esim_ready email is still on its way, that one answers; otherwise an esim_instructions email is
 * queued, at most one per order and hour (its dedupe key holds the hour).
 * `fallback` is true when the email waits because the mail server is failing.
 */
@Injectable()
export class EsimInstructionsService {
  constructor(
    private readonly source: EsimGuideSource,
    private readonly dataSource: DataSource,
    private readonly notifications: Notifications,
    private readonly store: NotificationStore,
  ) {}

  async send(
    orderNumber: string,
    requester: GuideRequester,
    now = new Date(),
  ): Promise<SendEsimInstructionsReply> {
    const order = await ownedOrder(this.source, orderNumber, requester);
    return this.reply((await this.queue(order, now)).row);
  }

  /**
   * A staff member's resend of any order's instructions (no owner check; the caller checked the
   * staff permission). `onQueued` runs in the transaction that queues a new email (the audit entry),
   * and only then. 404 NOT_FOUND for no such order, 409 NO_ESIM for an order without an eSIM,
   * 409 NO_EMAIL for one without an address.
   */
  async resendForStaff(
    orderNumber: string,
    onQueued: (manager: EntityManager, recipient: string) => Promise<void>,
    now = new Date(),
  ): Promise<InstructionsResend> {
    const order = await this.source.findByOrderNumber(orderNumber);
    if (!order)
      throw new NotFoundException({ code: 'NOT_FOUND', message: `Order not found: ${orderNumber}` });
    if (order.esims.length === 0)
      throw new ConflictException({
        code: 'NO_ESIM',
        message: `Order ${orderNumber} has no delivered eSIM to send instructions for`,
      });
    const { row, queued, first } = await this.queue(order, now, onQueued);
    return {
      outcome: queued ? 'queued' : first ? 'first_email_pending' : 'sent_this_hour',
      recipient: row.recipient,
      fallback: this.fallback(row),
    };
  }

  /** The rule both paths share: the pending first email answers, else one instructions email an hour. */
  private async queue(
    order: EsimGuideOrder,
    now: Date,
    onQueued?: (manager: EntityManager, recipient: string) => Promise<void>,
  ): Promise<{ row: Notification; queued: boolean; first: boolean }> {
    if (!order.customerEmail) {
      // A guest who skipped the email: the order page's "Email me this link" asks for one.
      throw new ConflictException({
        code: 'NO_EMAIL',
        message: 'This order has no email address. Use "Email me this link" to add one.',
      });
    }
    const first = await this.store.findByKey('esim_ready', order.orderId);
    if (first && first.state !== 'sent' && first.state !== 'failed')
      return { row: first, queued: false, first: true };
    const subjectId = `${order.orderId}:${Math.floor(now.getTime() / HOUR_MS)}`;
    const { id, created } = await this.dataSource.transaction(async (manager) => {
      const result = await this.notifications.enqueue(manager, {
        kind: 'esim_instructions',
        subjectId,
        to: order.customerEmail,
        language: order.language,
        data: {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          esims: order.esims,
          orderLink: order.orderLink,
          paid: order.paid,
        },
      });
      if (result.created && onQueued) await onQueued(manager, order.customerEmail);
      return result;
    });
    return { row: (await this.store.findById(id)) as Notification, queued: created, first: false };
  }

  private fallback(row: Notification): boolean {
    return row.state === 'failed' || (row.state !== 'sent' && row.lastError !== null);
  }

  private reply(row: Notification): SendEsimInstructionsReply {
    const fallback = this.fallback(row);
    return {
      success: true,
      fallback,
      recipient: row.recipient,
      message: fallback ? INSTRUCTIONS_FALLBACK_MESSAGE : instructionsSentMessage(row.recipient),
    };
  }
}
