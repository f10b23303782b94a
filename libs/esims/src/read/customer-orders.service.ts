import { Injectable, NotFoundException } from '@nestjs/common';
import type { CustomerOrderView } from '@app/contracts';
import { mayAccessOrder, Order, OrderItem } from '@app/orders';
import { DataSource, In } from 'typeorm';
import { EsimReader, UUID } from './esim-reader';
import { toOrderView } from './order-views';
import type { OrderRequester } from './requester';

export const RECENT_ORDERS = 5;
const LIST_LIMIT = 100;

const notFound = () => new NotFoundException({ message: 'Order Not Found', code: 'ORDER_NOT_FOUND' });

/**
 * The customer's orders: their list and recent ones (by the session's user only; a phone number
 * never attaches an order), and one order by id or order number for its user, the holder of its
 * order link, or an admin (never by the cart id).
 */
@Injectable()
export class CustomerOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: EsimReader,
  ) {}

  list(userId: string): Promise<CustomerOrderView[]> {
    return this.ofUser(userId, LIST_LIMIT);
  }

  recent(userId: string): Promise<CustomerOrderView[]> {
    return this.ofUser(userId, RECENT_ORDERS);
  }

  async detail(requester: OrderRequester, ref: string): Promise<CustomerOrderView> {
    const key = ref.trim();
    if (!key || key.length > 64) throw notFound();
    const query = this.dataSource.getRepository(Order).createQueryBuilder('o').addSelect('o.accessTokenHash');
    if (UUID.test(key)) query.where('o.id = :key', { key });
    else query.where('o.orderNumber = :key', { key: key.toUpperCase() });
    const order = await query.getOne();
    if (!order) throw notFound();
    const allowed =
      requester.isAdmin ||
      mayAccessOrder(
        { userId: order.userId, accessTokenHash: order.accessTokenHash },
        { userId: requester.userId, token: requester.token },
      );
    if (!allowed) throw notFound();
    const [view] = await this.views([order], requester.userId);
    return view;
  }

  private async ofUser(userId: string, limit: number): Promise<CustomerOrderView[]> {
    const orders = await this.dataSource
      .getRepository(Order)
      .find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
    return this.views(orders, userId);
  }

  async views(orders: Order[], viewerId: string | null): Promise<CustomerOrderView[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const items = await this.dataSource
      .getRepository(OrderItem)
      .find({ where: { orderId: In(ids) }, order: { id: 'ASC' } });
    const failures: { order_id: string; failure_code: string }[] = await this.dataSource.query(
      `SELECT DISTINCT ON (order_id) order_id, failure_code FROM provider_order
       WHERE order_id = ANY($1::uuid[]) AND failure_code IS NOT NULL ORDER BY order_id, updated_at DESC`,
      [ids],
    );
    const failureOf = new Map(failures.map((row) => [row.order_id, row.failure_code]));
    const unpaid = orders.filter((order) => order.status === 'pending').map((order) => order.id);
    const khqr: { order_id: string; tran_id: string }[] = unpaid.length
      ? await this.dataSource.query(
          `SELECT DISTINCT ON (order_id) order_id, tran_id FROM payment
           WHERE order_id = ANY($1::uuid[]) AND provider = 'payway' ORDER BY order_id, created_at, tran_id`,
          [unpaid],
        )
      : [];
    const khqrOf = new Map(khqr.map((row) => [row.order_id, row.tran_id]));
    return Promise.all(
      orders.map(async (order) =>
        toOrderView(
          order,
          items.filter((item) => item.orderId === order.id),
          await this.reader.ofOrder(order.id, { userId: viewerId }),
          failureOf.get(order.id) ?? null,
          khqrOf.get(order.id) ?? null,
        ),
      ),
    );
  }
}
