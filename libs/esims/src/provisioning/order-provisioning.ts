import { Injectable } from '@nestjs/common';
import { AppConfig, AppLogger, Outbox } from '@app/core';
import type { OrderStatus } from '@app/domain';
import { isLanguage, resources } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { Order, OrderItem, OrderTransitions } from '@app/orders';
import { DataSource, EntityManager } from 'typeorm';
import { esimDestinationKm } from '../destination-km';
import { Esim } from '../esim.entity';
import { toGuideEsim, paidSummary } from '../guide/guide-esims';
import { orderLink } from '../order-link';
import { enqueueOrderProblem } from '../order-problem-notice';
import { ProviderOrderStore } from './provider-order.store';
import type { ProvisioningFailureCode } from './provisioning-failure';

/** The English reason stored on the order (admins read it; the web translates the code). */
export const failureText = (code: ProvisioningFailureCode): string =>
  resources.en.translation.orders.failure[code];

/**
 * The order-level steps of provisioning, each one transaction that locks the order row, moves it
 * through OrderTransitions (libs/orders: compare-and-set, and the move's declared events), and
 * writes the step's own events: confirmed → processing,
 * processing → completed (with the esim_ready email), → needs_attention (with its reason), and an
 * admin's needs_attention → processing retry.
 */
@Injectable()
export class OrderProvisioning {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly notifications: Notifications,
    private readonly lines: ProviderOrderStore,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly transitions: OrderTransitions,
  ) {}

  /** The order with its lines, moved to processing if it was confirmed; null when it is not to be provisioned. */
  async begin(orderId: string): Promise<Order | null> {
    return this.dataSource.transaction(async (manager) => {
      // the order locked and read with its lines in one statement
      const order = await manager
        .createQueryBuilder(Order, 'o')
        .leftJoinAndSelect('o.items', 'item')
        .where('o.id = :orderId', { orderId })
        .setLock('pessimistic_write', undefined, ['o'])
        .getOne();
      const status = order?.status;
      if (!order || (status !== 'confirmed' && status !== 'processing')) return null;
      if (status === 'confirmed') await this.move(manager, orderId, 'confirmed', 'processing');
      order.items?.sort((a, b) => a.id.localeCompare(b.id));
      return order;
    });
  }

  /**
   * Every line delivered: completed, esim.provisioned, and the email (esim_ready for a purchase,
   * topup_ready for a renewal, which also pushes the renewed eSIM's change), in one transaction.
   * `order` is the one begin() read in this run (what was sold does not change); its status is
   * read again under the lock.
   */
  async complete(order: Order): Promise<boolean> {
    const orderId = order.id;
    return this.dataSource.transaction(async (manager) => {
      if ((await lockOrder(manager, orderId)) !== 'processing') return false;
      const lines = await this.lines.forOrder(orderId, manager);
      if (lines.some((line) => line.state !== 'delivered')) return false;
      if (order.kind === 'topup') {
        await this.move(manager, orderId, 'processing', 'completed');
        await this.outbox.add(manager, 'esim.provisioned', { orderId });
        const esimId = order.targetEsimId as string;
        await this.outbox.add(manager, 'esim.status_changed', { esimId });
        await this.topUpEmail(manager, order, esimId);
        return true;
      }
      const esims = await manager
        .getRepository(Esim)
        .find({ where: { orderId }, order: { createdAt: 'ASC' } });
      const expected = lines.reduce((sum, line) => sum + line.quantity, 0);
      if (esims.length < expected) return false;
      await this.move(manager, orderId, 'processing', 'completed');
      await this.outbox.add(manager, 'esim.provisioned', { orderId });
      if (order.customerEmail) {
        await this.notifications.enqueue(manager, {
          kind: 'esim_ready',
          subjectId: orderId,
          to: order.customerEmail,
          language: isLanguage(order.language) ? order.language : 'en',
          data: {
            orderNumber: order.orderNumber,
            customerName: order.customerName,
            esims: esims.map(toGuideEsim),
            orderLink: orderLink(this.config, order),
            paid: paidSummary(order),
          },
        });
      }
      return true;
    });
  }

  /** topup_ready: the renewal is on the eSIM (its usage page shows the new plan and expiry). */
  private async topUpEmail(manager: EntityManager, order: Order, esimId: string): Promise<void> {
    if (!order.customerEmail) return;
    const esim = await manager.getRepository(Esim).findOneByOrFail({ id: esimId });
    const item = await manager.getRepository(OrderItem).findOneByOrFail({ orderId: order.id });
    await this.notifications.enqueue(manager, {
      kind: 'topup_ready',
      subjectId: order.id,
      to: order.customerEmail,
      language: isLanguage(order.language) ? order.language : 'en',
      data: {
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        iccid: esim.iccid,
        destination: esim.destination,
        destinationKm: esimDestinationKm(esim),
        packageName: item.packageName,
        dataLabel: item.data,
        isDayPass: item.isDayPass,
        daysAdded: item.isDayPass ? (item.days ?? 1) : item.packageDays,
        expiresAt: esim.expiresAt?.toISOString() ?? null,
        usageLink: `${this.config.http.publicUrl}/esim/${esim.id}/usage`,
      },
    });
  }

  /**
   * Gives up: open lines fail with the reason, the order needs attention (order.needs_attention puts
   * it in the admin's view and emails the staff), the customer is told (page push and order_failed
   * email), and the order waits for a person's retry or refund. Nothing paid is dropped.
   */
  async escalate(orderId: string, code: ProvisioningFailureCode, detail: string): Promise<boolean> {
    const escalated = await this.dataSource.transaction(async (manager) => {
      const status = await lockOrder(manager, orderId);
      if (status !== 'processing' && status !== 'confirmed') return false;
      await this.lines.failOpenLines(manager, orderId, code, detail);
      // with a reason, the move also writes order.needs_attention (the admin's view, the staff email)
      await this.move(manager, orderId, status, 'needs_attention', failureText(code));
      const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
      await enqueueOrderProblem(
        { notifications: this.notifications, config: this.config },
        manager,
        'order_failed',
        order,
        (language) => resources[language].translation.orders.failure[code],
      );
      return true;
    });
    if (escalated)
      this.logger.error({ orderId, code, detail }, 'eSIM provisioning gave up; the order needs attention');
    return escalated;
  }

  /**
   * An admin's retry: needs_attention → processing, failed lines reopened with a fresh schedule.
   * Refused (false) for any other status, and while a refund of the order (in full or in part) is pending or done.
   * `within` runs in the same transaction after the change (the admin's audit entry).
   */
  async reopen(orderId: string, within?: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if ((await lockOrder(manager, orderId)) !== 'needs_attention') return false;
      const refunds: unknown[] = await manager.query(
        `SELECT 1 FROM payment_refund WHERE order_id = $1 AND cause IN ('order', 'part') AND status <> 'failed'`,
        [orderId],
      );
      if (refunds.length > 0) return false;
      await this.lines.reopenFailedLines(manager, orderId);
      await this.move(manager, orderId, 'needs_attention', 'processing');
      await within?.(manager);
      return true;
    });
  }

  /** One order transition, with the effects OrderTransitions declares for it (the pages follow the paid attempt). */
  private async move(
    manager: EntityManager,
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    reason?: string,
  ): Promise<void> {
    await this.transitions.move(manager, { orderId, from, to, reason });
  }
}

/** Locks the order row; its status, or null when there is no such order. */
async function lockOrder(manager: EntityManager, orderId: string): Promise<OrderStatus | null> {
  const rows: { status: OrderStatus }[] = await manager.query(
    'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return rows[0]?.status ?? null;
}
