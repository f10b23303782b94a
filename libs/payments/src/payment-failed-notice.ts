import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/core';
import { formatUsd } from '@app/domain';
import { orderLink } from '@app/esims';
import { DEFAULT_LANGUAGE, isLanguage, resources } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { Order } from '@app/orders';
import { EntityManager } from 'typeorm';

/**
 * The payment_failed email. It is asked for when an order is cancelled at its expiry after the
 * customer tried to pay and the provider declined (an order simply left unpaid gets no email), in
 * the transaction that cancels it; one per order, whichever attempts were declined.
 */
@Injectable()
export class PaymentFailedNotice {
  constructor(
    private readonly notifications: Notifications,
    private readonly config: AppConfig,
  ) {}

  /** Returns whether the email was asked for. */
  async onCancelled(manager: EntityManager, orderId: string): Promise<boolean> {
    const declined: unknown[] = await manager.query(
      `SELECT 1 FROM payment WHERE order_id = $1 AND status = 'declined' LIMIT 1`,
      [orderId],
    );
    if (declined.length === 0) return false;
    const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
    if (!order.customerEmail) return false;
    const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
    await this.notifications.enqueue(manager, {
      kind: 'payment_failed',
      subjectId: orderId,
      to: order.customerEmail,
      language,
      data: {
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        amountLabel: formatUsd(order.totalCents),
        reason: resources[language].translation.notifications.paymentFailed.declined,
        orderLink: orderLink(this.config, order),
      },
    });
    return true;
  }
}
