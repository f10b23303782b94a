import { ConflictException, Injectable } from '@nestjs/common';
import type { SendEsimInstructionsReply } from '@app/contracts';
import { DataSource } from 'typeorm';
import type { Notification } from '../notification.entity';
import { NotificationStore } from '../notification.store';
import { Notifications } from '../notifications.service';
import { EsimGuideSource, type GuideRequester } from './esim-guide-source';
import { ownedOrder } from './esim-guide.service';

const HOUR_MS = 3600 * 1000;

export const instructionsSentMessage = (recipient: string): string =>
  `eSIM setup instructions have been sent to ${recipient}!`;
export const INSTRUCTIONS_FALLBACK_MESSAGE =
  'Our mail server cannot be reached right now. Your instructions are queued and will be sent automatically; if they do not arrive, please contact support.';

/**
 * POST /api/email/send-esim-instructions: the install email again, on the owner's request. While
 * the first esim_ready email is still on its way, that one answers; otherwise an esim_instructions
 * email is queued, at most one per order and hour (its dedupe key holds the hour).
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
    if (!order.customerEmail) {
      // A guest who skipped the email: the order page's "Email me this link" asks for one.
      throw new ConflictException({
        code: 'NO_EMAIL',
        message: 'This order has no email address. Use "Email me this link" to add one.',
      });
    }
    const first = await this.store.findByKey('esim_ready', order.orderId);
    if (first && first.state !== 'sent' && first.state !== 'failed') return this.reply(first);
    const subjectId = `${order.orderId}:${Math.floor(now.getTime() / HOUR_MS)}`;
    const { id } = await this.dataSource.transaction((manager) =>
      this.notifications.enqueue(manager, {
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
      }),
    );
    return this.reply((await this.store.findById(id)) as Notification);
  }

  private reply(row: Notification): SendEsimInstructionsReply {
    const fallback = row.state === 'failed' || (row.state !== 'sent' && row.lastError !== null);
    return {
      success: true,
      fallback,
      recipient: row.recipient,
      message: fallback ? INSTRUCTIONS_FALLBACK_MESSAGE : instructionsSentMessage(row.recipient),
    };
  }
}
