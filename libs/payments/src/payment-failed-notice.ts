import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/core';
import { enqueueOrderProblem } from '@app/esims';
import { resources } from '@app/i18n';
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
    return enqueueOrderProblem(
      { notifications: this.notifications, config: this.config },
      manager,
      'payment_failed',
      order,
      (language) => resources[language].translation.notifications.paymentFailed.declined,
    );
  }
}
