import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/core';
import type { CustomerOrderView } from '@app/contracts';
import { isLanguage } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { accessTokenMatches, Order } from '@app/orders';
import { DataSource, EntityManager, In } from 'typeorm';
import { orderLink } from '../order-link';
import { CustomerOrdersService } from '../read/customer-orders.service';
import { contactMatches } from './contact-match';

/** An order link this browser holds: the order number and its guest token. */
export interface HeldOrderRef {
  orderNumber: string;
  token: string;
}

/** The most order links one request may name (the browser keeps its latest few). */
export const HELD_ORDERS_MAX = 20;
const HOUR_MS = 3600 * 1000;

/**
 * Guests keep their eSIMs (docs/esims.md "Guest access"). Every guest order is opened by its
 * order link's token alone (never by a cart session id): the browser sends the links it holds and
 * gets back the orders whose token matches; after signing in it may claim them for the account;
 * Find my order and "Email me this link" send the link by email.
 */
@Injectable()
export class GuestOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: CustomerOrdersService,
    private readonly notifications: Notifications,
    private readonly config: AppConfig,
  ) {}

  /** The orders (with their eSIMs) whose link the browser holds; links that do not match are left out. */
  async held(refs: HeldOrderRef[]): Promise<CustomerOrderView[]> {
    const matched = await this.matching(this.dataSource.manager, refs);
    matched.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return this.orders.views(matched, null);
  }

  /** The order an order link opens (its id), or null when the token does not open it. */
  async opened(ref: HeldOrderRef): Promise<string | null> {
    const [order] = await this.matching(this.dataSource.manager, [ref]);
    return order?.id ?? null;
  }

  /**
   * Moves the held guest orders (and their eSIMs) to the signed-in user. An order already in an
   * account stays there. Returns the order numbers now in this user's account.
   */
  claim(userId: string, refs: HeldOrderRef[]): Promise<{ claimed: string[] }> {
    return this.dataSource.transaction(async (manager) => {
      const matched = await this.matching(manager, refs, true);
      const mine = matched.filter((order) => order.userId === null || order.userId === userId);
      const ids = mine.filter((order) => order.userId === null).map((order) => order.id);
      if (ids.length) {
        await manager.query('UPDATE orders SET user_id = $1, updated_at = now() WHERE id = ANY($2::uuid[])', [
          userId,
          ids,
        ]);
        await manager.query(
          'UPDATE esim SET user_id = $1, updated_at = now() WHERE order_id = ANY($2::uuid[]) AND user_id IS NULL',
          [userId, ids],
        );
      }
      return { claimed: mine.map((order) => order.orderNumber) };
    });
  }

  /**
   * Find my order: when the order number and the email or phone used match, its link goes to the
   * order's email (at most once an hour per order). The caller answers the same either way.
   */
  async find(orderNumber: string, contact: string, now = new Date()): Promise<void> {
    const order = await this.dataSource
      .getRepository(Order)
      .findOneBy({ orderNumber: orderNumber.trim().toUpperCase().slice(0, 20) });
    if (!order || !contactMatches(order, contact)) return;
    const to = order.customerEmail ?? (await this.accountEmail(order.userId));
    if (!to) return;
    await this.sendLink(order, to, `find:${order.id}:${Math.floor(now.getTime() / HOUR_MS)}`);
  }

  /**
   * "Email me this link" on the order page: the link's holder gives an address; an order placed
   * without an email keeps it (so Find my order and the eSIM emails reach it). One email per
   * order, address and hour. False when the token does not open the order (answered as a 404).
   */
  async emailLink(ref: HeldOrderRef, email: string, now = new Date()): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [order] = await this.matching(manager, [ref], true);
      if (!order) return false;
      const to = email.trim().toLowerCase();
      if (!order.customerEmail) {
        await manager.query('UPDATE orders SET customer_email = $2, updated_at = now() WHERE id = $1', [
          order.id,
          to,
        ]);
      }
      await this.sendLink(
        order,
        to,
        `link:${order.id}:${to}:${Math.floor(now.getTime() / HOUR_MS)}`,
        manager,
      );
      return true;
    });
  }

  private async sendLink(
    order: Order,
    to: string,
    subjectId: string,
    manager?: EntityManager,
  ): Promise<void> {
    const enqueue = (m: EntityManager) =>
      this.notifications.enqueue(m, {
        kind: 'order_link',
        subjectId,
        to,
        language: isLanguage(order.language) ? order.language : 'en',
        data: {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          orderLink: orderLink(this.config, order),
        },
      });
    if (manager) await enqueue(manager);
    else await this.dataSource.transaction(enqueue);
  }

  private async matching(manager: EntityManager, refs: HeldOrderRef[], lock = false): Promise<Order[]> {
    const numbers = [...new Set(refs.map((ref) => ref.orderNumber.trim().toUpperCase()))].slice(
      0,
      HELD_ORDERS_MAX,
    );
    if (!numbers.length) return [];
    const query = manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .addSelect('o.accessTokenHash')
      .where({ orderNumber: In(numbers) });
    if (lock) query.setLock('pessimistic_write');
    const orders = await query.getMany();
    return orders.filter((order) =>
      refs.some(
        (ref) =>
          ref.orderNumber.trim().toUpperCase() === order.orderNumber &&
          accessTokenMatches(ref.token, order.accessTokenHash),
      ),
    );
  }

  private async accountEmail(userId: string | null): Promise<string> {
    if (!userId) return '';
    const rows: { email: string }[] = await this.dataSource.query(
      'SELECT email FROM app_user WHERE id = $1',
      [userId],
    );
    return rows[0]?.email ?? '';
  }
}
